# Wire (7.3): soft units stop in it, hard units pay 2 MP more and flatten it as they leave,
# infantry clears it for 3 MP, engineers just stopped there clear it in the same pulse.
# Reading (IDS.md): Wire is in sight, so a soft unit's path past a Wire hex is refused (wire_stop).

fixture "wire-field" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
    marker "C3" "wire" {}
  }
  unit "sherman" {
    type      = "m4a1-sherman"
    side      = "american"
    formation = "ccb"
    at        = "C2"
  }
  active_formation = "ccb"
}

# 7.3: "An American M4A1 Sherman enters a Clear hex containing a Wire marker, paying 1 MP to enter
# the hex plus an additional 2 MP for the Wire marker. A German Panzer III decides to fire on the
# Sherman in the Wire hex. The Panzer III rolls and misses ... The Sherman has 1 MP remaining and
# exits the hex into another Clear hex. Once the Sherman leaves the hex, the Wire marker is
# removed." The Panzer III's AP 2 dice at 5 (provisional) roll 1 and 2.
case "7.3 example: the Sherman pays 1 + 2 MP into the Wire, survives the Panzer III and flattens it" {
  rules   = ["wire.hard-cost", "wire.vehicle-removal"]
  fixture = "wire-field"
  unit "panzer" {
    type      = "panzer-iii"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C7"
  }
  action "move" {
    unit = "sherman"
    path = ["C3", "C4"]
  }
  action "opportunity_fire" {
    unit   = "panzer"
    target = "sherman"
    weapon = "ap"
    by     = "german"
  }
  dice = [1, 2]
  expect {
    attack { hits = 0 }
    marker "C3" "wire" { present = false }
    unit "sherman" {
      at       = "C4"
      counters = { mp = 4 }
      statuses = ["ops-complete"]
    }
    log_contains = ["sherman leaves C3: the Wire there is flattened and removed"]
  }
}

case "the Wire stays while the hard unit is in its hex" {
  rules   = ["wire.vehicle-removal", "wire.hard-cost"]
  fixture = "wire-field"
  action "move" {
    unit = "sherman"
    path = ["C3"]
  }
  expect {
    marker "C3" "wire" { present = true }
    unit "sherman" {
      at       = "C3"
      counters = { mp = 3 }
      statuses = []
    }
  }
}

