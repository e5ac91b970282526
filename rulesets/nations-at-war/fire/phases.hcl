# Only the part of a formation pulse this slice needs: units of the active formation fire.
phase "pulse" {
  rule        = "fire.ranged-combat"
  title       = "Formation pulse"
  order       = 10
  interactive = true
}
