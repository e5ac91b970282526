# What each unit of a move needs before its path is priced [movement.speed,
# impulse.finished]: to be on the map, not Finished, and not to have moved
# this activation. A group move judges every unit of it.

precondition "on-map-to-move" {
  rule      = "movement.speed"
  code      = "not_on_map"
  each      = ["unit", "units"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}

precondition "not-finished" {
  rule      = "impulse.finished"
  code      = "finished"
  each      = ["unit", "units"]
  condition = !unit.statuses.finished
  reason    = "${unit.id} is Finished"
}

precondition "not-moved" {
  rule      = "impulse.finished"
  code      = "finished"
  each      = ["unit", "units"]
  condition = unit.counters.moved == 0
  reason    = "${unit.id} has already moved"
}
