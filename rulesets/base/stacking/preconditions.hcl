# Only a unit that counts against the stacking limit is removed as excess: on
# the map, not carried, not airborne [stacking.exempt] (movement.counts, which
# the scans of a stack use).
precondition "counts-for-stacking" {
  rule      = "stacking.exempt"
  code      = "not_overstacked"
  each      = ["unit"]
  condition = unit.on_map && unit.aboard == "" && !unit.tags.air
  reason    = "${unit.id} does not count for stacking"
}
