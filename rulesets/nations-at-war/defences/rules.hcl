# Rule index of the Nations at War area `defences` (7.0-7.1). Summaries are this project's words.

rule "defences.measures" {
  section = "7.0"
  title   = "Defensive measures"
  summary = "A scenario may give a side Improved Positions, Mines, Wire and AT Ditches: obstacles and cover that help the defender and slow the attacker (markers improved-position, mines, wire, at-ditch)."
}

rule "defences.improved-position" {
  section = "7.1"
  title   = "Improved Positions"
  summary = "Placed by the scenario in any hex and kept for the whole game, an Improved Position cancels the first hit of every attack on the units in its hex, an assault's included, before the defence dice are thrown for the rest. 7.1's example: two hits on infantry in Palm with an Improved Position: the first is cancelled, the second meets Palm's 1d6."
}
