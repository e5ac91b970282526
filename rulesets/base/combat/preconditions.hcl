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

# Both ends of an attack are on the map [combat.eligibility]: the attacker (an
# SPA firing indirectly, each unit of an assault) and the unit assaulted.
# Ranged and opportunity fire ask it with the rest of what an attack needs
# (combat/lib/attack.lua), which their candidate lists share.
precondition "attacker-on-map" {
  rule      = "combat.eligibility"
  code      = "not_on_map"
  each      = ["unit", "units"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}

precondition "target-on-map" {
  rule      = "combat.eligibility"
  code      = "not_on_map"
  condition = target.on_map
  reason    = "${target.id} is not on the map"
}

# A group fire's assistant has not attacked nor finished either
# [combat.one-attack]: a fire without an assistant leaves this holding.
precondition "assistant-unacted" {
  rule      = "combat.one-attack"
  code      = "finished"
  condition = !assist.statuses.finished && assist.counters.fired == 0
  reason    = "${assist.id} has already acted"
}
