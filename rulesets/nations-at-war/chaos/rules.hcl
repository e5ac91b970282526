# Rule index of the Nations at War area `chaos` (8.0). Section numbers are the book's;
# summaries are this project's words.

rule "chaos.marker" {
  section = "8.0"
  title   = "The Chaos marker"
  summary = "A scenario may put a Chaos marker into the cup with the Formation and End of Turn markers (cup marker chaos). When it is drawn, 2d6 are thrown (by either player) on the Battlefield Chaos Table and the result applied; some results help, some hurt, some strike the Axis and some the Allies."
}

rule "chaos.table" {
  section = "8.0"
  title   = "Battlefield Chaos Table"
  summary = "The table is on the player aid card, which the book does not print. The project's table (chaos/tables.hcl) is provisional throughout: eleven rows from 2 to 12, built only from effects the rules already know (Disruption, rallies, Ops Complete, Fate Points, command), so that a mod can replace it with the card's."
}

rule "chaos.removal" {
  section = "8.0"
  title   = "The Chaos marker leaves the game"
  summary = "Once drawn, rolled and applied, the Chaos marker is out of the game, unless the scenario says otherwise: a scenario (or the battle generator) that keeps it sets the game var chaos_returns to 1, and the marker then goes back into the cup at Marker Removal."
}

rule "chaos.next-formation" {
  section = "8.0"
  title   = "Effects on the next formation drawn"
  summary = "Some results strike the player whose Formation marker comes out next; if the turn ends before one does, the effect is ignored (and the marker goes back into the cup)."
}
