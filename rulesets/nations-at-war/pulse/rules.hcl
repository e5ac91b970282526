# Rule index of the Nations at War area `pulse` (3.4). Section numbers are the book's;
# summaries are this project's words.

rule "pulse.sequence" {
  section = "3.4"
  title   = "Order of a formation pulse"
  summary = "An activated formation goes through five steps in order: its units' markers come off, its command status is checked, rallies are tried, fire missions are called, then operations. The first two happen as the pulse starts; rallies and fire missions are actions the owner takes before any operation (a rally after a fire mission or an operation is refused, and so is a fire mission after an operation). A case that sets active_formation starts inside the pulse, past the command check, with rallies, fire missions and operations still open."
}

rule "pulse.remove-markers" {
  section = "3.4.1"
  title   = "Markers come off the active formation"
  summary = "As its pulse starts, the Ops Complete and Out of Command markers of the activated formation's units are removed. Opportunity-fire and Overwatch markers are the reaction rules' (5.3, 11.0)."
}

rule "pulse.fire-missions" {
  section = "3.4.4"
  title   = "Two fire missions a pulse"
  summary = "After rallies and before operations, an HQ, sub-HQ or Recon unit of the active formation may call artillery or indirect mortar fire missions: two at most per formation activation, artillery and mortar missions counted together (the formation counter fire-missions)."
}

rule "pulse.operations" {
  section = "3.4.5"
  title   = "Operations"
  summary = "In the last step the active formation's units move, fire, assault and take the other actions the rules allow. The first such action closes the rally and fire-mission steps."
}
