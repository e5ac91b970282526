# Rule index of the Nations at War area `air` (10.3, Close Air Support). Section numbers are the
# book's own; summaries are this project's words, numbers carried over from the book.

rule "air.strikes" {
  section = "10.3"
  title   = "Air-strike counters"
  summary = "A scenario's close air support is an air-strike counter (here an aircraft unit off the map) that its owner puts in the cup at the start of the turn the scenario names (here the scenario option air_strikes = { <aircraft id> = <turn> }); the cup marker is the aircraft's unit id. Whoever draws it, its owner must play it at once (a mandatory `air-strike` window offering `air_strike`); one not played by the end of the turn goes back in the cup."
}

rule "air.target" {
  section = "10.3.1"
  title   = "Choosing the target"
  summary = "The owner places the aircraft on the hex of any enemy unit on the map; no line of sight is needed. Here `air_strike` names the aircraft and the enemy unit; the aircraft stays off the map and the struck hex is remembered with the strike."
}

rule "air.aa-fire" {
  section = "10.3.2"
  title   = "Anti-aircraft fire"
  summary = "The other side may fire at the aircraft with each Good Order AA unit not Ops Complete, with its blue AA firepower under the ranged-combat rules (range counted to the target hex, extended and reduced range as for any weapon; the AA unit always sees the aircraft) and ends Ops Complete. The aircraft saves with its armour factor in dice against its Save. Here the `aa-fire` window offers `aa_fire` until the side passes or the aircraft is gone."
}

rule "air.abort" {
  section = "10.3.2"
  title   = "Abort or destroyed"
  summary = "One hit left after the aircraft's saves makes it abort: its owner throws 1d6, 1-3 it goes home for good, 4-6 it goes back in the cup at that turn's Marker Removal. Two such hits destroy it and the counter is gone. Either way the strike is over."
}

rule "air.accuracy" {
  section = "10.3.3"
  title   = "Accuracy"
  summary = "An aircraft that got through throws 1d6: 1, it misses and the defender picks a hex next to the target hex to be struck instead (the `deviation` window and its `deviate` action; passing picks the neighbour with the fewest of the defender's units, then by label); 2, it half hits, one Ground Attack die less; 3-6, it strikes the target hex with its full red FP."
}

rule "air.attack" {
  section = "10.3.3"
  title   = "The strike"
  summary = "The aircraft throws its red Ground Attack FP (the unit's `he` weapon here) in dice at the struck hex, against hard and soft targets alike; each die at or above its To-Hit is a hit. Air attacks never acquire (5.2)."
}

rule "air.defence" {
  section = "10.3.3"
  title   = "Defending against an air strike"
  summary = "The struck hex's owner throws the terrain's infantry Defense Bonus in dice, plus one when a unit there is Concealed (the project reads 'the unit' as any unit of the hex); each 5 or 6 cancels a hit. One roll a hex. Unlike mortars and artillery, armour in the hex adds nothing."
}

rule "air.hits" {
  section = "10.3.3"
  title   = "Sharing an air strike's hits"
  summary = "Hits are shared as a barrage's: each unit of the hex takes one before any takes two, an odd hit between two at random (1d6: 1-3 the first in unit id order, 4-6 the second); HQs are hurt as in ranged combat."
}

rule "air.return" {
  section = "10.3.3"
  title   = "Back for another pass?"
  summary = "After the strike the owner throws 1d6: more than the hits scored (before the defence dice) and the counter goes back in the cup at the start of the next turn; otherwise it is out of ammunition and leaves the game."
}
