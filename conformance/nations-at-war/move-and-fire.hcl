# Move and fire (4.1): `fire` with `moving` ("after": walk the path, then fire; "before": fire,
# then walk) and a `path` of up to half the MF, rounded down; -1 firepower, +1 To-Hit.

fixture "move-and-fire-field" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 12
    terrain = "clear"
    hex "D3" { terrain = "forest" }
  }
  active_formation = "soviet-tanks"
}

case "the book's T-34 moves 2 of its MF 5 and fires: AP 3 becomes 2 dice, To-Hit 5 becomes 6" {
  rules   = ["move-and-fire.move-first", "move-and-fire.penalty", "move-and-fire.ops-complete"]
  fixture = "move-and-fire-field"
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C9"
  }
  # attack dice 6 6 (two hits at 6+); the Pz IVG's two armour dice 1 2 save nothing
  dice = [6, 6, 1, 2]
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C3", "C4"]
  }
  expect {
    attack {
      firepower = 2
      to_hit    = 6
      distance  = 5
      hits      = 2
      net_hits  = 2
    }
    unit "t34" {
      at       = "C4"
      counters = { mp = 2 }
      statuses = ["ops-complete"]
    }
    unit "pz" {
      statuses = ["disrupted"]
      reduced  = true
    }
  }
}

case "a T-34 moving and firing may not walk 3 hexes: half of MF 5 is 2" {
  rules   = ["move-and-fire.move-first"]
  fixture = "move-and-fire-field"
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C9"
  }
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C3", "C4", "C5"]
  }
  expect {
    rejected = { code = "too_far", rule = "move-and-fire.move-first" }
  }
}

