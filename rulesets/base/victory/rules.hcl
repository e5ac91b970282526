rule "victory.unit-points" {
  title   = "Victory points for units"
  summary = "VP for reducing / destroying an enemy unit: infantry 1/2, APC or recon 1/3, tank 2/4, SPA or SPAA 1/3, helicopter or plane 2/4 (they cannot be reduced, so only the 4 applies); a unit carrying the CO/2IC marker is worth +1 more in each case. The project counts a destroyed unit at its destroyed value only, not reduced plus destroyed."
}

rule "victory.objectives" {
  title   = "Victory points for objectives"
  summary = "Each objective is worth 5 VP to the side controlling it (the project scores it at the end of the scenario)."
}

rule "victory.margins" {
  title   = "Victory levels"
  summary = "The side with more VP wins by the difference: 1-5 tactical, 6-10 decisive, more than 10 crushing; equal totals are a draw (project reading)."
}

# This project's reading rather than a paragraph of the book.
rule "victory.credit" {
  title   = "Who scores a unit"
  summary = "Victory points are counted from the final position: a unit eliminated scores its destroyed value, a unit still on its reduced side its reduced value (a refitted unit scores nothing). They go to the side whose attack last hit the unit, or, when none is recorded, to the one enemy side of the game when there is only one (a neutral side does not count)."
}
