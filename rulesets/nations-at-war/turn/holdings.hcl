# End of Turn markers a side keeps out of the cup because one of its formations did not
# activate last turn [turn.no-activation]: end-of-turn = { italian = 1 }.
holding "end-of-turn" {
  rule = "turn.no-activation"
  name = "End of Turn markers held out of the cup"
}
