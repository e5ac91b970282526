# Rules of the turn and of victory that are this project's readings rather than
# paragraphs of the book.

rule "turn.reinforcements" {
  title   = "Reinforcements"
  summary = "A reinforcement is a unit set up off the map with the counter arrives = <turn>. At the start of that turn it is placed on its entry hex (the scenario option entry = { <unit> = \"<hex>\" }, or the counter entry = column * 100 + row) and, when its formation has no marker in the cup, the formation's activation markers join the cup (the formation counter markers, 1 if unset) before the turn's draws are counted."
}

rule "turn.game-length" {
  title   = "End of the game"
  summary = "A scenario lasts the number of turns it states. The game ends in the Cleanup phase of its last turn, once supply points are spent: victory points are then counted and the winner declared."
}

rule "victory.credit" {
  title   = "Who scores a unit"
  summary = "Victory points are counted from the final position: a unit eliminated scores its destroyed value, a unit still on its reduced side its reduced value (a refitted unit scores nothing). They go to the side whose attack last hit the unit, or, when none is recorded, to the one opposing side of a two-sided game."
}
