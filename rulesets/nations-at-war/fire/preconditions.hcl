# What a shot needs before its weapon and range are weighed [fire.ranged-combat, 5.0-5.1].
# The fire action requires these in this order.

precondition "on-map" {
  rule      = "fire.ranged-combat"
  code      = "not_on_map"
  condition = unit.on_map && target.on_map
  reason    = "both units must be on the map"
}

precondition "not-ops-complete" {
  rule      = "fire.ops-complete"
  code      = "ops_complete"
  each      = ["unit"]
  condition = !unit.statuses["ops-complete"]
  reason    = "${unit.id} is Ops Complete and has already acted this pulse"
}

# AP at a hard target, HE at a soft one; the face shown decides [fire.firepower-choice,
# units.target-types]. Blue AA firepower is aa-hard-targets' (aa/preconditions.hcl); an
# opportunity_fire that names no weapon takes the one the target calls for.
precondition "firepower-choice" {
  rule      = "fire.firepower-choice"
  code      = "wrong_weapon"
  condition = given.weapon == null || given.weapon == "aa" || given.weapon == (target.stats.armor_factor > 0 ? "ap" : "he")
  reason    = target.stats.armor_factor > 0 ? "a hard target is attacked with ap firepower" : "a soft target is attacked with he firepower"
}
