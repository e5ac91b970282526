# Heroes pass hands at the start of the unit's activation, before it moves,
# attacks or is Finished [heroes.transfer].
precondition "hero-transfer-at-start" {
  rule      = "heroes.transfer"
  code      = "not_at_start"
  each      = ["unit"]
  condition = !unit.statuses.finished && unit.counters.moved == 0 && unit.counters.fired == 0
  reason    = "${unit.id} has already acted this activation; a Hero passing hands happens at its start"
}
