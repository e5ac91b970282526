marker_kind "shellholes" {
  rule  = "terrain.shellholes"
  name  = "Shellholes"
  stats = { dv_inf = 1, dv_veh = 0 }
}

marker_kind "sandbags" {
  rule  = "terrain.sandbags"
  name  = "Sandbags"
  stats = { dv_inf = 1, dv_veh = 1 }
}