case "a hard unit with 2 MP left may not enter a Clear Wire hex (3 MP)" {
  rules   = ["wire.hard-cost"]
  fixture = "wire-field"
  unit "sherman" { counters = { mp = 2 } }
  action "move" {
    unit = "sherman"
    path = ["C3"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

# Soft units ----------------------------------------------------------------------------------

fixture "wire-rifles" {
  fixture = "wire-field"
  unit "rifles" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C2"
  }
}

case "a soft unit pays only the terrain into Wire and stops there, Ops Complete" {
  rules   = ["wire.soft-stop", "wire.hard-cost"]
  fixture = "wire-rifles"
  action "move" {
    unit = "rifles"
    path = ["C3"]
  }
  expect {
    unit "rifles" {
      at       = "C3"
      counters = { mp = 1 }
      statuses = ["ops-complete"]
    }
    marker "C3" "wire" { present = true }
    log_contains = ["rifles is a soft unit: it stops in the Wire of C3", "rifles stops in C3 and is Ops Complete"]
  }
}

case "a soft unit's path may not go on past a Wire hex" {
  rules   = ["wire.soft-stop"]
  fixture = "wire-rifles"
  action "move" {
    unit = "rifles"
    path = ["C3", "C4"]
  }
  expect {
    rejected = { code = "wire_stop", rule = "wire.soft-stop" }
  }
}

case "a mounted soft face stops at Wire too" {
  rules   = ["wire.soft-stop"]
  fixture = "wire-field"
  unit "bikes" {
    type      = "german-motorcycle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C2"
    mounted   = true
  }
  active_formation = "panzergrenadier"
  action "move" {
    unit = "bikes"
    path = ["C3", "C4"]
  }
  expect {
    rejected = { code = "wire_stop", rule = "wire.soft-stop" }
  }
}

case "a stack with a soft unit is held at the Wire with it" {
  rules   = ["wire.soft-stop", "movement.stacks"]
  fixture = "wire-rifles"
  action "move" {
    units = ["sherman", "rifles"]
    path  = ["C3", "C4"]
  }
  expect {
    rejected = { code = "wire_stop", rule = "wire.soft-stop" }
  }
}

case "a mounted halftrack platoon is hard: it drives through the Wire" {
  rules   = ["wire.soft-stop", "wire.vehicle-removal"]
  fixture = "wire-rifles"
  unit "rifles" { mounted = true }
  action "move" {
    unit = "rifles"
    path = ["C3", "C4"]
  }
  expect {
    unit "rifles" {
      at       = "C4"
      counters = { mp = 4 }
    }
    marker "C3" "wire" { present = false }
  }
}

case "a soft unit leaving Wire it stood in since last pulse does not remove it" {
  rules   = ["wire.vehicle-removal", "wire.soft-stop"]
  fixture = "wire-rifles"
  unit "rifles" { at = "C3" }
  action "move" {
    unit = "rifles"
    path = ["C4", "C5"]
  }
  expect {
    unit "rifles" { at = "C5" }
    marker "C3" "wire" { present = true }
  }
}

case "a soft unit stopped by Wire makes no second move in the pulse" {
  rules   = ["wire.soft-stop"]
  fixture = "wire-rifles"
  action "move" {
    unit = "rifles"
    path = ["C3"]
  }
  action "move" {
    unit = "rifles"
    path = ["C4"]
  }
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

# Clearing ------------------------------------------------------------------------------------

case "infantry in a Wire hex clears it for 3 MP" {
  rules   = ["wire.clearance"]
  fixture = "wire-rifles"
  unit "rifles" { at = "C3" }
  action "clear_wire" {
    unit = "rifles"
  }
  expect {
    marker "C3" "wire" { present = false }
    clear_wire { mp = 3 }
    unit "rifles" {
      counters = { mp = 3 }
      statuses = ["ops-complete"]
    }
  }
}

case "clearing Wire needs 3 MP left" {
  rules   = ["wire.clearance"]
  fixture = "wire-rifles"
  unit "rifles" {
    at       = "C3"
    counters = { mp = 1 }
  }
  action "clear_wire" {
    unit = "rifles"
  }
  expect {
    rejected = { code = "too_far", rule = "wire.clearance" }
  }
}

case "Wire is cleared only in the unit's own hex" {
  rules   = ["wire.clearance"]
  fixture = "wire-rifles"
  action "clear_wire" {
    unit = "rifles"
  }
  expect {
    rejected = { code = "no_wire", rule = "wire.clearance" }
  }
}

case "infantry that stopped in the Wire this pulse does not clear it until the next" {
  rules   = ["wire.clearance", "wire.soft-stop"]
  fixture = "wire-rifles"
  action "move" {
    unit = "rifles"
    path = ["C3"]
  }
  action "clear_wire" {
    unit = "rifles"
  }
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

case "a Disrupted unit does not clear Wire" {
  rules   = ["wire.no-clear"]
  fixture = "wire-rifles"
  unit "rifles" {
    at       = "C3"
    statuses = ["disrupted"]
  }
  action "clear_wire" {
    unit = "rifles"
  }
  expect {
    rejected = { code = "disrupted", rule = "wire.no-clear" }
  }
}

case "an ATG does not clear Wire" {
  rules   = ["wire.no-clear"]
  fixture = "wire-field"
  unit "gun" {
    type      = "us-57mm-atg"
    side      = "american"
    formation = "ccb"
    at        = "C3"
  }
  action "clear_wire" {
    unit = "gun"
  }
  expect {
    rejected = { code = "not_infantry", rule = "wire.no-clear" }
  }
}

case "an anti-aircraft battery does not clear Wire" {
  rules   = ["wire.no-clear"]
  fixture = "wire-field"
  unit "flak" {
    type      = "german-flak"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C3"
  }
  active_formation = "panzergrenadier"
  action "clear_wire" {
    unit = "flak"
  }
  expect {
    rejected = { code = "not_infantry", rule = "wire.no-clear" }
  }
}

case "a vehicle does not clear Wire: armored infantry dismounts first" {
  rules   = ["wire.no-clear"]
  fixture = "wire-rifles"
  unit "rifles" {
    at      = "C3"
    mounted = true
  }
  action "clear_wire" {
    unit = "rifles"
  }
  expect {
    rejected = { code = "not_infantry", rule = "wire.no-clear" }
  }
}

# Engineers (7.3) -----------------------------------------------------------------------------

fixture "wire-engineers" {
  fixture = "wire-field"
  unit "sappers" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
    at        = "C2"
  }
}

case "engineers stop in the Wire but clear it in the same pulse with the MP they have left" {
  rules   = ["wire.engineers", "wire.clearance"]
  fixture = "wire-engineers"
  action "move" {
    unit = "sappers"
    path = ["C3"]
  }
  action "clear_wire" {
    unit = "sappers"
  }
  expect {
    marker "C3" "wire" { present = false }
    clear_wire { mp = 2 }
    unit "sappers" {
      at       = "C3"
      counters = { mp = 3 }
      statuses = ["ops-complete"]
    }
  }
}

case "engineers stopped by Wire move no further in the pulse" {
  rules   = ["wire.engineers", "wire.soft-stop"]
  fixture = "wire-engineers"
  action "move" {
    unit = "sappers"
    path = ["C3"]
  }
  action "move" {
    unit = "sappers"
    path = ["C4"]
  }
  expect {
    rejected = { code = "wire_stop", rule = "wire.soft-stop" }
  }
}

# The Pz IVG's HE 2 dice at 5 (3 hexes, normal range) roll 5 and 1: one hit; engineers in Clear
# throw no defence dice. Disrupted in the Wire hex, they are halted there and clear nothing.
case "engineers Disrupted by Opportunity Fire in the Wire hex may not clear it" {
  rules   = ["wire.engineers"]
  fixture = "wire-engineers"
  unit "panzers" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C6"
  }
  action "move" {
    unit = "sappers"
    path = ["C3"]
  }
  action "opportunity_fire" {
    unit   = "panzers"
    target = "sappers"
    by     = "german"
  }
  action "clear_wire" {
    unit = "sappers"
  }
  dice = [5, 1]
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

# Setting up (7.3) ----------------------------------------------------------------------------

fixture "wire-setup" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
    hex "D4" { terrain = "forest" }
    hex "D5" {
      terrain  = "forest"
      features = ["road"]
    }
    hex "D6" {
      terrain  = "city"
      features = ["hill"]
    }
    marker "E4" "improved-position" {}
    marker "E5" "at-ditch" {}
    marker "E6" "wire" {}
  }
  wire = { german = 1 }
}

case "a side sets up a Wire marker it holds in a Clear hex" {
  rules   = ["wire.supply", "wire.placement"]
  fixture = "wire-setup"
  action "place_wire" {
    hex = "C4"
    by  = "german"
  }
  expect {
    marker "C4" "wire" { present = true }
    log_contains = ["german sets up the Wire marker in C4: 0 left"]
  }
}

case "Wire goes in a hex with a road whatever its terrain" {
  rules   = ["wire.placement"]
  fixture = "wire-setup"
  action "place_wire" {
    hex = "D5"
    by  = "german"
  }
  expect {
    marker "D5" "wire" { present = true }
  }
}

# hot seat: no side named, the one side holding Wire sets it up
case "Wire goes in a Hill hex whatever its terrain" {
  rules   = ["wire.placement", "wire.supply"]
  fixture = "wire-setup"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "B2"
  }
  action "place_wire" {
    hex = "D6"
  }
  expect {
    marker "D6" "wire" { present = true }
  }
}

