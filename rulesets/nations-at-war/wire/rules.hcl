# Rule index of the Nations at War area `wire` (7.3). Summaries are this project's words.

rule "wire.supply" {
  section = "7.3"
  title   = "Wire markers"
  summary = "A scenario gives a side Wire tokens; each is a Wire marker (the side's `wire` holding, a count) it sets up on the map before play with `place_wire` (in a bare setup, or a generated battle's setup phase)."
}

rule "wire.placement" {
  section = "7.3"
  title   = "Where Wire goes"
  summary = "Wire goes in a Clear hex, a Hill hex or any hex with a road, never in a hex with an Improved Position or an AT Ditch (and the scenario may restrict it further). One Wire marker a hex. A refused hex is `bad_placement`."
}

rule "wire.soft-stop" {
  section = "7.3"
  title   = "Soft units stop at Wire"
  summary = "A soft unit (no Armor Factor on the face shown: infantry, trucks, a mounted motorcycle) entering a Wire hex stops there for the rest of its pulse: it is halted, Ops Complete. Reading: Wire is in sight, so a soft unit's path that goes on past a Wire hex, or out of the one it stopped in this pulse, is refused (wire_stop); a stack with a soft unit is held with it."
}

rule "wire.hard-cost" {
  section = "7.3"
  title   = "Hard units and Wire"
  summary = "A hard unit (one with an Armor Factor) pays 2 MP more than the terrain to enter a Wire hex. The 7.3 example: an M4A1 Sherman pays 1 (Clear) + 2 into Wire and leaves with its last MP."
}

rule "wire.vehicle-removal" {
  section = "7.3"
  title   = "Vehicles flatten Wire"
  summary = "When a hard unit leaves a Wire hex, the Wire marker is removed; a soft unit leaving it (the pulse after it stopped there) leaves it in place."
}

rule "wire.clearance" {
  section = "7.3"
  title   = "Clearing Wire"
  summary = "An infantry unit on foot in a Wire hex removes the Wire by spending 3 MP there (the `clear_wire` action; the Wire marker's clear_mp). Infantry that stopped in the Wire this pulse is Ops Complete, so it clears it in a later pulse."
}

rule "wire.no-clear" {
  section = "7.3"
  title   = "Who cannot clear Wire"
  summary = "Trucks, ATGs, anti-aircraft units and Disrupted units never clear Wire."
}

rule "wire.engineers" {
  section = "7.3"
  title   = "Engineers and Wire"
  summary = "Engineers stop on entering a Wire hex like any soft unit, but may clear it in the same pulse if they come through the Opportunity Fire unharmed: an engineer Disrupted or reduced in the Wire hex is halted there (Ops Complete) and may not clear it. Reading: engineers stopped in the Wire are not Ops Complete, and clearing it in that pulse costs them the MP they have left (at least 1), not 3: with MF 3 and 1 MP to step in, 3 would make the book's same-pulse clearance impossible."
}
