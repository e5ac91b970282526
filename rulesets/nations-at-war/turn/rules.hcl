# Rule index of the Nations at War area `turn` (3.0-3.3). Section numbers are the book's;
# summaries are this project's words, the book's numbers carried over.

rule "turn.setup" {
  section = "3.0"
  title   = "Setting up a game"
  summary = "The players pick a scenario and a side each, set up the forces as the scenario lists them, and put the Formation and End of Turn markers (and Chaos markers where the scenario says) into an opaque cup. In this project the scenario (or a case) states the cup's markers."
}

rule "turn.start" {
  section = "3.1"
  title   = "Starting the game"
  summary = "Play begins with a draw from the cup; the marker drawn says what happens. Drawn markers stay out of the cup until every marker is drawn or every End of Turn marker is; at the end of the turn they all go back in (Marker Removal)."
}

rule "turn.operations" {
  section = "3.2"
  title   = "Operations phase"
  summary = "The players take turns drawing markers; who draws does not matter (any side may `draw`). A drawn formation must activate: its pulse begins and it is the Active Formation. Its owner may do nothing with it, but the pulse lasts until its operations are over or the owner declares it complete (`end_activation`). Markers are drawn only between pulses, and units act only in their formation's pulse (a bare test setup, in which play has not begun, is in no pulse)."
}

rule "turn.end-of-turn" {
  section = "3.2"
  title   = "End of Turn markers end the Operations phase"
  summary = "A drawn End of Turn marker is set aside. When the last End of Turn marker in the cup is drawn, or only End of Turn markers are left in it (or nothing is), the Operations phase ends and Marker Removal begins. A scenario may use two or three End of Turn markers (2.12.2: the second or third drawn ends the turn; ET markers a side holds out of the cup, 3.3.1, are not in the cup and do not count)."
}

rule "turn.marker-removal" {
  section = "3.3"
  title   = "Marker Removal phase"
  summary = "Every Ops Complete marker comes off the map, Smoke markers are adjusted, destroyed HQs are replaced (2.5.6.3), and every Formation and End of Turn marker goes back into the cup, save what 3.3.1 keeps out; a formation with no unit left in play gets no marker back, and a drawn Chaos marker leaves the game unless the scenario says otherwise (8.0). The next turn's Operations phase follows; after the scenario's last turn the game is scored (the `game_end` hook)."
}

rule "turn.no-activation" {
  section = "3.3.1"
  title   = "A formation that did not activate"
  summary = "When a formation with units on the map was not drawn in a turn, its owner keeps all End of Turn markers but one out of the cup as markers go back in, and the formation is marked (counter missed-activation). The side puts its held ET markers back into the cup the next turn as soon as the last of its marked formations activates. If both sides have such formations both hold markers; the book gives no split, so the project hands the held markers out one at a time in side order, always leaving one ET in the cup. The 3.3.1 example: two ETs, the Italians' two formations did not activate, so the Italians hold one ET until both have activated."
}
