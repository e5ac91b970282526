# Artillery fire missions (10.2). Dice order (IDS.md 4): the accuracy die once; then hex by hex
# in map order (column by column, down each column), only hexes holding targets: attack dice,
# defence dice (when a hit is scored), the odd-hit die.

fixture "artillery-barrage" {
  ruleset = "nations-at-war"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "hq" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C2"
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "E5"
  }
  unit "rifles" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E6"
  }
  unit "rifles2" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E7"
  }
  active_formation = "ccb"
  missions         = { american = ["he-4-5", "smoke"] }
}

fixture "artillery-he-on-e6" {
  fixture = "artillery-barrage"
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
}

# Accuracy 4: on target. E5 (the Pz IVG): 5 6 1 1, two hits; Clear and armour: one defence die,
# 2: both hits stand, the tank is Disrupted and reduced. E6: 1 1 1 1, nothing. E7: 5 1 1 1, one
# hit, no defence dice in Clear: Disrupted. The HQ that called is not Ops Complete.
case "an HE mission strikes the target hex and its neighbours, hex by hex in map order" {
  rules   = ["artillery.calling", "artillery.missions", "artillery.accuracy", "artillery.area", "artillery.he", "artillery.defence", "artillery.caller", "artillery.hits"]
  fixture = "artillery-he-on-e6"
  dice    = [4, 5, 6, 1, 1, 2, 1, 1, 1, 1, 5, 1, 1, 1]
  expect {
    reports = { barrage = 3 }
    barrage "1" {
      hex          = "E5"
      hits         = 2
      defence_dice = 1
      net_hits     = 2
    }
    barrage "2" {
      hex  = "E6"
      hits = 0
    }
    barrage {
      accuracy     = 4
      hex          = "E7"
      firepower    = 4
      to_hit       = 5
      hits         = 1
      defence_dice = 0
      net_hits     = 1
    }
    unit "pz" {
      reduced  = true
      statuses = ["disrupted"]
    }
    unit "rifles" {
      statuses = []
    }
    unit "rifles2" {
      statuses = ["disrupted"]
    }
    unit "hq" {
      statuses = []
    }
    marker "E6" "barrage" { present = false }
    log_contains = ["calls a he-4-5 mission on E6 (0 left)", "Barrage marker comes off E6", "ccb has called 1 of its 2 fire missions"]
  }
}

case "an accuracy die of 1 wastes the mission" {
  rules   = ["artillery.accuracy", "artillery.missions"]
  fixture = "artillery-he-on-e6"
  dice    = [1]
  expect {
    barrage {
      accuracy = 1
      hits     = 0
    }
    unit "pz" {
      statuses = []
    }
    log_contains = ["the mission is ineffective"]
  }
}

case "a barrage strikes friend and foe alike" {
  rules   = ["artillery.area"]
  fixture = "artillery-barrage"
  unit "pz" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
  }
  unit "rifles2" {
    at = "H9"
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  # E5, the Americans' own platoon: 6 1 1 1, one hit, no defence dice. E6: nothing.
  dice = [2, 6, 1, 1, 1, 1, 1, 1, 1]
  expect {
    unit "pz" {
      statuses = ["disrupted"]
    }
    barrage {
      hex  = "E6"
      hits = 0
    }
  }
}

case "two units in a struck hex: one roll for the hex, the odd hit by 1d6" {
  rules   = ["artillery.hits", "artillery.defence"]
  fixture = "artillery-barrage"
  unit "pz" {
    at = "H9"
  }
  unit "rifles2" {
    at = "E6"
  }
  board {
    hex "E6" { terrain = "forest" }
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  # E6 alone holds targets: 5 5 6 1, three hits; Forest: one die, 6, cancels one; two hits, one
  # each: no odd-hit die.
  dice = [3, 5, 5, 6, 1, 6]
  expect {
    barrage {
      hex          = "E6"
      hits         = 3
      defence_dice = 1
      saved        = 1
      net_hits     = 2
    }
    unit "rifles" {
      statuses = ["disrupted"]
    }
    unit "rifles2" {
      statuses = ["disrupted"]
    }
  }
}

case "an odd hit between two units of a struck hex goes by the die" {
  rules   = ["artillery.hits"]
  fixture = "artillery-barrage"
  unit "pz" {
    at = "H9"
  }
  unit "rifles2" {
    at = "E6"
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  # 6 1 1 1: one hit, no defence dice in Clear; the odd-hit die 5: the second, rifles2.
  dice = [3, 6, 1, 1, 1, 5]
  expect {
    unit "rifles" {
      statuses = []
    }
    unit "rifles2" {
      statuses = ["disrupted"]
    }
  }
}

case "Concealment gives a barrage's target no defence die" {
  rules   = ["artillery.defence"]
  fixture = "artillery-barrage"
  unit "pz" {
    at = "H9"
  }
  unit "rifles2" {
    at = "H8"
  }
  unit "rifles" {
    statuses = ["concealed"]
  }
  board {
    hex "E6" { terrain = "city" }
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  # 6 6 1 1: two hits; City: one die (no Concealment die), 1: both stand.
  dice = [6, 6, 6, 1, 1, 1]
  expect {
    barrage {
      defence_dice = 1
      net_hits     = 2
    }
    unit "rifles" {
      reduced  = true
      statuses = ["disrupted", "concealed"]
    }
  }
}

case "a smoke mission puts Smoke 2 in the target hex" {
  rules   = ["artillery.smoke", "artillery.missions", "artillery.accuracy"]
  fixture = "artillery-barrage"
  action "fire_mission" {
    unit    = "hq"
    mission = "smoke"
    target  = "E6"
  }
  dice = [5]
  expect {
    marker "E6" "smoke" { level = 2 }
    marker "E5" "smoke" { present = false }
    unit "rifles" {
      statuses = []
    }
  }
}

case "a Recon unit calls a mission too" {
  rules   = ["artillery.calling", "units.recon"]
  fixture = "artillery-barrage"
  unit "scout" {
    type      = "m8-greyhound"
    side      = "american"
    formation = "ccb"
    at        = "B2"
  }
  action "fire_mission" {
    unit    = "scout"
    mission = "smoke"
    target  = "E6"
  }
  dice = [2]
  expect {
    marker "E6" "smoke" { level = 2 }
    unit "scout" {
      statuses = []
    }
  }
}

case "a sub-HQ calls a mission too" {
  rules   = ["artillery.calling", "hq.sub-hq"]
  fixture = "artillery-barrage"
  unit "hq" {
    type = "shq-m3-lee"
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "smoke"
    target  = "E6"
  }
  dice = [6]
  expect {
    marker "E6" "smoke" { level = 2 }
  }
}

case "the caller may go on to act: two missions by one HQ" {
  rules   = ["artillery.caller", "pulse.fire-missions"]
  fixture = "artillery-he-on-e6"
  action "fire_mission" {
    unit    = "hq"
    mission = "smoke"
    target  = "E6"
  }
  dice = [1, 4]
  expect {
    marker "E6" "smoke" { level = 2 }
    log_contains = ["ccb has called 2 of its 2 fire missions"]
  }
}