case "no Wire in a Forest hex without a road or a hill" {
  rules   = ["wire.placement"]
  fixture = "wire-setup"
  action "place_wire" {
    hex = "D4"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_placement", rule = "wire.placement" }
  }
}

case "no Wire with an Improved Position" {
  rules   = ["wire.placement"]
  fixture = "wire-setup"
  action "place_wire" {
    hex = "E4"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_placement", rule = "wire.placement" }
  }
}

case "no Wire with an AT Ditch" {
  rules   = ["wire.placement"]
  fixture = "wire-setup"
  action "place_wire" {
    hex = "E5"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_placement", rule = "wire.placement" }
  }
}

case "one Wire marker a hex" {
  rules   = ["wire.placement"]
  fixture = "wire-setup"
  action "place_wire" {
    hex = "E6"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_placement", rule = "wire.placement" }
  }
}

case "a side sets up no more Wire than it holds" {
  rules   = ["wire.supply"]
  fixture = "wire-setup"
  action "place_wire" {
    hex = "C4"
    by  = "german"
  }
  action "place_wire" {
    hex = "C5"
    by  = "german"
  }
  expect {
    rejected = { code = "no_wire", rule = "wire.supply" }
  }
}

case "a side holding no Wire sets none up" {
  rules   = ["wire.supply"]
  fixture = "wire-setup"
  action "place_wire" {
    hex = "C4"
    by  = "american"
  }
  expect {
    rejected = { code = "no_wire", rule = "wire.supply" }
  }
}

