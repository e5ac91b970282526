# An air strike whose accuracy die shows 2 half hits: one Ground Attack die less [air.accuracy].
modifier "air-partial-hit" {
  rule  = "air.accuracy"
  stage = "hex_firepower"
  label = "partial hit (accuracy 2)"
  value = -1
  when  = strike.kind == "air" && strike.partial
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
