# A fire marker's attack on the units in its hex as values rules may change
# (fires/lib/fires.lua): stages of their own, so the ranged-fire rules of
# "av" and "dv" (concealment, cover) stay out.

value "fire-av" {
  rule  = "fires.attack"
  title = "The AV of a fire's attack: the level's factor plus 2D6"
  facts = {
    "fire.kind"       = "\"fire\""
    "fire.level"      = "the fire marker's level"
    "fire.weapon"     = "the factor used: ap against a hard target, else he"
    "fire.hex"        = "the burning hex"
    "target.id"       = "the unit attacked"
    "target.side"     = "its side"
    "target.infantry" = "it is infantry"
    "target.afv"      = "it is an AFV"
    "target.huge"     = "it is Huge"
  }
}

value "fire-dv" {
  rule     = "fires.attack"
  title    = "The DV against a fire's attack: armor alone"
  facts_of = "fire-av"
}
