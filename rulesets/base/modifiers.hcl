# Declarative modifiers: the kernel adds them to a value when `when` holds.
# The facts they read are built in lib/combat.lua (see its header).

modifier "long-range" {
  rule  = "combat.long-range"
  stage = "av"
  label = "long range"
  value = -2
  when  = !fire.fixed && fire.distance > fire.range
}

modifier "close-range" {
  rule  = "combat.close-range"
  stage = "av"
  label = "close range"
  value = 1
  when  = !fire.fixed && fire.distance * 2 <= fire.range && fire.kind != "assault"
}

modifier "moving-fire" {
  rule  = "moving-fire.general"
  stage = "av"
  label = "moving fire"
  value = -2
  when  = fire.moving
}

modifier "shaken-he" {
  rule  = "results.shaken"
  stage = "av"
  label = "Shaken"
  value = -1
  when  = attacker.shaken && fire.weapon == "he"
}

modifier "group-fire-infantry" {
  rule  = "group-fire.stack"
  stage = "av"
  label = "infantry assists"
  value = 1
  when  = fire.kind != "assault" && fire.assist == "infantry"
}

modifier "group-fire-afv" {
  rule  = "group-fire.stack"
  stage = "av"
  label = "AFV assists"
  value = 2
  when  = fire.kind != "assault" && fire.assist == "afv"
}
