marker_kind "smoke" {
  rule  = "los.smoke"
  name  = "Smoke"
  stats = { max_level = 2, dv_per_level_1 = 1 }
}
