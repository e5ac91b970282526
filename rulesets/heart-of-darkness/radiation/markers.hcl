# The base game's Radiation marker (rulesets/base/oba/markers.hcl) with the
# expansion's immunities as data [radiation.immune]: the sides whose
# infantry crosses it unharmed at +1 MP. The base game's reading (every
# Black Hand unit: base movement.crosses_radiation) is narrowed to these
# sides' infantry (radiation/radiation.lua). The Undead are the undead
# area's (undead.radiation).
patch "marker_kind" "radiation" {
  stats = { immune_infantry_sides = ["black-hand", "white-hand"] }
}
