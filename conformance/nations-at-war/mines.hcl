# Mines (7.2): the surprise minefield, the 2-5 attack, the infantry stop, clearance. Dice order
# (IDS.md 7): a Mine attacks a unit entering its hex before any Opportunity Fire there.

fixture "mines-field" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "halftracks" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C2"
    mounted   = true
  }
  unit "pioneers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "H9"
  }
  mines            = { german = 1 }
  active_formation = "ccb"
}

fixture "mines-halftracks-move" {
  fixture = "mines-field"
  action "move" {
    unit = "halftracks"
    path = ["C3", "C4", "C5"]
  }
}

# 7.2.1: "An American M3 halftrack enters a hex that was unoccupied until it moved into it. The
# German player places a Mine marker in the hex the M3 just moved through. The Mine attack is now
# permitted." The book gives no dice: 5 and 2 here, one hit; the halftrack is Disrupted and stops.
case "7.2.1 example: a Mine placed right after the M3 halftrack enters a fresh hex" {
  rules   = ["mines.placement", "mines.attack", "mines.supply"]
  fixture = "mines-halftracks-move"
  action "place_mine" {
    by = "german"
  }
  dice = [5, 2]
  expect {
    mine_attack {
      hex  = "C3"
      hits = 1
    }
    marker "C3" "mines" { present = true }
    unit "halftracks" {
      at       = "C3"
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "the side holding Mines is asked as the enemy enters a fresh hex" {
  rules   = ["mines.placement"]
  fixture = "mines-halftracks-move"
  expect {
    interrupt = "mines"
    unit "halftracks" { at = "C3" }
  }
}

case "a Mine marker passed up: the move goes on" {
  rules   = ["mines.placement"]
  fixture = "mines-halftracks-move"
  action "pass" {}
  action "pass" {}
  expect {
    unit "halftracks" { at = "C5" }
    marker "C3" "mines" { present = false }
  }
}

case "two hits of a Mine attack: no defence dice, Disrupted and reduced" {
  rules   = ["mines.attack"]
  fixture = "mines-halftracks-move"
  action "place_mine" {
    hex = "C3"
    by  = "german"
  }
  dice = [6, 5]
  expect {
    mine_attack { hits = 2 }
    unit "halftracks" {
      at       = "C3"
      face     = "reduced-mounted"
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "a Mine goes only in the hex just entered" {
  rules   = ["mines.placement"]
  fixture = "mines-halftracks-move"
  action "place_mine" {
    hex = "D3"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_param", rule = "mines.placement" }
  }
}

case "no Mine is placed when no enemy has just entered a fresh hex" {
  rules   = ["mines.placement"]
  fixture = "mines-field"
  action "place_mine" {
    by = "german"
  }
  expect {
    rejected = { code = "no_interrupt" }
  }
}

case "the mover's side does not place the Mines of its enemy" {
  rules   = ["mines.placement"]
  fixture = "mines-halftracks-move"
  action "place_mine" {
    by = "american"
  }
  expect {
    rejected = { code = "not_your_turn" }
  }
}

case "a side with no Mine marker left is not asked" {
  rules   = ["mines.supply"]
  fixture = "mines-halftracks-move"
  action "place_mine" {
    by = "german"
  }
  # the one Mine is placed in C3 (dice 1 1: no hit); the halftrack goes on: C4 is fresh too,
  # but the Germans hold no more Mines
  dice = [1, 1]
  expect {
    interrupt = ""
    unit "halftracks" { at = "C5" }
    marker "C4" "mines" { present = false }
  }
}

case "a hex an enemy unit passed through before is never mined" {
  rules   = ["mines.placement"]
  fixture = "mines-field"
  unit "jeeps" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C2"
    mounted   = true
  }
  mines = { german = 2 }
  action "move" {
    unit = "jeeps"
    path = ["C3", "D3"]
  }
  action "pass" {} # no Mine in C3
  action "pass" {} # nor in D3
  action "move" {
    unit = "halftracks"
    path = ["C3", "C4"]
  }
  expect {
    interrupt = "mines" # C3 is no longer fresh: only C4 is offered
    unit "halftracks" { at = "C4" }
  }
}

case "a hex already occupied is no fresh hex" {
  rules   = ["mines.placement"]
  fixture = "mines-field"
  unit "jeeps" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C3"
    mounted   = true
  }
  action "move" {
    unit = "halftracks"
    path = ["C3"]
  }
  expect {
    interrupt = ""
    unit "halftracks" { at = "C3" }
  }
}

case "a hex where an enemy unit stood when its pulse began is never mined" {
  rules   = ["mines.placement"]
  fixture = "mines-field"
  unit "jeeps" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C3"
    mounted   = true
  }
  mines            = { german = 2 }
  active_formation = ""
  phase            = "operations"
  cup              = ["ccb"]
  draws            = ["ccb"]
  dice             = [1, 1, 1, 1] # no HQ: the command checks of C2 and C3 pass (2 on 2d6)
  action "draw" {}
  action "move" {
    unit = "jeeps"
    path = ["D3"]
  }
  action "pass" {} # no Mine in D3
  action "move" {
    unit = "halftracks"
    path = ["C3", "C4"]
  }
  expect {
    interrupt = "mines" # C3, where the jeeps stood, is not fresh: only C4 is offered
    unit "halftracks" { at = "C4" }
  }
}

case "a Mine attacks every unit entering its hex later; an AFV may go on" {
  rules   = ["mines.entering", "mines.attack", "mines.infantry-stop"]
  fixture = "mines-field"
  board {
    marker "C3" "mines" {}
  }
  action "move" {
    unit = "halftracks"
    path = ["C3", "C4"]
  }
  action "pass" {} # no Mine in C4
  dice = [4, 3]
  expect {
    mine_attack {
      hex  = "C3"
      hits = 0
    }
    unit "halftracks" {
      at       = "C4"
      statuses = []
    }
  }
}

case "infantry entering a Mine hex goes no farther this pulse" {
  rules   = ["mines.infantry-stop", "mines.entering"]
  fixture = "mines-field"
  board {
    marker "C3" "mines" {}
  }
  unit "halftracks" { mounted = false }
  action "move" {
    unit = "halftracks"
    path = ["C3", "C4"]
  }
  dice = [4, 3]
  expect {
    unit "halftracks" {
      at       = "C3"
      statuses = ["ops-complete"]
    }
    log_contains = ["halftracks stops in C3"]
  }
}

case "infantry stopped by Mines makes no second move out in the same pulse" {
  rules   = ["mines.infantry-stop"]
  fixture = "mines-field"
  board {
    marker "C3" "mines" {}
  }
  unit "halftracks" { mounted = false }
  action "move" {
    unit = "halftracks"
    path = ["C3"]
  }
  # the path ends in the Mine hex: the walk's last check stops it there, Ops Complete
  # (movement.ops-complete), so the second move is refused
  action "move" {
    unit = "halftracks"
    path = ["C4"]
  }
  dice = [4, 3]
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

case "Mines do not attack a unit leaving their hex" {
  rules   = ["mines.leaving"]
  fixture = "mines-field"
  board {
    marker "C2" "mines" {}
  }
  action "move" {
    unit = "halftracks"
    path = ["C3"]
  }
  action "pass" {}
  expect {
    unit "halftracks" {
      at       = "C3"
      statuses = []
    }
  }
}

case "one Mine marker a hex: a mined hex is not offered again" {
  rules   = ["mines.one-per-hex", "mines.entering"]
  fixture = "mines-field"
  board {
    marker "C3" "mines" {}
  }
  mines = { german = 3 }
  action "move" {
    unit = "halftracks"
    path = ["C3"]
  }
  dice = [1, 1]
  expect {
    interrupt = ""
    mine_attack { hits = 0 }
  }
}

case "a water hex with a bridge may be mined" {
  rules   = ["mines.water"]
  fixture = "mines-field"
  board {
    region "road" {
      hexes    = ["C2", "C4"]
      features = ["road"]
    }
    hex "C3" {
      terrain  = "water"
      features = ["road", "bridge"]
    }
  }
  action "move" {
    unit = "halftracks"
    path = ["C3", "C4"]
  }
  expect {
    interrupt = "mines"
    unit "halftracks" { at = "C3" }
  }
}

case "the Mine attack comes before Opportunity Fire in the hex" {
  rules   = ["mines.before-opportunity", "mines.placement"]
  fixture = "mines-field"
  unit "panzers" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C6"
  }
  action "move" {
    unit = "halftracks"
    path = ["C3", "C4"]
  }
  action "place_mine" {
    by = "german"
  }
  dice = [1, 2]
  expect {
    mine_attack { hits = 0 }
    interrupt = "opportunity"
    unit "halftracks" { at = "C3" }
  }
}

case "two units entering a Mine hex share its hits, the odd one by a die" {
  rules   = ["mines.hits"]
  fixture = "mines-field"
  board {
    marker "C3" "mines" {}
  }
  unit "jeeps" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C2"
    mounted   = true
  }
  action "move" {
    units = ["halftracks", "jeeps"]
    path  = ["C3"]
  }
  # 2d6: 6 1, one hit on two units: 1d6 5, the second by id (jeeps)
  dice = [6, 1, 5]
  expect {
    unit "halftracks" { statuses = [] }
    unit "jeeps" { statuses = ["disrupted", "ops-complete"] }
  }
}

case "an HQ is never the target of a Mine" {
  rules   = ["mines.hits", "hq.no-target"]
  fixture = "mines-field"
  board {
    marker "C3" "mines" {}
  }
  unit "hq" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C2"
  }
  # an HQ moves only with a unit of its formation (hq.movement): the halftracks take it along;
  # the Mines' 2 dice (1 1) miss them
  action "move" {
    units = ["halftracks", "hq"]
    path  = ["C3"]
  }
  dice = [1, 1]
  expect {
    unit "hq" {
      at       = "C3"
      statuses = []
    }
  }
}

# Clearance (7.2.3) -------------------------------------------------------------------------------

fixture "mines-clearers" {
  fixture = "mines-field"
  board {
    marker "C4" "mines" {}
  }
  unit "halftracks" {
    at      = "C3"
    mounted = false
  }
}

case "infantry clears an adjacent Mine on an even die" {
  rules   = ["mines.clearance"]
  fixture = "mines-clearers"
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  dice = [4]
  expect {
    marker "C4" "mines" { present = false }
    unit "halftracks" {
      statuses = ["ops-complete"]
      counters = { mp = 3 }
    }
  }
}

case "an odd die leaves the Mine, and the clearer is Ops Complete anyway" {
  rules   = ["mines.clearance"]
  fixture = "mines-clearers"
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  dice = [3]
  expect {
    marker "C4" "mines" { present = true }
    unit "halftracks" { statuses = ["ops-complete"] }
  }
}

case "engineers clear a Mine without a roll" {
  rules   = ["mines.engineers", "engineers.definition"]
  fixture = "mines-clearers"
  unit "sappers" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
    at        = "D4"
  }
  action "clear_mines" {
    unit = "sappers"
    hex  = "C4"
  }
  expect {
    marker "C4" "mines" { present = false }
    unit "sappers" { statuses = ["ops-complete"] }
  }
}

