# A unit clears or lays an obstacle only from the map [defences.measures]: mines/, wire/, smoke/
# and ditches/ require this beside their own preconditions.
precondition "obstacle-unit-on-map" {
  rule      = "defences.measures"
  code      = "not_on_map"
  each      = ["unit"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}
