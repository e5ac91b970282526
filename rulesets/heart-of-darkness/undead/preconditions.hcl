# Consuming corpses is an Undead unit's only action of its activation, so its
# first: it is on the map and has not moved, attacked or been Finished
# [undead.consume-corpses]. Whether it is Undead is undead/undead.lua's (a
# unit carrying the Heart is, and the item is no fact of the unit).
precondition "consume-only-action" {
  rule      = "undead.consume-corpses"
  code      = "finished"
  each      = ["unit"]
  condition = !unit.statuses.finished && unit.counters.moved == 0 && unit.counters.fired == 0
  reason    = "${unit.id} has already acted this activation; consuming corpses must be its only action"
}
