# Rule index of the Nations at War area `wire` (7.3). Summaries are this project's words.

rule "wire.supply" {
  section = "7.3"
  title   = "Wire markers"
  summary = "A scenario gives a side Wire tokens; each is a Wire marker, set up on the map before play."
}

rule "wire.placement" {
  section = "7.3"
  title   = "Where Wire goes"
  summary = "Wire goes in a Clear hex, a Hill hex or any hex with a road, never in a hex with an Improved Position or an AT Ditch (and the scenario may restrict it further)."
}

rule "wire.soft-stop" {
  section = "7.3"
  title   = "Soft units stop at Wire"
  summary = "A soft unit (no Armor Factor on the face shown: infantry, trucks) entering a Wire hex stops there for the rest of its pulse. Reading: Wire is in sight, so a soft unit's path that goes on past a Wire hex is refused (wire_stop)."
}

rule "wire.hard-cost" {
  section = "7.3"
  title   = "Hard units and Wire"
  summary = "A hard unit (one with an Armor Factor) pays 2 MP more than the terrain to enter a Wire hex. The 7.3 example: an M4A1 Sherman pays 1 (Clear) + 2 into Wire and leaves with its last MP."
}

rule "wire.vehicle-removal" {
  section = "7.3"
  title   = "Vehicles flatten Wire"
  summary = "When a hard unit leaves a Wire hex, the Wire marker is removed."
}

rule "wire.clearance" {
  section = "7.3"
  title   = "Clearing Wire"
  summary = "An infantry unit in a Wire hex removes the Wire by spending 3 MP there (the `clear_wire` action)."
}

rule "wire.no-clear" {
  section = "7.3"
  title   = "Who cannot clear Wire"
  summary = "Trucks, ATGs, anti-aircraft units and Disrupted units never clear Wire."
}

rule "wire.engineers" {
  section = "7.3"
  title   = "Engineers and Wire"
  summary = "Engineers stop on entering a Wire hex like any soft unit, but may clear it in the same pulse if they come through the Opportunity Fire unharmed: an engineer Disrupted or reduced in the Wire hex may not clear it. Reading: clear_wire by an engineer needs the MP that remain (3)."
}
