# Hex markers. dv_inf / dv_veh: defence bonus for land units in the hex
# (wreck: both, results.wreck), as the terrain chart's columns; los: what
# the marker does to lines of sight traced through its hex.
marker_kind "wreck" {
  rule  = "results.wreck"
  name  = "Wreck"
  stats = { dv_inf = 1, dv_veh = 1 }
}
