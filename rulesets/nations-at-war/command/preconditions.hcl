# An Out of Command unit neither moves nor fires in its formation's pulse; it may still fire on
# Opportunity in an enemy's pulse, which answers a window [command.out-of-command]. The fire
# and move actions name this in their requires lists.
precondition "in-command" {
  rule      = "command.out-of-command"
  code      = "out_of_command"
  each      = ["unit"]
  condition = state.answering || !unit.statuses["out-of-command"]
  reason    = "${unit.id} is Out of Command: it neither moves nor fires in its formation's pulse"
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
