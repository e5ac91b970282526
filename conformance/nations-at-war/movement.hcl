# Movement (4.0, 4.2): movement points, terrain costs, Ops Complete, enemy hexes, stacks.
# Terrain costs other than Clear's 1 MP are provisional (movement/movement.hcl).

# A field for movement cases: column C is Clear from C1 down; D3 Forest, D4 Town, E column a
# river (Water) with a road bridge at E5 on the road of row 5 (D5-E5-F5).
fixture "movement-field" {
  ruleset = "nations-at-war"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "D3" { terrain = "forest" }
    hex "D4" { terrain = "city" }
    region "river" {
      hexes   = ["E1-E12"]
      terrain = "water"
    }
    hex "D5" { features = ["road"] }
    hex "E5" {
      terrain  = "water"
      features = ["road", "bridge"]
    }
    hex "F5" { features = ["road"] }
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  active_formation = "panzer-abteilung"
}

case "a tank spends its whole MF of 4 on four Clear hexes and is Ops Complete" {
  rules   = ["movement.points", "movement.terrain", "movement.ops-complete"]
  fixture = "movement-field"
  action "move" {
    unit = "pz"
    path = ["C3", "C4", "C5", "C6"]
  }
  expect {
    unit "pz" {
      at       = "C6"
      counters = { mp = 4 }
      statuses = ["ops-complete"]
    }
    move {
      mp = 4
      mf = 4
    }
  }
}

