# Close air support (10.3). Dice order: AA attack dice, the aircraft's save dice (when hit), the
# abort die; the accuracy die; attack dice, defence dice (when a hit is scored), the odd-hit die;
# the return die.

fixture "air-strike-drawn" {
  ruleset = "nations-at-war"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "p47" {
    type = "p-47"
    side = "american"
  }
  unit "rifles" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E5"
  }
  unit "ghq" {
    type      = "hq-german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E5"
  }
  phase = "operations"
  cup   = ["p47", "panzergrenadier", "end-of-turn"]
  draws = ["p47"]
  action "draw" {}
}

fixture "air-strike-on-rifles" {
  fixture = "air-strike-drawn"
  action "air_strike" {
    unit   = "p47"
    target = "rifles"
  }
}

case "a drawn air strike must be played: its owner's mandatory window" {
  rules   = ["air.strikes"]
  fixture = "air-strike-drawn"
  expect {
    interrupt = "air-strike"
    log_contains = ["p47 is drawn: american must play the air strike"]
  }
}

# No AA in reach: accuracy 4, on target; 4 5 1 at To-Hit 4: two hits; Clear: no defence dice;
# the platoon is Disrupted and reduced (the HQ is no target; its casualty die, 6, spares it).
# Return die 3 > 2 hits: back next turn.
case "an air strike on target: the Ground Attack dice, no save in Clear, the return die" {
  rules   = ["air.target", "air.accuracy", "air.attack", "air.defence", "air.hits", "air.return"]
  fixture = "air-strike-on-rifles"
  dice    = [4, 4, 5, 1, 6, 3]
  expect {
    air_strike {
      accuracy     = 4
      struck       = "E5"
      firepower    = 3
      to_hit       = 4
      hits         = 2
      defence_dice = 0
      net_hits     = 2
      return_die   = 3
      returns      = true
    }
    unit "rifles" {
      reduced  = true
      statuses = ["disrupted"]
    }
    unit "ghq" {
      statuses = []
    }
    unit "p47" {
      alive  = true
      on_map = false
    }
    log_contains = ["p47 comes back next turn"]
  }
}

case "accuracy 2: a partial hit, one Ground Attack die less" {
  rules   = ["air.accuracy"]
  fixture = "air-strike-on-rifles"
  dice    = [2, 4, 1, 6]
  expect {
    air_strike {
      accuracy  = 2
      firepower = 2
      hits      = 1
    }
    unit "rifles" {
      statuses = ["disrupted"]
    }
  }
}

case "the return die at or under the hits scored: out of ammunition" {
  rules   = ["air.return"]
  fixture = "air-strike-on-rifles"
  # two hits before the defence dice (Forest: one die, 5, cancels one); return die 2 <= 2
  board {
    hex "E5" { terrain = "forest" }
  }
  dice = [5, 4, 4, 1, 5, 2]
  expect {
    air_strike {
      hits     = 2
      saved    = 1
      net_hits = 1
      returns  = false
    }
    unit "p47" {
      alive = false
    }
  }
}

case "a Concealed unit adds a die against an air strike; armour adds none" {
  rules   = ["air.defence"]
  fixture = "air-strike-on-rifles"
  board {
    hex "E5" { terrain = "forest" }
  }
  unit "rifles" {
    statuses = ["concealed"]
  }
  unit "ghq" {
    at = "H9"
  }
  unit "tank" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "E5"
  }
  # one hit: Forest 1 + Concealed 1 = 2 dice (no die for the tank), 1 1: the hit stands; the
  # odd hit between rifles and tank: 5, the second in id order (tank).
  dice = [3, 4, 1, 1, 1, 1, 5, 6]
  expect {
    air_strike {
      defence_dice = 2
      net_hits     = 1
    }
    unit "tank" {
      statuses = ["disrupted"]
    }
    unit "rifles" {
      statuses = ["concealed"]
    }
  }
}

