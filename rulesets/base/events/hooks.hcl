# The hook points of the Events Table (events/lib/event_kinds.lua): what a
# row of each kind does, the choices its player makes, and the map it
# happens on. Every layer that adds rows or kinds handles them.

hook "event_row" {
  rule   = "events.marker"
  title  = "A row of the Events Table happens"
  filter = "the row's event kind (spawn, ambush, biological, rally...)"
  args = {
    row  = "the row, its by_map variant for the chosen map merged in"
    side = "the player affected (\"\" when none is: most kinds then do nothing)"
    ctx  = "what the draw chose: ctx.map, the map it happens on"
  }
}

hook "event_step" {
  rule    = "events.marker"
  title   = "A choice the affected player makes for an event"
  filter  = "the step's name (rally, refit, map, reinforce...)"
  returns = "the step's spec: candidates(ctx), validate(a, ctx), apply(a, ctx), what (the prompt's words), optional (the player may pass)"
}

hook "event_where" {
  rule    = "events.marker"
  title   = "Where a drawn row happens, with several maps in play"
  filter  = "* (every draw)"
  args    = { row = "the row drawn", side = "the player affected (\"\" when none)" }
  returns = "nothing: the handler picks the map and runs the row (event_kinds.run); without a handler the row runs with no map named"
}
