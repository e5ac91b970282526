rule "events.marker" {
  title   = "Event markers"
  summary = "Event markers are used only where the scenario puts them in the cup, with or without the Black Hand. When one is drawn pick at random the player it affects, roll 2D6 and apply the Events Table result to that player; events may not be declined. Event markers do not break the two-consecutive-activations limit."
}

rule "events.spawn" {
  title   = "Spawning Black Hand units"
  summary = "If a spawn hex holds non-Black Hand units, the new Zealots appear assaulting them from any empty adjacent hex. If it holds Black Hand units they stack, or appear in an adjacent hex if the stack is full. Masterless Zealots follow black-hand.masterless. Spawned units never attack Black Hand units, though other events may hurt the Black Hand."
}

rule "events.ambush" {
  title   = "Ambush results (5, 6, 7)"
  summary = "Results marked with an asterisk (5-7) allow no opportunity fire against the attackers, and each attacking unit is removed from the map right after its assault, whatever the outcome. Like every event they affect only the player picked (events.marker): his units on that terrain are assaulted; falling on the Black Hand they strike no one, as Black Hand units never attack their own."
}

rule "events.ravager" {
  title   = "Event 2: Ravager"
  summary = "Hex O9 (abandoned building): one Ravager enters play there."
}

rule "events.pool-zealots" {
  title   = "Event 3: waste water pools"
  summary = "Hexes G3, E7 and V13 (waste water pools): one Zealot unit enters in each."
}

rule "events.church-zealots" {
  title   = "Event 4: ruined churches"
  summary = "Hexes J6 and Z5 (ruined churches): one Zealot unit enters in each."
}

rule "events.road-ambush" {
  title   = "Event 5: road ambush"
  summary = "Every unit on a Road hex is assaulted, one Zealot per hex (events.ambush applies)."
}

rule "events.urban-ambush" {
  title   = "Event 6: urban ambush"
  summary = "Every unit on an Urban hex is assaulted, one Zealot per hex (events.ambush applies)."
}

rule "events.hill-scourges" {
  title   = "Event 7: Scourges on the hills"
  summary = "Every unit on a Hill hex is assaulted, one Scourge per hex (events.ambush applies). This overrides the rule that helicopters never assault; since helicopters are never assaulted, only land units on hills are attacked (project reading)."
}

rule "events.biological-attack" {
  title   = "Event 8: surprise biological attack"
  summary = "Two randomly chosen infantry units of the affected player suffer a Biological attack (oba.biological)."
}

rule "events.inspiring-commander" {
  title   = "Event 9: inspiring commander"
  summary = "Rally one of the player's Shaken units. The book then says to place High Morale if none of the player's units are reduced, evidently a slip for Shaken (the expansion's version says Shaken); the project gives any friendly unit the High Morale marker when none is Shaken."
}

rule "events.supply-cache" {
  title   = "Event 10: supply cache"
  summary = "Flip one of the player's reduced units back to full strength; if none is reduced, give any friendly unit the High Morale marker."
}

rule "events.weapon-cache" {
  title   = "Event 11: derelict warehouse"
  summary = "The player gets one Weapon marker of his choice."
}

rule "events.ammo-depot" {
  title   = "Event 12: ammo depot"
  summary = "The player gets one Barrage OBA marker."
}
