# Combat results (5.1.3) and the Defense Bonus cap (5.1.2.2).

case "a hit on a Disrupted full-strength unit costs a step" {
  rules   = ["results.step-loss", "fire.armor-save", "fire.defence-bonus"]
  fixture = "crusaders-fire-ap-at-panzer"
  unit "pz" { statuses = ["disrupted"] }
  # 3d6: 5, 2, 1 -> 1 hit. Pz IVG in Clear: Armor Factor 2 + 0 = 2d6: 3, 4 -> no save.
  dice = [5, 2, 1, 3, 4]

  expect {
    attack {
      hits         = 1
      defence_dice = 2
      saved        = 0
      net_hits     = 1
    }
    unit "pz" {
      alive    = true
      reduced  = true
      statuses = ["disrupted"]
    }
    marker "C6" "wreck" { present = false }
  }
}

# A reduced, Disrupted soft unit hit once is eliminated; only hard targets leave wrecks.
case "a hit on a reduced Disrupted platoon eliminates it, and infantry leaves no wreck" {
  rules   = ["results.step-loss", "results.wreck", "fire.terrain-defence"]
  fixture = "soviets-fire-he-at-germans"
  unit "germans" {
    type     = "german-rifle"
    side     = "german"
    at       = "C4" # 2 hexes: normal range (reduced would be 1)
    reduced  = true
    statuses = ["disrupted"]
  }
  # 2d6: 5, 1 -> 1 hit; Clear gives no defence dice.
  dice = [5, 1]

  expect {
    attack {
      to_hit   = 5
      hits     = 1
      net_hits = 1
    }
    unit "germans" {
      alive = false
    }
    marker "C4" "wreck" { present = false }
  }
}

case "a Disrupted unit may not fire" {
  rules   = ["results.disrupted-effects", "fire.ranged-combat"]
  fixture = "crusaders-fire-ap-at-panzer"
  unit "crusaders" { statuses = ["disrupted"] }
  expect {
    rejected = { code = "disrupted", rule = "results.disrupted-effects" }
  }
}

# The 5.1.2.2 example: Panthers (Armor Factor 3) in a City hex (+1), Concealed (+1), with a wreck
# in the hex (+1): only 2 of the 3 bonuses count, so they throw 5 dice. The example gives no dice;
# these are chosen so that every hit is saved. The Crusaders are 4 hexes away, so no Good Order
# enemy is adjacent and the concealment holds. Having neither disrupted nor reduced the Panthers,
# the Crusaders acquire them (5.2), and an acquired unit cannot stay Concealed.
case "a hard target adds at most 2 Defense Bonus dice" {
  rules   = ["fire.defence-cap", "fire.concealed", "fire.defence-bonus", "results.wreck", "fire.armor-save", "acquisition.gain", "acquisition.exceptions"]
  fixture = "crusaders"

  board {
    hex "C6" { terrain = "city" }
    marker "C6" "wreck" {
    }
  }
  unit "panthers" {
    type     = "panther"
    side     = "german"
    at       = "C6"
    statuses = ["concealed"]
  }
  # 3d6: 6, 6, 5 -> 3 hits. Panther 5d6 (3 + 2): 6, 6, 6, 1, 2 -> 3 saves at 6+ (provisional save 6).
  dice = [6, 6, 5, 6, 6, 6, 1, 2]

  action "fire" {
    unit   = "crusaders"
    target = "panthers"
    weapon = "ap"
  }

  expect {
    attack {
      hits         = 3
      defence_dice = 5
      save_number  = 6
      saved        = 3
      net_hits     = 0
    }
    unit "panthers" {
      alive    = true
      reduced  = false
      statuses = ["acquisition-a"]
    }
    unit "crusaders" { statuses = ["ops-complete", "acquisition-a"] }
    log_contains = ["panthers is acquired and no longer Concealed", "Defense Bonus 2 = Town/City 1 [fire.defence-bonus] + Wreck 1 [results.wreck] + concealed 1 [fire.concealed] - hard-target cap 1 [fire.defence-cap]"]
  }
}

