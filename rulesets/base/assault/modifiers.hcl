# Assault modifiers that are plain numbers under plain conditions. The ones
# that look at the hex or at the other units in it (unescorted infantry or
# AFVs, the defenders' assistant and CO) are modify handlers in assault/assault.lua.
# The group fire bonuses of group-fire/modifiers.hcl leave assaults out; these replace them.

modifier "assault" {
  rule  = "assault.attack"
  stage = "av"
  label = "assault"
  value = 2
  when  = fire.kind == "assault"
}

modifier "assault-assist-infantry" {
  rule  = "assault.attack"
  stage = "av"
  label = "infantry assists the assault"
  value = 1
  when  = fire.kind == "assault" && fire.assist == "infantry"
}

modifier "assault-assist-afv" {
  rule  = "assault.attack"
  stage = "av"
  label = "AFV assists the assault"
  value = 2
  when  = fire.kind == "assault" && fire.assist == "afv"
}
