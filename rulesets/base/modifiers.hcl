# Declarative modifiers: the kernel adds them to a value when `when` holds.
# The facts of the "av" stage of a ranged attack (see combat.lua):
#   fire.distance  hexes to the target
#   fire.range     the weapon's printed range
#   fire.fixed     true for a coloured (fixed) range

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
  when  = !fire.fixed && fire.distance * 2 <= fire.range
}
