# A leader adds its leadership to every attack of its platoon [leaders.attack]: here the hex
# attacks of mortars (mortars/values.hcl); ranged fire and assaults are the fire and assault
# areas' (they ask leaders/lib/leaders.lua for the same number).
modifier "leader-hex-attack" {
  rule  = "leaders.attack"
  stage = "hex_firepower"
  label = "leader"
  value = attacker.leadership
  when  = attacker.leadership > 0
}
