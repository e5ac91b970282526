# Rule index of the Nations at War area `fate` (9.0, Fate Points). Section numbers are the book's
# own; summaries are this project's words, costs carried over from the book's table.

rule "fate.points" {
  section = "9.0"
  title   = "Fate Points"
  summary = "A scenario gives each side Fate Points (the `fate` holding, a count), good for that scenario only, spent like money to buy one of the table's effects with the `spend_fate` action (effect, and the unit, hex, die or change it needs). A side with too few points buys nothing."
}

rule "fate.timing" {
  section = "9.0"
  title   = "Any time, the defender last"
  summary = "Either side may spend points at any moment of the game, the active one or not; the defender always has the last chance to change a result. Here spend_fate is an any-time action: a seat out of turn may take it whenever no window is open. Rerolls and adjustments answer a roll in the kernel's answer window (`fate`), offered after the action only to the side whose dice they are: as the defender's dice come after the attacker's, the defender has the last word on its own result."
}

rule "fate.own-dice" {
  section = "9.0"
  title   = "Only your own dice"
  summary = "Points that change dice change only the spender's own dice, never the enemy's: a roll is offered for answering only to the side it belongs to (the attacker's attack dice, the defender's defence and allocation dice). Points that move units or lift markers serve only the spender's own units."
}

rule "fate.reroll" {
  section = "9.0"
  title   = "Reroll a die (1 FPt)"
  summary = "For 1 point a side rerolls one of its own dice. Here: in the `fate` answer window that follows an action whose roll is the side's (spend_fate effect reroll, die = its number in the roll); the action then plays again from that roll, the later dice thrown afresh."
}

rule "fate.move" {
  section = "9.0"
  title   = "Move a unit one hex (1 FPt)"
  summary = "For 1 point a friendly unit on the map moves into an adjacent hex, whatever the terrain would cost. The project still keeps it out of impassable hexes (water), enemy hexes and over-stacked hexes, and does not make it Ops Complete."
}

rule "fate.adjust" {
  section = "9.0"
  title   = "Change a die by one (1 FPt)"
  summary = "For 1 point a side raises or lowers one of its own dice by one, never past the die's faces. Here: in the `fate` answer window, spend_fate effect adjust with die and change (+1 or -1)."
}

rule "fate.in-command" {
  section = "9.0"
  title   = "A hex in command (1 FPt)"
  summary = "For 1 point any hex of the side's units is in command, even after an Out of Command result: its units lose the Out of Command status."
}

rule "fate.ops-complete" {
  section = "9.0"
  title   = "Lift Ops Complete (2 FPts)"
  summary = "For 2 points a friendly unit's Ops Complete marker is removed."
}

rule "fate.redraw" {
  section = "9.0"
  title   = "Return a drawn marker (2 FPts)"
  summary = "For 2 points a marker just drawn from the cup goes back in before it is used. The project reads 'before it is used' as: a formation just drawn none of whose units has acted yet (its activation ends and its marker is back in the cup), or an air strike whose window is still open."
}

rule "fate.spent" {
  section = "9.0"
  title   = "Spent for good"
  summary = "Points spent are gone for the rest of the game; the side's `fate` holding drops by the cost."
}
