# What a unit needs to start a move or any MP-spending action [movement.points]. The move action
# requires these (and turn/'s "activation" and "active-formation", command/'s "movers-in-command");
# transport, overwatch and engineers reuse them.

precondition "mover-on-map" {
  rule      = "movement.points"
  code      = "not_on_map"
  each      = ["unit", "units"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}

# A unit marked Ops Complete has done its part of this pulse [movement.ops-complete].
precondition "mover-not-ops-complete" {
  rule      = "movement.ops-complete"
  code      = "ops_complete"
  each      = ["unit", "units"]
  condition = !unit.statuses["ops-complete"]
  reason    = "${unit.id} is Ops Complete"
}

# A unit with no Movement Factor (a fixed gun, a dug-in battery) never moves [movement.points].
precondition "mover-has-mf" {
  rule      = "movement.points"
  code      = "too_far"
  each      = ["unit", "units"]
  condition = unit.stats.mf > 0
  reason    = "${unit.id} has no Movement Factor on the face shown"
}
