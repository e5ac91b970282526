# A unit firing with the support weapon it carries adds the weapon's dice to its pool
# [units.hmg]; `sw.firepower` is the fire value fire/values.hcl reads from the unit's items.
modifier "support-weapon-firepower" {
  rule  = "units.hmg"
  stage = "firepower"
  label = "support weapon"
  value = sw.firepower
  when  = sw.firepower != 0
}
