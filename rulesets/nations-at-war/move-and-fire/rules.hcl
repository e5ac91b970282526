# Rule index of the Nations at War area `move-and-fire` (4.1). Section numbers are the book's
# own; summaries are this project's words, the book's numbers carried over.

rule "move-and-fire.eligibility" {
  section = "4.1"
  title   = "Who may move and fire"
  summary = "Only a unit with an MF above 1 may move and fire (or fire and move). Units unloading from transport and mortars never may. Here `fire` with `moving` (before or after) and a `path` is the move-and-fire; an MF of 1 or less, a mortar, or a unit that has already spent MP in the activation (mounting or dismounting included) is refused `no_move_and_fire`."
}

rule "move-and-fire.move-first" {
  section = "4.1"
  title   = "Move, then fire"
  summary = "Moving first, the unit moves up to half its MF, rounded down (a Tiger I of MF 3 moves 1 MP: one hex costing at most 1), then fires with the penalty. `moving = \"after\"`: the fire comes after the path."
}

rule "move-and-fire.fire-first" {
  section = "4.1"
  title   = "Fire, then move"
  summary = "A unit may instead declare before acting that it fires first: it fires with the penalty, then moves up to half its MF, rounded down. `moving = \"before\"`: the fire comes before the path."
}

rule "move-and-fire.penalty" {
  section = "4.1"
  title   = "Firing on the move"
  summary = "A move-and-fire attack, either way round, throws one AP or HE die less and needs one more on each die: a T-34 (AP 3, To-Hit 5) that moved 2 of its MF 5 fires 2 dice at 6; a Pz IV (AP 3, To-Hit 5, MF 4) firing first throws 2 dice at 6 and then moves 2."
}

rule "move-and-fire.same-activation" {
  section = "4.1"
  title   = "One continuous action"
  summary = "The move and the fire are one action inside the formation's activation: a unit may not move now and fire later after another platoon acted. Here both halves are one `fire` action, and a unit that already spent MP may not start one."
}

rule "move-and-fire.opportunity" {
  section = "4.1"
  title   = "Opportunity fire comes first"
  summary = "An enemy firing on opportunity at a unit moving and firing fires when the mover enters the new hex, and that attack is resolved before the mover fires. If the mover survives in Good Order it completes its move and fires (the Sherman M4A4 and Panzer III example)."
}

rule "move-and-fire.disrupted" {
  section = "4.1"
  title   = "Disrupted on the way"
  summary = "A unit disrupted while moving and firing neither fires nor moves any further; it is Ops Complete where it stands."
}

rule "move-and-fire.no-enemy-hex" {
  section = "4.1"
  title   = "No enemy hex"
  summary = "A move-and-fire path may not enter a hex holding enemy units: there is no assault or overrun on the move."
}

rule "move-and-fire.stacks" {
  section = "4.1"
  title   = "Stacks moving and firing"
  summary = "A stack may move and fire together like one unit, moving up to half of the printed MF (the slowest unit's governs); after the move each unit fires once, one attack resolved before the next, each with the penalty; fire first runs the same in reverse. Opportunity fire at such a stack picks one of its units per hex entered."
}

rule "move-and-fire.ops-complete" {
  section = "4.1"
  title   = "Ops Complete after"
  summary = "A unit that moved and fired, or fired and moved, is marked Ops Complete."
}
