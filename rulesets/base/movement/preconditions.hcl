# What each unit of a move needs before its path is priced [movement.speed]:
# to be on the map (and, impulse/preconditions.hcl's, not Finished and not
# moved yet). A group move judges every unit of it.

precondition "on-map-to-move" {
  rule      = "movement.speed"
  code      = "not_on_map"
  each      = ["unit", "units"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}
