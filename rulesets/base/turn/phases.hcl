# The game turn [turn.sequence]: the Actions phase (markers drawn from the cup,
# formations activate: the `draw` action, then each formation's impulse, then
# `end_activation`) followed by the Cleanup phase. turn/sequence.lua runs both.
#
# The start of the Actions phase is the start of a turn: reinforcements enter
# and their activation markers join the cup, the turn's number of draws is
# fixed (markers in the cup minus players), supply points of the turn are
# given out. `end_phase` ends the Actions phase once no draw is left.
phase "actions" {
  rule        = "turn.sequence"
  title       = "Actions phase"
  order       = 10
  interactive = true
}
