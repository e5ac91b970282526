# Hex markers. dv: defence bonus for land units in the hex (wreck); los: what
# the marker does to lines of sight traced through its hex.
marker_kind "wreck" {
  rule  = "results.wreck"
  name  = "Wreck"
  stats = { dv = 1, extra_mp = 1 }
}

marker_kind "smoke" {
  rule  = "los.smoke"
  name  = "Smoke"
  stats = { max_level = 2, dv_per_level_1 = 1 }
}

marker_kind "shellholes" {
  rule  = "terrain.shellholes"
  name  = "Shellholes"
  stats = { extra_mp = 1, dv_inf = 1, dv_veh = 0 }
}

marker_kind "sandbags" {
  rule  = "terrain.sandbags"
  name  = "Sandbags"
  stats = { dv_inf = 1, dv_veh = 1 }
}

marker_kind "mines" {
  rule = "units.minefields"
  name = "Minefield"
  weapon "ap" {
    firepower = 8
    range     = 0
  }
  weapon "he" {
    firepower = 8
    range     = 0
  }
  provisional = true
  note        = "The book says the marker prints AP and HE values but gives none: set below a Barrage (10/10) since it strikes every entering unit."
}
