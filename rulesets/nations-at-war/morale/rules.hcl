# Rule index of the Nations at War area `morale` (2.11). Section numbers are the book's;
# summaries are this project's words.

rule "morale.formation" {
  section = "2.11"
  title   = "A formation's morale"
  summary = "Morale rates a unit's nerve and training. It is printed on the formation's HQ (the formation's morale stat here) and stays the same when the HQ is lost, so a formation without an HQ still checks against it."
}

rule "morale.good-order" {
  section = "2.11.1"
  title   = "Good Order and Disrupted"
  summary = "A unit is either in Good Order, ready to fight, or Disrupted by enemy fire (status disrupted), with its fighting much restricted (5.1.3)."
}

rule "morale.check" {
  section = "2.11.2"
  title   = "Morale Check"
  summary = "A Morale Check throws 2d6: a total equal to or under the formation's morale passes. The 2.11.2 example: the 14th Infantry's morale is 7, so each of its units passes on 7 or less."
}
