# A supply unit on the map is cashed in [supply.cash]. That it waits for the
# Cleanup stays supply/pool.lua's action_available handler: a precondition
# reading the phase would be judged before the base game's refusal between
# activations (impulse.activation), which is the rule a player meets then.
precondition "cash-supply-unit" {
  rule      = "supply.cash"
  code      = "not_supply_unit"
  each      = ["unit"]
  condition = unit.tags.supply
  reason    = "${unit.id} is not a supply unit"
}
