# Rule index of the Nations at War area `markers` (2.12). Section numbers are the book's;
# summaries are this project's words.

rule "markers.formation" {
  section = "2.12.1"
  title   = "Formation markers"
  summary = "Each formation has a marker, put into an opaque cup as the scenario directs (in this project a cup marker named as the formation's id). Whoever draws a Formation marker must activate that formation."
}

rule "markers.end-of-turn" {
  section = "2.12.2"
  title   = "End of Turn markers"
  summary = "End of Turn markers (cup marker end-of-turn) share the cup with the Formation markers; drawing the second, or where the scenario has three the third, ends the turn: the last one in the cup."
}

rule "markers.administrative" {
  section = "2.12.3"
  title   = "Administrative markers"
  summary = "Markers that keep track of a unit's state, such as Ops Complete, Disrupted and Out of Command; in this project they are statuses of the unit (ops-complete, disrupted, out-of-command)."
}

rule "markers.defensive" {
  section = "2.12.4"
  title   = "Defensive Measure markers"
  summary = "Wire, anti-tank ditches, improved positions and mines are markers of the hex they lie in, obstacles that favour the defenders there (their rules are section 7.0's)."
}

rule "markers.chaos-fate" {
  section = "2.12.5"
  title   = "Chaos and Fate markers"
  summary = "A Chaos marker, when a scenario uses one, goes into the cup and raises a random event when drawn (8.0). Fate markers are the Fate Points a scenario gives each side (9.0), held by the side, not put in the cup."
}
