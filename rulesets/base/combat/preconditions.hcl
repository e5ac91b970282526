# One attack per activation [combat.one-attack]: a unit that has attacked,
# or is Finished, attacks no more until its next activation.
precondition "one-attack" {
  rule      = "combat.one-attack"
  code      = "finished"
  each      = ["unit"]
  condition = !unit.statuses.finished && unit.counters.fired == 0
  reason    = "${unit.id} has already attacked or finished this activation"
}

# An attack that must be a unit's whole activation (a missile's launch, an
# SPA's indirect fire) comes before it moves or attacks [combat.one-attack].
precondition "not-acted" {
  rule      = "combat.one-attack"
  code      = "finished"
  each      = ["unit"]
  condition = !unit.statuses.finished && unit.counters.fired == 0 && unit.counters.moved == 0
  reason    = "${unit.id} has already moved, attacked or finished this activation"
}
