# Rule index of the Nations at War area `generator` (14). The book gives the procedures; the
# Design-Your-Own cost list it refers to is not in this text, so the points of generator/points.hcl
# are provisional.

rule "generator.points" {
  section = "14.0"
  title   = "Designing a battle with points"
  summary = "Every unit has a point cost; players design their own battles by buying forces with points, in one of three kinds: a Meeting Engagement (equal forces head to head), Defender vs. Attacker (the attacker takes objectives from a defender three times weaker) and To the Next Line (equal forces, each going for objectives on the enemy's side). The cost list (DYO list) is not printed in this text: the project's costs are provisional (table unit-points)."
}

rule "generator.meeting" {
  section = "14.1"
  title   = "Meeting engagement"
  summary = "Both sides get the same points, which set the maps and End of Turn markers: 250-300 points 1 map and 2 ET markers; 300-500 2 maps, 2 ET; 500-750 3 maps, 2 ET; 750-1000 4 maps, 3 ET (the bands share their ends as printed; the project gives a shared end to the smaller band). Both buy units; each rolls 1d6, rerolling ties: the higher chooses the maps and the two opposite entry edges, the lower picks one of its formations to activate first (its marker stays out of the cup on turn 1). The winner is the side that destroyed the greater point value of enemy units (units removed from the map)."
}

rule "generator.length" {
  section = "14.1 item 5, 14.2 item 4, 14.3 item 5"
  title   = "Length of a generated battle"
  summary = "A generated battle lasts at least seven turns, plus two for every map beyond the first (two maps: nine turns; three: eleven)."
}

rule "generator.chaos" {
  section = "14.1 item 6, 14.2 item 5, 14.3 item 5"
  title   = "Chaos in a generated battle"
  summary = "Meeting Engagement and Defender vs. Attacker: both sides roll 1d6; the lower result names the turn (its number) on which a Chaos marker joins the cup; each time it is drawn, 1d6 of 1-2 removes it for the rest of the game. To the Next Line: both roll 1d6 and the higher decides whether a Chaos marker goes into the cup; after each draw 1-3 removes it."
}

rule "generator.defender-attacker" {
  section = "14.2"
  title   = "Defender vs. attacker"
  summary = "The attacker's points (and the maps they call for) are chosen; the defender gets a third of them, rounded up (300 against 100). The defender picks the maps, sets up first anywhere on them, and chooses the objectives; the attacker enters, all its units by one map edge of its choosing. At the end the side with more points wins: each objective it holds is worth 100 to the attacker, 50 to the defender, plus the cost of each enemy unit it destroyed (nothing for reducing one)."
}

rule "generator.objectives" {
  section = "14.2 items 6-8"
  title   = "Objectives of a defender vs. attacker battle"
  summary = "The number of objectives follows the maps: 1 map 1 objective, 2 maps 3, 3 maps 4, 4 maps 5, and every map holds at least one. An objective hex is a Town/City hex, a Bridge hex, a Hill hex or a crossroads (two roads crossing)."
}

rule "generator.next-line" {
  section = "14.3"
  title   = "To the next line"
  summary = "Equal points; each rolls 1d6 (rerolling ties), the higher chooses maps and the two facing edges. The lower sets up first, then they alternate, placing one, several or all units at a time, each within the two hexes nearest its own edge. Each side picks one counter as its objective (two when more than two maps are used) and places it in the last two rows on the opponent's side. Each may keep one formation out of the cup: the first to finish setting up activates its chosen formation first, then the other, then play goes on from the cup. The side that captures more of its objectives by the end wins; if both capture theirs, the points of units destroyed decide. Readings: the sides buy and set up in any order (buy), and the first to end its setup (end_setup with `first`, the formation it keeps back) activates first; an objective is an objective marker of the side's level (its place in the list of sides) placed with set_objective in the last two rows on the enemy's side, and it is captured when the side controls its hex (scenarios.control). The higher roller's Chaos choice is always to add the marker, on turn 1."
}

rule "generator.reserves" {
  section = "14.3 item 4"
  title   = "Reserves"
  summary = "A player may note units as reserves. At the start of each turn roll 1d6 and add the turn number: on 6 or more the reserves may enter anywhere along the player's own edge, and they are in command on the turn they enter (normal command rules afterwards). Readings: a reserve is bought off the map (buy with reserve = true); in a turn its side's roll succeeded it enters between pulses (enter_reserve) at a hex of the row along its side's edge that it may stand in, free of enemies and within the stacking limit, and is in command on its first activation (command.entering); a roll that fails leaves the reserves off the map until the next turn's."
}
