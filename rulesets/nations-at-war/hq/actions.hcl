# Replacing a destroyed HQ [hq.replacement]: in the Marker Removal phase, when a destroyed HQ may
# come back in several hexes, its owner names the hex in the window replace-hq (hq/replacement.lua).
action "replace_hq" {
  rule     = "hq.replacement"
  title    = "Put the destroyed HQ back, reduced side up, in a hex with a platoon of its type and formation"
  reaction = true

  param "hex" {
    type = "hex"
  }
}
