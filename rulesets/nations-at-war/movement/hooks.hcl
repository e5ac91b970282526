# The hook points of a walk (movement/lib/movement.lua), which moves its units hex by hex, pauses
# at every hex that opens a window (opportunity fire, 5.3) and carries on when the window closes.

hook "walk_done" {
  rule   = "movement.points"
  title  = "A walk has ended"
  filter = "what the walk was for: after.name (move, fire, assault, overrun...)"
  args = {
    unit    = "the lead walker's id (the first of units)"
    units   = "every walker still walking at the end, in the order given"
    halted  = "the walkers that stopped on the way or in the path's last hex (Disrupted, reduced, a Mine hex, Wire), with where"
    after   = "the data the walk carries to its end (after.name is the filter)"
    alive   = "false when every walker was eliminated on the way"
    resumed = "true when a window paused the walk and it went on from the window's context"
  }
}

hook "walk_halts" {
  rule    = "movement.ops-complete"
  title   = "May a walker take its next step? (asked before each step and once more where the path ends)"
  filter  = "what the walk is for: after.name"
  args    = { unit = "the walker's id", hex = "where it stands", after = "the walk's after", disrupted = "it was Disrupted since the walk began", reduced = "it changed face (lost a step) since the walk began" }
  returns = "a rule id when the walker must stop where it stands (it is then Ops Complete); nil to go on"
}
