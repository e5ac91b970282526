# The Cleanup phase [cleanup.steps, supply.*, turn.activation-markers]: what
# end_phase sets off once the Actions phase is over, the refits with supply
# points, and the markers going back to the cup.

case "Cleanup clears Finished and Chemical markers, thins the smoke and starts the next turn" {
  rules   = ["cleanup.steps", "turn.sequence"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
    marker "C4" "smoke" { level = 2 }
    marker "C5" "smoke" { level = 1 }
    marker "E5" "chemical" {
    }
    marker "E6" "chemical" {
    }
  }
  unit "tiger" {
    at       = "B2"
    statuses = ["finished", "shaken"]
  }
  unit "t64" {
    at       = "H9"
    statuses = ["finished"]
  }
  cup   = { "1-130" = 1, "4th-guards" = 1 } # 2 - 2: no draw this turn
  begin = true
  action "end_phase" {}
  expect {
    turn  = 2
    phase = "actions"
    unit "tiger" { statuses = ["shaken"] } # only Finished comes off
    unit "t64" { statuses = [] }
    marker "C4" "smoke" { level = 1 }
    marker "C5" "smoke" { present = false }
    marker "E5" "chemical" { present = false }
    marker "E6" "chemical" { present = false }
  }
}

case "Level 2 smoke thins to Level 1 in Cleanup" {
  rules   = ["cleanup.steps", "los.smoke"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
    marker "D4" "smoke" { level = 2 }
  }
  unit "tiger" { at = "B2" }
  action "end_phase" {}
  expect {
    marker "D4" "smoke" {
      present = true
      level   = 1
    }
    log_contains = ["the smoke in D4 thins to Level 1"]
  }
}

case "Level 1 smoke clears in Cleanup" {
  rules   = ["cleanup.steps", "units.smokescreen"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
    marker "D4" "smoke" { level = 1 }
  }
  unit "tiger" { at = "B2" }
  action "end_phase" {}
  expect {
    marker "D4" "smoke" { present = false }
  }
}