case "a vehicle does not clear mines" {
  rules   = ["mines.clearance"]
  fixture = "mines-clearers"
  unit "halftracks" { mounted = true }
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  expect {
    rejected = { code = "not_infantry", rule = "mines.clearance" }
  }
}

case "a Disrupted unit does not clear mines" {
  rules   = ["mines.clearance"]
  fixture = "mines-clearers"
  unit "halftracks" { statuses = ["disrupted"] }
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  expect {
    rejected = { code = "disrupted", rule = "mines.clearance" }
  }
}

case "mine clearance is a unit's only action of the pulse" {
  rules   = ["mines.clearance"]
  fixture = "mines-clearers"
  unit "halftracks" { counters = { mp = 1 } }
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  expect {
    rejected = { code = "not_start", rule = "mines.clearance" }
  }
}

case "an Ops Complete unit does not clear mines" {
  rules   = ["mines.clearance"]
  fixture = "mines-clearers"
  unit "halftracks" { statuses = ["ops-complete"] }
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  expect {
    rejected = { code = "ops_complete", rule = "mines.clearance" }
  }
}

case "mines are cleared only next door" {
  rules   = ["mines.clearance"]
  fixture = "mines-clearers"
  unit "halftracks" { at = "C2" }
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  expect {
    rejected = { code = "not_adjacent", rule = "mines.clearance" }
  }
}

