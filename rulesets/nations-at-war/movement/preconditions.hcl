# What a unit needs to start a move or any MP-spending action [movement.points]. The move action
# requires these (and turn/'s "activation"); transport, overwatch and engineers reuse them.

precondition "mover-on-map" {
  rule      = "movement.points"
  code      = "not_on_map"
  each      = ["unit", "units"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}

precondition "mover-active" {
  rule      = "turn.operations"
  code      = "not_active"
  each      = ["unit", "units"]
  condition = state.answering || state.active_formation == "" || unit.formation == state.active_formation
  reason    = "${unit.id} is not of the active formation ${state.active_formation}"
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

# An Out of Command unit does not move, nor spend MP otherwise, in its formation's pulse
# [command.out-of-command] (command/'s "in-command" judges `unit` only; a stack names `units`).
precondition "movers-in-command" {
  rule      = "command.out-of-command"
  code      = "out_of_command"
  each      = ["unit", "units"]
  condition = state.answering || !unit.statuses["out-of-command"]
  reason    = "${unit.id} is Out of Command: it does not move in its formation's pulse"
}
