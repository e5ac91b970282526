# Blue AA firepower fires at aircraft and, on the ground, at hard targets only [aa.ground-fire]:
# a soft target is attacked with HE.
precondition "aa-hard-targets" {
  rule      = "aa.ground-fire"
  code      = "wrong_weapon"
  condition = given.weapon != "aa" || target.stats.armor_factor > 0
  reason    = "AA firepower fires at hard targets on the ground; a soft target is attacked with he firepower"
}

# An aircraft is attacked only by AA fire when it strikes (the air area's aa_fire, 10.3.2), never
# by ranged fire or Opportunity Fire [aa.firepower, units.target-types].
precondition "not-aircraft" {
  rule      = "aa.firepower"
  code      = "wrong_weapon"
  condition = !target.tags.aircraft
  reason    = "an aircraft is attacked only by AA fire at an air strike (aa_fire)"
}
