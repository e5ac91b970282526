# Who may act now [turn.operations]. Once play has begun, units act only inside a formation's
# pulse, and only those of the active formation. An action that answers an open reaction
# window (opportunity fire, a retreat) is no act of the pulse: which units may answer is the
# window's own rule. A bare test setup (play not begun) is inside no pulse, so every unit may
# act there, as the slice's cases do. Actions name these in their requires lists.

precondition "activation" {
  rule      = "turn.operations"
  code      = "no_activation"
  condition = !state.begun || state.answering || state.active_formation != "" || state.active_side != ""
  reason    = "no formation is active: draw the next marker"
}

precondition "active-formation" {
  rule      = "turn.operations"
  code      = "not_active"
  each      = ["unit", "units"]
  condition = state.answering || state.active_formation == "" || unit.formation == state.active_formation
  reason    = "${unit.id} is not of the active formation ${state.active_formation}"
}

# A marker is drawn only between pulses [turn.operations].
precondition "no-activation-running" {
  rule      = "turn.operations"
  code      = "activation_running"
  condition = state.active_formation == "" && state.active_side == ""
  reason    = "the pulse of ${state.active_formation} is not over: end_activation first"
}

# Ending a pulse needs one in progress [turn.operations].
precondition "activation-in-progress" {
  rule      = "turn.operations"
  code      = "no_activation"
  condition = state.active_formation != "" || state.active_side != ""
  reason    = "no formation is active"
}
