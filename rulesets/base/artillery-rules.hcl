# Artillery and missile rules that are this project's readings rather than
# paragraphs of the book.

rule "oba.deviation" {
  section = "2.4.1"
  title   = "Where a missed strike lands"
  summary = "When an accuracy roll is 1 the defender moves the strike to a hex next to the one aimed at. The ruleset makes that choice for him: the neighbour holding the fewest units of sides other than the firer's, then the most of the firer's own, then the first in board order. SPA indirect fire also takes the defender's pick as the deviation parameter."
}

rule "missiles.on-board" {
  section = "2.3.3.4"
  title   = "On-board and off-board launches"
  summary = "A missile launched at a hex its launcher sees strikes as on-board artillery, with no accuracy roll. A launch at a hex only a friendly CO/2IC or recon unit sees, or from a launcher off the map, strikes as off-board artillery and rolls the 1D6 accuracy check first."
}
