# The base game's Radiation marker (rulesets/base/oba/markers.hcl) with the
# expansion's immunities as data [radiation.immune]: the sides whose
# infantry crosses it unharmed at +1 MP, on top of the base game's Black
# Hand (every unit of it: base movement.crosses_radiation). The Undead are
# the undead area's (undead.radiation).
patch "marker_kind" "radiation" {
  stats = { immune_infantry_sides = ["black-hand", "white-hand"] }
}
