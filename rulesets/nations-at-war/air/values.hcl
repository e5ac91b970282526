# AA fire at an aircraft, as ranged combat computes it [air.aa-fire]. air/air.lua passes:
#   aa.distance     hexes from the AA unit to the hex the aircraft strikes
#   aa.range        the AA weapon's printed range
#   aa.fixed        the AA weapon's range is underlined
#   aa.base_to_hit  the AA weapon's printed To-Hit

value "aa_firepower" {
  rule  = "air.aa-fire"
  title = "AA dice at an aircraft: the blue AA firepower with its modifiers"
  facts = {
    "aa.distance"    = "hexes from the AA unit to the struck hex"
    "aa.range"       = "the AA weapon's range"
    "aa.fixed"       = "the AA weapon's range is underlined"
    "aa.base_to_hit" = "the AA weapon's printed To-Hit"
  }
}

value "aa_to_hit" {
  rule     = "air.aa-fire"
  title    = "The number each AA die must reach"
  facts_of = "aa_firepower"
}
