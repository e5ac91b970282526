# Who may clear Mines [mines.clearance]: a unit on the map, in Good Order, that has done nothing
# yet this pulse (it is its only action: no MP spent, not Ops Complete), and on the map
# (defences/'s "obstacle-unit-on-map").

precondition "mines-good-order" {
  rule      = "mines.clearance"
  code      = "disrupted"
  each      = ["unit"]
  condition = !unit.statuses.disrupted
  reason    = "${unit.id} is Disrupted: Disrupted units may not clear mines"
}

precondition "mines-not-ops-complete" {
  rule      = "mines.clearance"
  code      = "ops_complete"
  each      = ["unit"]
  condition = !unit.statuses["ops-complete"]
  reason    = "${unit.id} is Ops Complete"
}

# Clearing is the unit's only action: it has spent no MP this pulse, so it stands where it began
# the pulse [mines.clearance, mines.engineers].
precondition "mines-only-action" {
  rule      = "mines.clearance"
  code      = "not_start"
  each      = ["unit"]
  condition = unit.counters.mp == 0
  reason    = "${unit.id} has already acted this pulse: clearing mines must be its only action"
}
