# The hook points of a walk (movement/lib/movement.lua), which pauses at
# every hex that opens a window (opportunity fire) and carries on when the
# window closes.

hook "walk_done" {
  rule   = "movement.speed"
  title  = "A walk has ended"
  filter = "what the walk was for: the walker's after.name (move, fire, assault-approach, fly, plane_fly...)"
  args = {
    unit  = "the walker's id"
    after = "the data the walk carries to its end (after.name is the filter)"
    alive = "false when the walker was eliminated on the way (movement.if_alive handlers then do nothing)"
  }
}