case "a fifth Clear hex is beyond a Pz IVG's MF of 4" {
  rules   = ["movement.points"]
  fixture = "movement-field"
  action "move" {
    unit = "pz"
    path = ["C3", "C4", "C5", "C6", "C7"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "a unit with MP left is not yet Ops Complete and may move again in the same pulse" {
  rules   = ["movement.points", "movement.ops-complete"]
  fixture = "movement-field"
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  action "move" {
    unit = "pz"
    path = ["C4", "C5"]
  }
  expect {
    unit "pz" {
      at       = "C5"
      counters = { mp = 3 }
      statuses = []
    }
  }
}

case "the MP of several moves add up: the second move may not spend more than is left" {
  rules   = ["movement.points"]
  fixture = "movement-field"
  action "move" {
    unit = "pz"
    path = ["C3", "C4", "C5"]
  }
  action "move" {
    unit = "pz"
    path = ["C6", "C7"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "a unit that moved is Ops Complete when its formation's activation ends" {
  rules   = ["movement.ops-complete"]
  fixture = "movement-field"
  cup     = { "panzergrenadier" = 1 } # the turn goes on: no Marker Removal yet
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  action "end_activation" {}
  expect {
    unit "pz" {
      statuses = ["ops-complete"]
      counters = { mp = 0 }
    }
    unit "grenadiers" { statuses = [] }
  }
}

case "an Ops Complete unit does not move" {
  rules   = ["movement.ops-complete"]
  fixture = "movement-field"
  unit "pz" { statuses = ["ops-complete"] }
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

case "Forest costs infantry 2 MP (provisional), leaving a rifle platoon 1 of its 3" {
  rules   = ["movement.terrain", "movement.points"]
  fixture = "movement-field"
  action "move" {
    unit = "grenadiers"
    path = ["D3"]
  }
  expect {
    unit "grenadiers" {
      at       = "D3"
      counters = { mp = 2 }
      statuses = []
    }
  }
}

case "Forest costs a tank 3 MP (provisional): Forest then Town is 5, past MF 4" {
  rules   = ["movement.terrain"]
  fixture = "movement-field"
  action "move" {
    unit = "pz"
    path = ["D3", "D4"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "Water is impassable" {
  rules   = ["movement.terrain"]
  fixture = "movement-field"
  unit "pz" { at = "D2" }
  action "move" {
    unit = "pz"
    path = ["E2"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.terrain" }
  }
}

case "a bridge carries the road over the river" {
  rules   = ["movement.terrain"]
  fixture = "movement-field"
  unit "pz" { at = "D5" }
  action "move" {
    unit = "pz"
    path = ["E5", "F5"]
  }
  expect {
    unit "pz" {
      at       = "F5"
      counters = { mp = 2 }
    }
  }
}

case "a bridge hex is entered along its road only, not from the bank beside it" {
  rules   = ["movement.terrain"]
  fixture = "movement-field"
  unit "pz" { at = "D6" }
  action "move" {
    unit = "pz"
    path = ["E5"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.terrain" }
  }
}

case "a move may not end in an enemy hex" {
  rules   = ["movement.enemy-hex"]
  fixture = "movement-field"
  unit "t34" {
    type = "t-34"
    side = "soviet"
    at   = "C4"
  }
  action "move" {
    unit = "pz"
    path = ["C3", "C4"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "movement.enemy-hex" }
  }
}

case "a move may not pass through an enemy hex" {
  rules   = ["movement.enemy-hex"]
  fixture = "movement-field"
  unit "t34" {
    type = "t-34"
    side = "soviet"
    at   = "C3"
  }
  action "move" {
    unit = "pz"
    path = ["C3", "C4"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "movement.enemy-hex" }
  }
}

case "a path steps into adjacent hexes only" {
  rules   = ["movement.terrain"]
  fixture = "movement-field"
  action "move" {
    unit = "pz"
    path = ["C4"]
  }
  expect {
    rejected = { code = "not_adjacent", rule = "movement.terrain" }
  }
}

case "a unit of another formation does not move in this pulse" {
  rules   = ["movement.points"]
  fixture = "movement-field"
  unit "pz" { formation = "panzergrenadier" }
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    rejected = { code = "not_active" }
  }
}

case "a stack that began the pulse together moves together, each paying its own costs" {
  rules   = ["movement.stacks", "movement.ops-complete"]
  fixture = "movement-field"
  unit "pz" { at = "C3" }
  unit "grenadiers" { at = "C3" }
  action "move" {
    units = ["pz", "grenadiers"]
    path  = ["D3"]
  }
  expect {
    unit "pz" {
      at       = "D3"
      counters = { mp = 3 }
      statuses = []
    }
    unit "grenadiers" {
      at       = "D3"
      counters = { mp = 2 }
    }
  }
}

case "a stack is held to each unit's own MP: the rifle platoon's 3 stop the stack" {
  rules   = ["movement.stacks", "movement.points"]
  fixture = "movement-field"
  action "move" {
    units = ["pz", "grenadiers"]
    path  = ["C3", "C4", "C5", "C6"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "a stack splits: each part moves on its own path from the common hex" {
  rules   = ["movement.stacks"]
  fixture = "movement-field"
  action "move" {
    unit = "pz"
    path = ["C3", "C4"]
  }
  action "move" {
    unit = "grenadiers"
    path = ["B3"]
  }
  expect {
    unit "pz" { at = "C4" }
    unit "grenadiers" { at = "B3" }
  }
}

case "units in different hexes are no stack" {
  rules   = ["movement.stacks"]
  fixture = "movement-field"
  unit "grenadiers" { at = "B2" }
  action "move" {
    units = ["pz", "grenadiers"]
    path  = ["C3"]
  }
  expect {
    rejected = { code = "not_stacked", rule = "movement.stacks" }
  }
}

# The walk asks every walker once more where its path ends: one Disrupted in the last hex (here
# by Opportunity Fire) is stopped there, Ops Complete, though it has MP left. The T-34's HE 2
# dice at 5 (3 hexes: normal range) roll 6 and 2: one hit; the grenadiers in Clear throw no
# defence dice.
case "a unit Disrupted in the last hex of its path is Ops Complete there" {
  rules   = ["movement.ops-complete", "opportunity-fire.stop"]
  fixture = "movement-field"
  unit "enemy" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C6"
  }
  action "move" {
    unit = "grenadiers"
    path = ["C3"]
  }
  action "opportunity_fire" {
    unit   = "enemy"
    target = "grenadiers"
    weapon = "he"
    by     = "soviet"
  }
  dice = [6, 2]
  expect {
    unit "grenadiers" {
      at       = "C3"
      counters = { mp = 1 }
      statuses = ["disrupted", "ops-complete"]
    }
    log_contains = ["grenadiers stops in C3 and is Ops Complete"]
  }
}
