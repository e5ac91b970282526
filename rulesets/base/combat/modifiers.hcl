# Declarative modifiers: the kernel adds them to a value when `when` holds.
# The facts they read are built in combat/lib/combat.lua (see its header).

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
