# Declarative modifiers: the kernel adds a term to a value when `when` holds.
# fire.lua passes these facts to the "firepower" and "to_hit" stages of an attack:
#   fire.distance        hexes from firer to target (5.1.1)
#   fire.range           the weapon's range: printed range plus support weapons (2.7.3)
#   fire.fixed           true for an underlined (limited) range, and for mortars (2.5.5.1)
#   fire.base_to_hit     the printed, unmodified To-Hit number
#   sw.firepower         firepower added by carried support weapons for this weapon
# and to the "defence_bonus" stage of the target's defence roll:
#   target.hex           the target's hex: its terrain's and markers' dice (terrain-defence)
#   target.hard          the target is a hard target
#   target.concealed     the target has a Concealment token (status "concealed")
#   target.ops_complete  the target is marked Ops Complete
#   target.enemy_adjacent a Good Order enemy unit is next to the target
#   hex.conceals         the target's terrain is concealing terrain
# `fire.distance * 2 <= fire.range` is "half the range, rounded down, or less" for whole numbers.

modifier "extended-range-firepower" {
  rule  = "fire.extended-range"
  stage = "firepower"
  label = "extended range (To-Hit already 6)"
  value = -1
  when  = !fire.fixed && fire.distance > fire.range && fire.base_to_hit >= 6
}

modifier "extended-range-to-hit" {
  rule  = "fire.extended-range"
  stage = "to_hit"
  label = "extended range"
  value = 1
  when  = !fire.fixed && fire.distance > fire.range && fire.base_to_hit < 6
}

modifier "reduced-range-to-hit" {
  rule  = "fire.reduced-range"
  stage = "to_hit"
  label = "reduced range"
  value = -1
  when  = !fire.fixed && fire.distance * 2 <= fire.range
}

modifier "concealed" {
  rule  = "fire.concealed"
  stage = "defence_bonus"
  label = "concealed"
  value = 1
  when  = target.concealed && hex.conceals && !target.ops_complete && !target.enemy_adjacent
}

# The target's terrain, and every marker in its hex, add their Defense Bonus dice: def_hard for
# a hard target, def_soft for a soft one [fire.defence-bonus, fire.terrain-defence]. They come
# first, before what the target's state adds (priority -1).
modifier "terrain-defence" {
  rule       = "fire.defence-bonus"
  stage      = "defence_bonus"
  priority   = -1
  terrain_of = target.hex
  stat       = target.hard ? "def_hard" : "def_soft"
}

# AA fire follows the ranged-combat range bands [air.aa-fire, fire.extended-range,
# fire.reduced-range]: past the range +1 To-Hit (a die less at To-Hit 6), at half or less -1.
modifier "aa-extended-range-firepower" {
  rule  = "fire.extended-range"
  stage = "aa_firepower"
  label = "extended range (To-Hit already 6)"
  value = -1
  when  = !aa.fixed && aa.distance > aa.range && aa.base_to_hit >= 6
}

modifier "aa-extended-range-to-hit" {
  rule  = "fire.extended-range"
  stage = "aa_to_hit"
  label = "extended range"
  value = 1
  when  = !aa.fixed && aa.distance > aa.range && aa.base_to_hit < 6
}

modifier "aa-reduced-range-to-hit" {
  rule  = "fire.reduced-range"
  stage = "aa_to_hit"
  label = "reduced range"
  value = -1
  when  = !aa.fixed && aa.distance * 2 <= aa.range
}