case "the book's Tiger I: MF 3 halves to 1, so it moves one hex costing at most 1 MP" {
  rules   = ["move-and-fire.move-first"]
  fixture = "move-and-fire-field"
  unit "tiger" {
    type      = "tiger-i"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "t34" {
    type = "t-34"
    side = "soviet"
    at   = "C9"
  }
  active_formation = "panzer-abteilung"
  # AP 4 at To-Hit 4 becomes 3 dice at 5: 1 1 1 miss
  dice = [1, 1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t34"
    weapon = "ap"
    moving = "after"
    path   = ["C3"]
  }
  expect {
    attack {
      firepower = 3
      to_hit    = 5
      hits      = 0
    }
    unit "tiger" {
      at       = "C3"
      statuses = ["ops-complete"]
    }
  }
}

case "the book's Tiger I may not move into a hex costing more than its 1 MP (Forest, 3 for tracks)" {
  rules   = ["move-and-fire.move-first", "movement.terrain"]
  fixture = "move-and-fire-field"
  unit "tiger" {
    type      = "tiger-i"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "t34" {
    type = "t-34"
    side = "soviet"
    at   = "C9"
  }
  active_formation = "panzer-abteilung"
  action "fire" {
    unit   = "tiger"
    target = "t34"
    weapon = "ap"
    moving = "after"
    path   = ["D3"]
  }
  expect {
    rejected = { code = "too_far", rule = "move-and-fire.move-first" }
  }
}

case "the book's Panzer IV fires first at 2 dice needing 6, then moves 2 (half of 4)" {
  rules   = ["move-and-fire.fire-first", "move-and-fire.penalty", "move-and-fire.ops-complete"]
  fixture = "move-and-fire-field"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "t34" {
    type = "t-34"
    side = "soviet"
    at   = "C7"
  }
  active_formation = "panzer-abteilung"
  # attack dice 6 5: one hit at 6+; the T-34's armour dice 6 1 save it
  dice = [6, 5, 6, 1]
  action "fire" {
    unit   = "pz"
    target = "t34"
    weapon = "ap"
    moving = "before"
    path   = ["B2", "A2"]
  }
  expect {
    attack {
      firepower = 2
      to_hit    = 6
      distance  = 5
      hits      = 1
      saved     = 1
      net_hits  = 0
    }
    unit "pz" {
      at       = "A2"
      counters = { mp = 2 }
      statuses = ["ops-complete"]
    }
  }
}

case "firing first, the range is the one before the move" {
  rules   = ["move-and-fire.fire-first"]
  fixture = "move-and-fire-field"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "t34" {
    type = "t-34"
    side = "soviet"
    at   = "C7"
  }
  active_formation = "panzer-abteilung"
  dice = [1, 1]
  action "fire" {
    unit   = "pz"
    target = "t34"
    weapon = "ap"
    moving = "before"
    path   = ["C3", "C4"]
  }
  expect {
    attack { distance = 5 }
    unit "pz" { at = "C4" }
  }
}

case "moving first, the range is counted from the end of the path" {
  rules   = ["move-and-fire.move-first"]
  fixture = "move-and-fire-field"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "t34" {
    type = "t-34"
    side = "soviet"
    at   = "C12"
  }
  active_formation = "panzer-abteilung"
  # 10 hexes at the start, 8 at the end of the path: the shot counts 8 (extended range, To-Hit
  # 5 + 1 + 1 = 7, more than a die shows; the two dice still roll)
  dice = [1, 1]
  action "fire" {
    unit   = "pz"
    target = "t34"
    weapon = "ap"
    moving = "after"
    path   = ["C3", "C4"]
  }
  expect {
    attack { distance = 8 }
  }
}

case "the book's Sherman M4A4 fires on opportunity at the moving Panzer III after one hex; it misses, and the Panzer III finishes its move and fires" {
  rules   = ["move-and-fire.opportunity", "move-and-fire.move-first", "move-and-fire.penalty"]
  fixture = "move-and-fire-field"
  unit "pz3" {
    type      = "panzer-iii"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "sherman" {
    type      = "m4a4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "C8"
  }
  active_formation = "panzer-abteilung"
  # the Sherman's 3 AP dice at 5+: 1 2 3, a miss; then the Panzer III's AP 2-1 = 1 die at 5+1 = 6:
  # 6, a hit; the Sherman's 2 armour dice 6 1 save it
  dice = [1, 2, 3, 6, 6, 1]
  action "fire" {
    unit   = "pz3"
    target = "sherman"
    weapon = "ap"
    moving = "after"
    path   = ["C3", "C4"]
  }
  action "opportunity_fire" {
    unit   = "sherman"
    target = "pz3"
  }
  expect {
    attack {
      attacker  = "pz3"
      firepower = 1
      to_hit    = 6
      distance  = 4
      hits      = 1
      saved     = 1
    }
    unit "pz3" {
      at       = "C4"
      statuses = ["ops-complete"]
    }
    unit "sherman" { statuses = ["ops-complete"] }
  }
}

case "a unit disrupted by Opportunity Fire while moving and firing neither moves on nor fires" {
  rules   = ["move-and-fire.disrupted", "move-and-fire.opportunity"]
  fixture = "move-and-fire-field"
  unit "pz3" {
    type      = "panzer-iii"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "sherman" {
    type      = "m4a4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "C8"
  }
  active_formation = "panzer-abteilung"
  # the Sherman's 3 dice 6 1 1: one hit; the Panzer III's armour dice 1 1 save nothing
  dice = [6, 1, 1, 1, 1]
  action "fire" {
    unit   = "pz3"
    target = "sherman"
    weapon = "ap"
    moving = "after"
    path   = ["C3", "C4"]
  }
  action "opportunity_fire" {
    unit   = "sherman"
    target = "pz3"
  }
  expect {
    attack { attacker = "sherman" }
    unit "pz3" {
      at       = "C3"
      statuses = ["disrupted", "ops-complete"]
    }
    log_contains = ["does not fire"]
  }
}

case "a unit with an MF of 1 may not move and fire" {
  rules   = ["move-and-fire.eligibility"]
  fixture = "move-and-fire-field"
  unit "gun" {
    type      = "us-57mm-atg"
    side      = "american"
    formation = "ccb"
    at        = "C2"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C5"
  }
  active_formation = "ccb"
  action "fire" {
    unit   = "gun"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C3"]
  }
  expect {
    rejected = { code = "no_move_and_fire", rule = "move-and-fire.eligibility" }
  }
}

case "mortars never move and fire" {
  rules   = ["move-and-fire.eligibility"]
  fixture = "move-and-fire-field"
  unit "mortar" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "C2"
  }
  unit "rifles" {
    type = "german-rifle"
    side = "german"
    at   = "C6"
  }
  active_formation = "ccb"
  action "fire" {
    unit   = "mortar"
    target = "rifles"
    weapon = "he"
    moving = "after"
    path   = ["C3"]
  }
  expect {
    rejected = { code = "no_move_and_fire", rule = "move-and-fire.eligibility" }
  }
}

case "a platoon that just dismounted (unloading) may not move and fire" {
  rules   = ["move-and-fire.eligibility", "move-and-fire.same-activation"]
  fixture = "move-and-fire-field"
  unit "ai" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C2"
    mounted   = true
  }
  unit "rifles" {
    type = "german-rifle"
    side = "german"
    at   = "C5"
  }
  active_formation = "ccb"
  action "dismount" { unit = "ai" }
  action "fire" {
    unit   = "ai"
    target = "rifles"
    weapon = "he"
    moving = "after"
    path   = ["C3"]
  }
  expect {
    rejected = { code = "ops_complete" }
  }
}

case "a unit that moved earlier in the activation may not then start a move-and-fire" {
  rules   = ["move-and-fire.same-activation"]
  fixture = "move-and-fire-field"
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C9"
  }
  action "move" {
    unit = "t34"
    path = ["C3"]
  }
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C4"]
  }
  expect {
    rejected = { code = "no_move_and_fire", rule = "move-and-fire.same-activation" }
  }
}

