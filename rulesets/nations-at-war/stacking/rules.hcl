# Rule index of the Nations at War area `stacking` (2.9). Section numbers are the book's own;
# summaries are this project's words, the book's numbers carried over.

rule "stacking.limit" {
  section = "2.9"
  title   = "Two combat units a hex"
  summary = "A hex holds at most two combat units of one side. The limit holds at every moment of the turn, not only at the end of a move: a unit may not pass through a hex that already holds two, so a tank must go around two platoons on a road rather than drive through them. A move that would break it is refused."
}

rule "stacking.exempt" {
  section = "2.9"
  title   = "What does not count"
  summary = "Markers, wrecks, support weapons and HQ units (HQs and sub-HQs) never count against the limit. A hex holds one wreck marker at most, however many vehicles die in it."
}
