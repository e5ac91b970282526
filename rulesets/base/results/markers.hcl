# Hex markers. dv: defence bonus for land units in the hex (wreck); los: what
# the marker does to lines of sight traced through its hex.
marker_kind "wreck" {
  rule  = "results.wreck"
  name  = "Wreck"
  stats = { dv = 1, extra_mp = 1 }
}
