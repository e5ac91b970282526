# What air_strike, aa_fire and deviate refuse (10.3), and the aircraft's way back into the cup.

case "an air strike targets an enemy unit, not a friendly one" {
  rules   = ["air.target"]
  fixture = "air-strike-drawn"
  unit "lee" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "B2"
  }
  action "air_strike" {
    unit   = "p47"
    target = "lee"
  }
  expect {
    rejected = { code = "friendly_target", rule = "air.target" }
  }
}

case "an air strike never targets an HQ" {
  rules   = ["air.target", "hq.no-target"]
  fixture = "air-strike-drawn"
  action "air_strike" {
    unit   = "p47"
    target = "ghq"
  }
  expect {
    rejected = { code = "hq_target", rule = "hq.no-target" }
  }
}

case "an air strike targets a unit on the map" {
  rules   = ["air.target"]
  fixture = "air-strike-drawn"
  unit "reserve" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
  }
  action "air_strike" {
    unit   = "p47"
    target = "reserve"
  }
  expect {
    rejected = { code = "not_on_map", rule = "air.target" }
  }
}

case "needs no line of sight: any enemy unit on the board" {
  rules   = ["air.target"]
  fixture = "air-strike-drawn"
  board {
    region "woods" {
      hexes   = ["D4-D6", "F4-F6", "E4", "E6"]
      terrain = "forest"
    }
  }
  action "air_strike" {
    unit   = "p47"
    target = "rifles"
  }
  dice = [6, 1, 1, 1, 6]
  expect {
    air_strike {
      struck = "E5"
    }
  }
}

case "only the air strike drawn is played" {
  rules   = ["air.strikes"]
  fixture = "air-strike-drawn"
  unit "p47b" {
    type = "p-47"
    side = "american"
  }
  action "air_strike" {
    unit   = "p47b"
    target = "rifles"
  }
  expect {
    rejected = { code = "no_interrupt", rule = "air.strikes" }
  }
}

case "the drawn air strike must be played before anything else" {
  rules   = ["air.strikes"]
  fixture = "air-strike-drawn"
  action "draw" {}
  expect {
    rejected = { code = "interrupt_pending" }
  }
}

case "no air strike is played that was not drawn" {
  rules   = ["air.strikes"]
  ruleset = "nations-at-war"
  board {
    cols = 6
    rows = 6
  }
  unit "p47" {
    type = "p-47"
    side = "american"
  }
  unit "rifles" {
    type = "german-rifle"
    side = "german"
    at   = "C3"
  }
  action "air_strike" {
    unit   = "p47"
    target = "rifles"
  }
  expect {
    rejected = { code = "no_interrupt" }
  }
}

case "only an AA unit fires at the aircraft" {
  rules   = ["air.aa-fire", "aa.firepower"]
  fixture = "air-strike-with-flak"
  unit "flak" {
    type = "german-rifle"
  }
  unit "flak2" {
    type      = "german-flak"
    side      = "german"
    formation = "panzergrenadier"
    at        = "F8"
  }
  action "aa_fire" {
    unit   = "flak"
    target = "p47"
  }
  expect {
    rejected = { code = "no_weapon", rule = "aa.firepower" }
  }
}

case "a Disrupted AA unit does not fire" {
  rules   = ["air.aa-fire"]
  fixture = "air-strike-with-flak"
  unit "flak2" {
    type      = "german-flak"
    side      = "german"
    formation = "panzergrenadier"
    at        = "F8"
  }
  unit "flak" {
    statuses = ["disrupted"]
  }
  action "aa_fire" {
    unit   = "flak"
    target = "p47"
  }
  expect {
    rejected = { code = "disrupted", rule = "air.aa-fire" }
  }
}

case "an Ops Complete AA unit does not fire" {
  rules   = ["air.aa-fire"]
  fixture = "air-strike-with-flak"
  unit "flak2" {
    type      = "german-flak"
    side      = "german"
    formation = "panzergrenadier"
    at        = "F8"
  }
  unit "flak" {
    statuses = ["ops-complete"]
  }
  action "aa_fire" {
    unit   = "flak"
    target = "p47"
  }
  expect {
    rejected = { code = "ops_complete", rule = "air.aa-fire" }
  }
}

case "AA fire reaches no further than twice its range" {
  rules   = ["air.aa-fire"]
  fixture = "air-strike-with-flak"
  unit "flak2" {
    type      = "german-flak"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E14"
  }
  board {
    rows = 14
  }
  action "aa_fire" {
    unit   = "flak2"
    target = "p47"
  }
  expect {
    rejected = { code = "out_of_range", rule = "air.aa-fire" }
  }
}

case "AA fire at extended range: To-Hit +1" {
  rules   = ["air.aa-fire", "fire.extended-range"]
  fixture = "air-strike-drawn"
  board {
    rows = 14
  }
  unit "flak" {
    type      = "german-flak"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E11"
  }
  action "air_strike" {
    unit   = "p47"
    target = "rifles"
  }
  action "aa_fire" {
    unit   = "flak"
    target = "p47"
  }
  # 6 hexes, range 4: To-Hit 6; 6 5 5: one hit; save 1: abort die 6, back to the cup.
  dice = [6, 5, 5, 1, 6]
  expect {
    aa_fire {
      distance = 6
      to_hit   = 6
      hits     = 1
      result   = "cup"
    }
  }
}

case "a deviated strike lands next to the target hex" {
  rules   = ["air.accuracy"]
  fixture = "air-strike-on-rifles"
  action "deviate" {
    hex = "E7"
  }
  dice = [1]
  expect {
    rejected = { code = "not_adjacent", rule = "air.accuracy" }
  }
}

case "no strike waits for a deviation" {
  rules   = ["air.accuracy"]
  ruleset = "nations-at-war"
  board {
    cols = 6
    rows = 6
  }
  action "deviate" {
    hex = "C3"
  }
  expect {
    rejected = { code = "no_interrupt" }
  }
}

# The strike was the cup's last marker but End of Turn: the Operations phase ends, and at the
# Marker Removal the aircraft whose return die beat its hits goes back into the cup.
case "an aircraft that returns is back in the cup at the Marker Removal" {
  rules   = ["air.return", "air.strikes"]
  fixture = "air-strike-on-rifles"
  cup     = ["p47", "end-of-turn"]
  dice    = [6, 1, 1, 1, 6]
  expect {
    air_strike {
      returns = true
    }
    log_contains = ["p47 is back in the cup"]
  }
}

case "two Fate Points return a drawn air strike to the cup before it is played" {
  rules   = ["fate.redraw"]
  fixture = "air-strike-drawn"
  fate    = { american = 2 }
  action "spend_fate" {
    effect = "return_marker"
  }
  expect {
    interrupt = ""
    cup {
      remaining = 3
    }
    log_contains = ["p47 goes back into the cup unused"]
  }
}

case "a scenario's air strike goes into the cup at the start of the turn it names" {
  rules   = ["air.strikes"]
  ruleset = "nations-at-war"
  board {
    cols = 6
    rows = 6
  }
  unit "p47" {
    type = "p-47"
    side = "american"
  }
  unit "rifles" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C3"
  }
  phase   = "operations"
  cup     = ["panzergrenadier", "end-of-turn"]
  options = { air_strikes = { p47 = 1 } }
  begin   = true
  expect {
    log_contains = ["american's air strike p47 goes into the cup (turn 1)"]
  }
}
