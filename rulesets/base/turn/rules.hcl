rule "turn.setup" {
  title   = "Setting up"
  summary = "Set up units, objective and control markers and starting effects as the scenario directs; keep reinforcements and artillery markers at hand. Activation and Event markers go into an opaque cup."
}

rule "turn.sequence" {
  title   = "Game turn"
  summary = "Each game turn has an Actions phase, in which players take turns drawing markers from the cup, followed by a Cleanup phase. Players agree or decide at random who draws first; who draws a marker does not matter. An Activation marker starts that formation's impulse (a Black Hand marker activates every Black Hand unit); an Event marker triggers a roll on the Events Table."
}

rule "turn.draw-count" {
  title   = "Markers drawn per turn"
  summary = "The number of markers drawn in a turn equals the Activation plus Event markers in the cup at the start of that turn minus the number of players. Once the final permitted marker has been resolved, the Cleanup phase begins."
}

rule "turn.consecutive-limit" {
  title   = "Two consecutive activations"
  summary = "A side may have at most two activations in a row. A third consecutive marker of the same side is put back in the cup and drawing continues until another side's marker comes out (the project does not count the returned marker as drawn). Events and the turn boundary do not reset this count."
}

rule "turn.activation-markers" {
  title   = "Adding and removing activation markers"
  summary = "A formation arriving by event or scenario special rule has its markers added in the Cleanup of its arrival turn; reinforcements have theirs added at the start of a turn. A formation wiped out during a turn loses its markers in that turn's Cleanup."
}

rule "turn.advance-marker" {
  title   = "Advance marker"
  summary = "An Advance marker, given by scenario rules, is neutral, goes in the cup and gives a formation one extra activation."
}

# This project's reading rather than a paragraph of the book.
rule "turn.reinforcements" {
  title   = "Reinforcements"
  summary = "A reinforcement is a unit set up off the map with the counter arrives = <turn>. At the start of that turn it is placed on its entry hex (the scenario option entry = { <unit> = \"<hex>\" }, or the counter entry = column * 100 + row) and, when its formation has no marker in the cup, the formation's activation markers join the cup (the formation counter markers, 1 if unset) before the turn's draws are counted."
}

# This project's reading rather than a paragraph of the book.
rule "turn.game-length" {
  title   = "End of the game"
  summary = "A scenario lasts the number of turns it states. The game ends in the Cleanup phase of its last turn, once supply points are spent: victory points are then counted and the winner declared."
}
