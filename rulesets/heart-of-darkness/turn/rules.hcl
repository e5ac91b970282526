rule "turn.independent-markers" {
  section = "2.0"
  title   = "Independent activation markers"
  summary = "The Independents' activation markers do not count when the turn's number of draws is worked out, and drawing one uses no draw. They go into the cup at Cleanup for as long as an uncontrolled Independent remains on the map."
}

rule "turn.independent-streaks" {
  section = "2.0"
  title   = "Independents and the two-in-a-row limit"
  summary = "The Independents count as a faction for the limit of two activations in a row: a third Independent marker in a row goes back, and an Independent activation ends a faction's run."
}

rule "turn.allied-streaks" {
  section = "2.0"
  title   = "Allies break each other's runs"
  summary = "Allied factions are still separate factions for the two-in-a-row limit: an activation of one ends its ally's run."
}