case "Wire is set up before play, not once it has begun" {
  rules   = ["wire.supply"]
  fixture = "wire-setup"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "B2"
  }
  cup   = ["panzergrenadier", "end-of-turn"]
  begin = true
  action "place_wire" {
    hex = "C4"
    by  = "german"
  }
  expect {
    rejected = { code = "wrong_phase", rule = "wire.supply" }
  }
}

case "hot seat with two sides holding Wire: the side must be named" {
  rules   = ["wire.supply"]
  fixture = "wire-setup"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "B2"
  }
  unit "gis" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
    at        = "B9"
  }
  wire = { german = 1, american = 1 }
  action "place_wire" {
    hex = "C4"
  }
  expect {
    rejected = { code = "bad_param", rule = "wire.supply" }
  }
}

# Who acts: clear_wire is an act of the unit's pulse ---------------------------------------------

case "clear_wire: a unit of another formation does not clear in this pulse" {
  rules            = ["wire.clearance", "turn.operations"]
  fixture          = "wire-rifles"
  unit "rifles" { at = "C3" }
  active_formation = "panzer-abteilung"
  action "clear_wire" {
    unit = "rifles"
  }
  expect {
    rejected = { code = "not_active", rule = "turn.operations" }
  }
}

case "clear_wire: an Out of Command unit does not clear" {
  rules   = ["wire.clearance", "command.out-of-command"]
  fixture = "wire-rifles"
  unit "rifles" {
    at       = "C3"
    statuses = ["out-of-command"]
  }
  action "clear_wire" {
    unit = "rifles"
  }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}

case "clear_wire: a unit off the map clears nothing" {
  rules   = ["wire.clearance", "defences.measures"]
  fixture = "wire-field"
  unit "reserve" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
  }
  action "clear_wire" {
    unit = "reserve"
  }
  expect {
    rejected = { code = "not_on_map", rule = "defences.measures" }
  }
}

case "clear_wire: no unit clears Wire between pulses" {
  rules            = ["wire.clearance", "turn.operations"]
  fixture          = "wire-rifles"
  unit "rifles" { at = "C3" }
  active_formation = ""
  cup              = ["ccb", "end-of-turn"]
  begin            = true
  action "clear_wire" {
    unit = "rifles"
  }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}