case "smoke laid this turn thins in two Cleanups" {
  rules   = ["cleanup.steps", "units.smokescreen"]
  fixture = "ssvt"
  board {
    cols = 10
    rows = 12
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  active_formation = "1-7-ss"
  action "lay_smoke" {
    unit = "ssvt"
    hex  = "B3"
  }
  action "lay_smoke" {
    unit = "ssvt2"
    hex  = "B3"
  }
  action "end_activation" {}
  action "end_phase" {} # turn 1 Cleanup: L2 -> L1
  expect {
    turn = 2
    marker "B3" "smoke" { level = 1 }
    unit "ssvt" { statuses = [] }
  }
}

case "the markers drawn go back to the cup in Cleanup" {
  rules   = ["cleanup.steps", "turn.activation-markers"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  draws = ["4th-guards", "1-130"]
  begin = true
  action "end_activation" {}
  action "draw" {}
  action "end_activation" {}
  action "end_phase" {}
  expect {
    turn = 2
    cup {
      contents = ["1-130", "1-130", "4th-guards", "4th-guards"]
      drawn    = 0
    }
    vars = { draws_left = 2 }
  }
}

case "an eliminated formation's markers leave the cup in Cleanup" {
  rules   = ["turn.activation-markers", "cleanup.steps"]
  fixture = "tiger-and-rangers-draw"
  board {
    cols = 10
    rows = 12
  }
  unit "rangers" { at = "B5" }
  cup   = { "1-130" = 2, "1st-ranger" = 2 } # 4 - 2: two draws
  draws = ["1-130", "1st-ranger"]
  begin = true
  dice  = [6, 6]
  action "fire" {
    unit   = "tiger"
    target = "rangers" # HE 5 + 12 = 17 vs 13: 4 hits, eliminated
    weapon = "he"
  }
  action "end_activation" {}
  action "draw" {} # 1st-ranger's marker: no unit left, the marker is spent
  action "end_phase" {}
  expect {
    turn = 2
    unit "rangers" { alive = false }
    cup {
      contents = ["1-130", "1-130"] # neither the drawn nor the undrawn 1st-ranger marker comes back
    }
    vars         = { draws_left = 0 }
    log_contains = ["1st-ranger has been eliminated: its 1 marker(s) leave the cup"]
  }
}

case "a formation's markers stay in the cup while it has a unit left" {
  rules   = ["turn.activation-markers"]
  fixture = "tiger-and-rangers"
  board {
    cols = 10
    rows = 12
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H9"
  }
  cup              = { "1-130" = 1, "1st-ranger" = 2 }
  vars             = { turn_started = 1, draws_left = 0 }
  active_formation = "1-130"
  dice             = [6, 6]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  action "end_activation" {}
  action "end_phase" {}
  expect {
    unit "rangers" { alive = false }
    cup {
      contents = ["1-130", "1st-ranger", "1st-ranger"]
    }
  }
}

# --- Supply ---------------------------------------------------------------------------

case "Cleanup waits for refits while a side has supply and a reduced unit" {
  rules   = ["supply.refit", "cleanup.steps"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at      = "B2"
    reduced = true
  }
  supply = { reich = 1 }
  action "end_phase" {}
  expect {
    turn  = 1
    phase = "cleanup"
  }
}

case "a supply point refits a reduced unit, then the next turn starts" {
  rules   = ["supply.refit", "supply.timing"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at      = "B2"
    reduced = true
  }
  supply = { reich = 1 }
  action "end_phase" {}
  action "refit" {
    unit = "tiger"
  }
  expect {
    unit "tiger" { reduced = false }
    refit {
      unit        = "tiger"
      supply_left = 0
    }
    turn  = 2
    phase = "actions"
  }
}

case "a refitted unit stays Shaken" {
  rules   = ["supply.refit"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at       = "B2"
    reduced  = true
    statuses = ["shaken"]
  }
  phase  = "cleanup"
  supply = { reich = 1 }
  action "refit" {
    unit = "tiger"
  }
  expect {
    unit "tiger" {
      reduced  = false
      statuses = ["shaken"]
    }
  }
}

case "one supply point refits one unit" {
  rules   = ["supply.refit"]
  fixture = "tiger-and-puma"
  unit "tiger" {
    at      = "B2"
    reduced = true
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "J11" # anywhere on the map
    reduced   = true
  }
  phase  = "cleanup"
  supply = { reich = 1 }
  action "refit" {
    unit = "puma"
  }
  expect {
    unit "puma" { reduced = false }
    unit "tiger" { reduced = true }
    turn = 2 # no point left: the Cleanup goes on by itself
  }
}

case "two supply points refit two units" {
  rules   = ["supply.refit"]
  fixture = "tiger-and-puma"
  unit "tiger" {
    at      = "B2"
    reduced = true
  }
  unit "puma" { reduced = true }
  phase  = "cleanup"
  supply = { reich = 2 }
  action "refit" {
    unit = "puma"
  }
  action "refit" {
    unit = "tiger"
  }
  expect {
    unit "puma" { reduced = false }
    unit "tiger" { reduced = false }
    refit { supply_left = 0 }
    turn = 2
  }
}

case "supply points not spent in their Cleanup are lost" {
  rules   = ["supply.timing"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at      = "B2"
    reduced = true
  }
  supply = { reich = 1 }
  action "end_phase" {} # turn 1: Actions -> Cleanup, which waits for refits
  action "end_phase" {} # the Reich passes its refit: the point is lost
  action "end_phase" {} # turn 2: nothing to spend, the Cleanup runs through
  expect {
    turn = 3
    unit "tiger" { reduced = true }
    log_contains = ["reich loses 1 unused supply point(s)"]
  }
}

case "points left over once every unit is refitted are lost" {
  rules   = ["supply.timing"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at      = "B2"
    reduced = true
  }
  phase  = "cleanup"
  supply = { reich = 3 }
  action "refit" {
    unit = "tiger"
  }
  expect {
    turn         = 2
    log_contains = ["reich loses 2 unused supply point(s)"]
  }
}

case "supply with nothing to refit does not hold up the Cleanup" {
  rules   = ["supply.timing", "cleanup.steps"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  supply = { reich = 2 }
  action "end_phase" {}
  expect {
    turn         = 2
    phase        = "actions"
    log_contains = ["reich loses 2 unused supply point(s)"]
  }
}

case "a unit that is not reduced cannot be refitted" {
  rules   = ["supply.refit"]
  fixture = "tiger-and-puma"
  unit "tiger" { at = "B2" }
  unit "puma" { reduced = true }
  phase  = "cleanup"
  supply = { reich = 1 }
  action "refit" {
    unit = "tiger"
  }
  expect {
    rejected = { code = "not_reduced", rule = "supply.refit" }
  }
}

case "supply points are spent only in the Cleanup phase" {
  rules   = ["supply.timing"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at      = "B2"
    reduced = true
  }
  supply = { reich = 1 }
  action "refit" {
    unit = "tiger"
  }
  expect {
    rejected = { code = "not_cleanup", rule = "supply.timing" }
  }
}

case "a side refits only with its own supply points" {
  rules   = ["supply.timing", "supply.refit"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at      = "B2"
    reduced = true
  }
  unit "t64" {
    at      = "H9"
    reduced = true
  }
  phase  = "cleanup"
  supply = { nato = 1 }
  action "refit" {
    unit = "tiger"
  }
  expect {
    rejected = { code = "no_supply", rule = "supply.timing" }
  }
}

case "a unit off the map cannot be refitted" {
  rules   = ["supply.refit"]
  fixture = "tiger-and-puma"
  unit "tiger" { reduced = true }
  unit "puma" { reduced = true }
  phase  = "cleanup"
  supply = { reich = 1 }
  action "refit" {
    unit = "tiger"
  }
  expect {
    rejected = { code = "not_on_map", rule = "supply.refit" }
  }
}