case "there must be a Mine marker to clear" {
  rules   = ["mines.clearance"]
  fixture = "mines-clearers"
  action "clear_mines" {
    unit = "halftracks"
    hex  = "D3"
  }
  expect {
    rejected = { code = "no_mines", rule = "mines.clearance" }
  }
}

case "a mine clearer may draw Opportunity Fire first, in its own hex" {
  rules   = ["mines.clearance-fire"]
  fixture = "mines-clearers"
  unit "panzers" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C6"
  }
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  expect {
    interrupt = "opportunity"
    marker "C4" "mines" { present = true }
  }
}

case "a mine clearer the Opportunity Fire disrupts clears nothing" {
  rules   = ["mines.clearance-fire", "mines.clearance"]
  fixture = "mines-clearers"
  unit "panzers" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C6"
  }
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  action "opportunity_fire" {
    unit   = "panzers"
    target = "halftracks"
    by     = "german"
  }
  # the Pz IVG's HE 2 dice at 5 (3 hexes: normal range): 5 1, one hit; the clearers in Clear
  # throw no defence dice. Disrupted: no clearance roll.
  dice = [5, 1]
  expect {
    marker "C4" "mines" { present = true }
    unit "halftracks" { statuses = ["disrupted", "ops-complete"] }
    log_contains = ["halftracks is Disrupted and cannot clear the mines in C4"]
  }
}

# Who acts: clear_mines is an act of the unit's pulse ---------------------------------------------

case "clear_mines: a unit of another formation does not clear in this pulse" {
  rules            = ["mines.clearance", "turn.operations"]
  fixture          = "mines-clearers"
  active_formation = "panzergrenadier"
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  expect {
    rejected = { code = "not_active", rule = "turn.operations" }
  }
}

case "clear_mines: a unit off the map clears nothing" {
  rules   = ["mines.clearance", "defences.measures"]
  fixture = "mines-clearers"
  unit "reserve" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
  }
  action "clear_mines" {
    unit = "reserve"
    hex  = "C4"
  }
  expect {
    rejected = { code = "not_on_map", rule = "defences.measures" }
  }
}

case "clear_mines: no unit clears Mines between pulses" {
  rules            = ["mines.clearance", "turn.operations"]
  fixture          = "mines-clearers"
  active_formation = ""
  cup              = ["ccb", "end-of-turn"]
  begin            = true
  action "clear_mines" {
    unit = "halftracks"
    hex  = "C4"
  }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}
