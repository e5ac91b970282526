# Radiation (1.7): who is immune to it.

rule "radiation.immune" {
  section = "1.7"
  title   = "Immune to radiation"
  summary = "Black Hand and White Hand infantry and the Undead shrug off radiation: they may move through Radiation hexes, paying 1 MP more for each, and crossing them does them no harm. Their other units do not: the base game's reading that every Black Hand unit crosses Radiation (oba.radiation, black-hand.wasteland) gives way to the expansion's, which names the infantry only, so a Black Hand vehicle or helicopter is refused the hex like any other. The Undead's part is the undead area's (undead.radiation)."
}

rule "radiation.nuclear" {
  section = "1.7"
  title   = "Immunity is not armour"
  summary = "Being immune to radiation protects only against the Radiation hexes a unit crosses: a Nuclear strike itself still attacks every unit in its area, the immune ones included."
}
