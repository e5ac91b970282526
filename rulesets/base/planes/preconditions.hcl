# A plane attacks only units in its own hex, with plane_attack: it makes no
# ranged nor opportunity fire [planes.attack], and flies its route with fly,
# never walking a land route [planes.route].
precondition "plane-attacks-only" {
  rule      = "planes.attack"
  code      = "plane_attack_only"
  actions   = ["fire"]
  each      = ["unit"]
  condition = !unit.tags.plane
  reason    = "a plane attacks only units in its own hex, with plane_attack"
}

precondition "plane-no-opportunity-fire" {
  rule      = "planes.attack"
  code      = "no_opportunity_fire"
  actions   = ["opportunity_fire"]
  each      = ["unit"]
  condition = !unit.tags.plane
  reason    = "planes make no opportunity fire: they attack only with plane_attack"
}

precondition "plane-flies" {
  rule      = "planes.route"
  code      = "use_fly"
  actions   = ["move"]
  each      = ["unit", "units"]
  condition = !unit.tags.plane
  reason    = "${unit.id} is a plane: it flies its route with fly"
}

# The attack of plane_attack [planes.attack]: a plane on the map, once a turn
# (its counter attack_turn is the turn of its last).
precondition "attacker-is-plane" {
  rule      = "planes.attack"
  code      = "not_plane"
  each      = ["unit"]
  condition = unit.tags.plane
  reason    = "${unit.id} is not a plane"
}

precondition "plane-attacks-once" {
  rule      = "planes.attack"
  code      = "already_attacked"
  each      = ["unit"]
  condition = unit.counters.attack_turn != state.turn
  reason    = "${unit.id} has made its attack this turn: one attack hex a turn"
}

# CAS is called by a unit on the map as its first action, one of its two
# support calls of the activation (the counter support_calls, OBA's too)
# [planes.request]. Who may call is planes/planes.lua's (the command marker
# is no fact of the unit).
precondition "cas-calls-left" {
  rule      = "planes.request"
  code      = "too_many_calls"
  each      = ["unit"]
  condition = unit.counters.support_calls < 2
  reason    = "${unit.id} has already made 2 OBA/CAS calls this activation"
}
