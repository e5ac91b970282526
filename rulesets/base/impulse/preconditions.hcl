# Who may act now [impulse.activation]. Once play has begun, units act only
# inside an activation, and only those of the active formation and side. An
# action that answers an open reaction window (a skill's reaction to a
# move) is no act of the activation: which units may answer is the
# window's own rule. Actions name these in their requires lists.

precondition "activation" {
  rule      = "impulse.activation"
  code      = "no_activation"
  condition = !state.begun || state.answering || state.active_formation != "" || state.active_side != ""
  reason    = "no formation is active: draw the next marker"
}

# Planes serve no formation: every activation of their side is theirs
# [planes.request].
precondition "active-formation" {
  rule      = "impulse.activation"
  code      = "not_active"
  each      = ["unit", "units"]
  condition = state.answering || state.active_formation == "" || unit.formation == state.active_formation || unit.tags.plane
  reason    = "${unit.id} is not of the active formation ${state.active_formation}"
}

precondition "active-side" {
  rule      = "impulse.activation"
  code      = "not_active"
  each      = ["unit", "units"]
  condition = state.answering || state.active_side == "" || unit.side == state.active_side
  reason    = "${unit.id} is not of the active side ${state.active_side}"
}

# A Finished unit does nothing more this turn, and a unit moves once in an
# activation [impulse.finished]: what a move requires of each of its units.
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

# Ending an activation needs one in progress [impulse.activation].
precondition "activation-in-progress" {
  rule      = "impulse.activation"
  code      = "no_activation"
  condition = state.active_formation != "" || state.active_side != ""
  reason    = "no formation is active"
}

# What must be a unit's act of its own from the start (each unit of an
# assault) comes before it moves, attacks or is Finished [impulse.finished].
precondition "not-acted-yet" {
  rule      = "impulse.finished"
  code      = "finished"
  each      = ["unit", "units"]
  condition = !unit.statuses.finished && unit.counters.moved == 0 && unit.counters.fired == 0
  reason    = "${unit.id} has already moved, attacked or finished"
}