case "a move-and-fire may not enter an enemy hex" {
  rules   = ["move-and-fire.no-enemy-hex"]
  fixture = "move-and-fire-field"
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C9"
  }
  unit "rifles" {
    type = "german-rifle"
    side = "german"
    at   = "C3"
  }
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C3"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "move-and-fire.no-enemy-hex" }
  }
}

case "a path without moving is refused" {
  rules   = ["move-and-fire.eligibility"]
  fixture = "move-and-fire-field"
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C7"
  }
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    path   = ["C3"]
  }
  expect {
    rejected = { code = "bad_param", rule = "move-and-fire.eligibility" }
  }
}

case "a stack moves and fires as one: each unit walks the same half-MF path and fires with the penalty, one attack after the other" {
  rules   = ["move-and-fire.stacks", "move-and-fire.penalty"]
  fixture = "move-and-fire-field"
  unit "t34a" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  unit "t34b" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C9"
  }
  # each: 2 dice at 6+, 1 1 (no hit)
  dice = [1, 1, 1, 1]
  action "fire" {
    unit   = "t34a"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C3", "C4"]
  }
  action "fire" {
    unit   = "t34b"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C3", "C4"]
  }
  expect {
    attack {
      attacker  = "t34b"
      firepower = 2
      to_hit    = 6
    }
    hex "C4" { units = 2 }
    unit "t34a" { statuses = ["ops-complete"] }
    unit "t34b" { statuses = ["ops-complete"] }
  }
}

case "a motorcycle platoon that mounted (1 MP) may not then move and fire" {
  rules   = ["move-and-fire.same-activation", "transport.quick"]
  fixture = "move-and-fire-field"
  unit "bikes" {
    type      = "german-motorcycle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C2"
  }
  unit "rifles" {
    type = "soviet-rifle"
    side = "soviet"
    at   = "C6"
  }
  active_formation = "panzergrenadier"
  action "mount" { unit = "bikes" }
  action "fire" {
    unit   = "bikes"
    target = "rifles"
    weapon = "he"
    moving = "after"
    path   = ["C3"]
  }
  expect {
    rejected = { code = "no_move_and_fire", rule = "move-and-fire.same-activation" }
  }
}