# Hard targets are attacked with AP firepower only (2.6, 5.1): a Pz IVG face carries an armor
# factor, so HE fire at it is refused.
case "HE fire at a hard target is refused" {
  rules   = ["fire.firepower-choice", "units.target-types"]
  fixture = "crusaders-and-panzer"
  unit "pz" { at = "C4" }
  action "fire" {
    unit   = "crusaders"
    target = "pz"
    weapon = "he"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "fire.firepower-choice" }
  }
}

# Disrupted units keep their distance (5.1.3): Disrupted Pz IVGs in C2 see Crusaders in C8.
fixture "results-disrupted-pz" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
    statuses  = ["disrupted"]
  }
  unit "crusaders" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "C8"
  }
  active_formation = "panzer-abteilung"
}

case "a Disrupted unit may not advance toward an enemy it sees" {
  rules   = ["results.disrupted-movement", "results.disrupted-effects"]
  fixture = "results-disrupted-pz"
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    rejected = { code = "disrupted_advance", rule = "results.disrupted-movement" }
  }
}

case "a Disrupted unit may move away from the enemy" {
  rules   = ["results.disrupted-movement", "results.disrupted-effects"]
  fixture = "results-disrupted-pz"
  action "move" {
    unit = "pz"
    path = ["C1"]
  }
  expect {
    unit "pz" {
      at       = "C1"
      statuses = ["disrupted"]
    }
  }
}

# Behind a Forest the Crusaders are out of the Disrupted unit's sight: it may close in.
case "a Disrupted unit may move toward an enemy it does not see" {
  rules   = ["results.disrupted-movement", "los.ground"]
  fixture = "results-disrupted-pz"
  board {
    hex "C5" { terrain = "forest" }
  }
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    unit "pz" { at = "C3" }
  }
}

# A step that would come next to an enemy is an advance too: here the path goes away first, then
# back toward the Crusaders, and the second step is refused.
case "no step of a Disrupted unit's path may bring it closer to a seen enemy" {
  rules   = ["results.disrupted-movement"]
  fixture = "results-disrupted-pz"
  unit "crusaders" { at = "C4" }
  action "move" {
    unit = "pz"
    path = ["C1", "C2"]
  }
  expect {
    rejected = { code = "disrupted_advance", rule = "results.disrupted-movement" }
  }
}

# Already next to the Crusaders (C3), the Disrupted Pz IVGs retreat from them.
case "a Disrupted unit next to an enemy may retreat from it" {
  rules   = ["results.disrupted-movement"]
  fixture = "results-disrupted-pz"
  unit "crusaders" { at = "C3" }
  action "move" {
    unit = "pz"
    path = ["C1"]
  }
  expect {
    unit "pz" { at = "C1" }
  }
}

# ---- 5.1.3: single-step units ----------------------------------------------------------------------

# The BA-64 armoured car is the project's single-step unit (no reduced face; units/soviet.hcl).
fixture "crusaders-fire-ap-at-armoured-car" {
  fixture = "crusaders-fire-ap-at-panzer"
  unit "pz" { type = "ba-64" }
}

case "a single-step unit is Disrupted by its first hit like any unit" {
  rules   = ["results.single-step", "results.disruption"]
  fixture = "crusaders-fire-ap-at-armoured-car"
  # 3d6: 5, 2, 1 -> 1 hit. BA-64 in Clear: Armor Factor 1 = 1d6 needing its save 6: a 3.
  dice = [5, 2, 1, 3]
  expect {
    unit "pz" {
      alive    = true
      statuses = ["disrupted"]
    }
  }
}

case "a Disrupted single-step unit has no step to lose: the next hit destroys it, and it leaves a wreck" {
  rules   = ["results.single-step", "results.wreck"]
  fixture = "crusaders-fire-ap-at-armoured-car"
  unit "pz" { statuses = ["disrupted"] }
  dice = [5, 2, 1, 3]
  expect {
    unit "pz" { alive = false }
    marker "C6" "wreck" { present = true }
    log_contains = ["pz has a single step"]
  }
}
