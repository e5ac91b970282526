# Close-combat modifiers (facts: assault/values.hcl). The printed Assault Factor and To-Hit are the
# terms assault/lib/close_combat.lua starts from, citing assault.attack.

# The HQ's leadership adds dice to one unit's Assault Factor [assault.hq].
modifier "assault-hq-leadership" {
  rule  = "assault.hq"
  stage = "assault_dice"
  label = "HQ leadership"
  value = cc.leadership
  when  = cc.leadership > 0
}

# Infantry against AFVs only, not in an overrun, not Disrupted [assault.infantry-vs-afv].
modifier "assault-infantry-vs-afv" {
  rule  = "assault.infantry-vs-afv"
  stage = "assault_to_hit"
  label = "infantry vs AFV"
  value = -1
  when  = cc.kind == "assault" && cc.infantry && !cc.disrupted && cc.enemy_all_afv
}

# Infantry against any AFV in a Town/City hex, not Disrupted [assault.infantry-in-towns].
modifier "assault-infantry-in-towns-dice" {
  rule  = "assault.infantry-in-towns"
  stage = "assault_dice"
  label = "infantry vs AFV in town"
  value = 1
  when  = cc.kind == "assault" && cc.infantry && !cc.disrupted && cc.enemy_any_afv && cc.terrain == "city"
}

modifier "assault-infantry-in-towns-to-hit" {
  rule  = "assault.infantry-in-towns"
  stage = "assault_to_hit"
  label = "infantry vs AFV in town"
  value = -1
  when  = cc.kind == "assault" && cc.infantry && !cc.disrupted && cc.enemy_any_afv && cc.terrain == "city"
}

# A defender Disrupted before the fight counterattacks at To-Hit 6, whatever else it would have
# [assault.disrupted, overrun.counterattack]: the term stands in place of the printed number.
modifier "assault-disrupted-defender" {
  rule     = "assault.disrupted"
  stage    = "assault_to_hit"
  label    = "Disrupted before the fight"
  value    = 6
  replaces = ["assault.attack"]
  when     = cc.role == "counter" && cc.disrupted
}
