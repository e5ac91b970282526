# Actions of the turn [turn.operations]. turn/turn.lua says when each is legal and what it
# does. Who draws does not matter: any side may `draw`.

action "draw" {
  rule     = "turn.operations"
  title    = "Draw the next marker from the cup (a formation activates, an End of Turn marker is set aside, Chaos strikes)"
  requires = ["no-activation-running"]
}

action "end_activation" {
  rule     = "turn.operations"
  title    = "Declare the active formation's pulse complete"
  requires = ["activation-in-progress"]
}
