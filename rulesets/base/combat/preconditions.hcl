# One attack per activation [combat.one-attack]: a unit that has attacked,
# or is Finished, attacks no more until its next activation.
precondition "one-attack" {
  rule      = "combat.one-attack"
  code      = "finished"
  each      = ["unit"]
  condition = !unit.statuses.finished && unit.counters.fired == 0
  reason    = "${unit.id} has already attacked or finished this activation"
}