case "accuracy 1: the defender names the neighbouring hex struck instead" {
  rules   = ["air.accuracy"]
  fixture = "air-strike-on-rifles"
  unit "rifles2" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E6"
  }
  action "deviate" {
    hex = "E4"
  }
  dice = [1, 6, 6, 6, 4]
  expect {
    air_strike {
      accuracy = 1
      struck   = "E4"
      hits     = 3
      net_hits = 0
    }
    unit "rifles" {
      statuses = []
    }
    unit "rifles2" {
      statuses = []
    }
  }
}

case "a missed strike the defender passes on lands next to the target, among the fewest of his units" {
  rules   = ["air.accuracy"]
  fixture = "air-strike-on-rifles"
  action "pass" {}
  dice = [1, 6, 6, 6, 4]
  expect {
    air_strike {
      accuracy = 1
      hits     = 3
      net_hits = 0
    }
    unit "rifles" {
      statuses = []
    }
  }
}

# AA fire: the flak battery 3 hexes away (range 4), 3 dice at 5+.
fixture "air-strike-with-flak" {
  fixture = "air-strike-drawn"
  unit "flak" {
    type      = "german-flak"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E8"
  }
  action "air_strike" {
    unit   = "p47"
    target = "rifles"
  }
}

case "the defender's AA may fire at the incoming aircraft" {
  rules   = ["air.aa-fire"]
  fixture = "air-strike-with-flak"
  expect {
    interrupt = "aa-fire"
  }
}

# 5 6 1: two hits; the P-47 saves with armour 1 at 6+: 6 cancels one; one hit left: abort. The
# abort die 5: back in the cup at the Marker Removal. The strike is over: the rifles are untouched.
case "one AA hit left after the save aborts the strike: 4-6 back to the cup" {
  rules   = ["air.aa-fire", "air.abort", "aa.firepower"]
  fixture = "air-strike-with-flak"
  action "aa_fire" {
    unit   = "flak"
    target = "p47"
  }
  dice = [5, 6, 1, 6, 5]
  expect {
    aa_fire {
      firepower    = 3
      to_hit       = 5
      hits         = 2
      defence_dice = 1
      saved        = 1
      net_hits     = 1
      result       = "cup"
    }
    unit "flak" {
      statuses = ["ops-complete"]
    }
    unit "p47" {
      alive = true
    }
    unit "rifles" {
      statuses = []
    }
    log_contains = ["p47 goes back into the cup at the Marker Removal"]
  }
}

case "an abort die of 1-3 sends the aircraft home for good" {
  rules   = ["air.abort"]
  fixture = "air-strike-with-flak"
  action "aa_fire" {
    unit   = "flak"
    target = "p47"
  }
  dice = [5, 1, 1, 1, 3]
  expect {
    aa_fire {
      net_hits = 1
      result   = "home"
    }
    unit "p47" {
      alive = false
    }
  }
}

case "two AA hits left destroy the aircraft" {
  rules   = ["air.abort"]
  fixture = "air-strike-with-flak"
  action "aa_fire" {
    unit   = "flak"
    target = "p47"
  }
  dice = [5, 6, 1, 2]
  expect {
    aa_fire {
      net_hits = 2
      result   = "destroyed"
    }
    unit "p47" {
      alive = false
    }
    unit "rifles" {
      statuses = []
    }
  }
}

case "AA fire that misses lets the strike go in" {
  rules   = ["air.aa-fire", "air.attack"]
  fixture = "air-strike-with-flak"
  action "aa_fire" {
    unit   = "flak"
    target = "p47"
  }
  # AA 1 1 1: no hit, no save dice; no AA unit is left to fire: accuracy 5, 4 4 4, three hits;
  # return die 6.
  dice = [1, 1, 1, 5, 4, 4, 4, 6]
  expect {
    air_strike {
      hits = 3
    }
    unit "rifles" {
      alive = false
    }
  }
}

case "a strike the AA side passes on goes in" {
  rules   = ["air.aa-fire"]
  fixture = "air-strike-with-flak"
  action "pass" {}
  dice = [6, 1, 1, 1, 6]
  expect {
    air_strike {
      hits = 0
    }
    unit "flak" {
      statuses = []
    }
  }
}
