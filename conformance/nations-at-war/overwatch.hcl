# Overwatch (11.0): 2 MP for armour, 1 for infantry; the unit carries `overwatch` instead of Ops
# Complete and fires on opportunity at normal or reduced range with +1 To-Hit.

fixture "overwatch-t34" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 12
    terrain = "clear"
  }
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  active_formation = "soviet-tanks"
}

case "the book's T-34 moves and spends 2 of its MP on Overwatch, keeping the rest" {
  rules   = ["overwatch.cost", "overwatch.marker"]
  fixture = "overwatch-t34"
  action "move" {
    unit = "t34"
    path = ["C3"]
  }
  action "overwatch" { unit = "t34" }
  action "move" {
    unit = "t34"
    path = ["C4"]
  }
  expect {
    unit "t34" {
      at       = "C4"
      counters = { mp = 4 }
      statuses = ["overwatch"]
    }
    overwatch { mp = 2 }
  }
}

case "infantry pays 1 MP for Overwatch" {
  rules   = ["overwatch.cost"]
  fixture = "overwatch-t34"
  unit "t34" { type = "soviet-rifle" }
  action "overwatch" { unit = "t34" }
  expect {
    unit "t34" {
      counters = { mp = 1 }
      statuses = ["overwatch"]
    }
  }
}

case "Overwatch needs its MP: a T-34 with 1 MP left cannot pay 2" {
  rules   = ["overwatch.cost"]
  fixture = "overwatch-t34"
  action "move" {
    unit = "t34"
    path = ["C3", "C4", "C5", "C6"]
  }
  action "overwatch" { unit = "t34" }
  expect {
    rejected = { code = "too_far", rule = "overwatch.cost" }
  }
}

case "at the end of its activation a unit in Overwatch is not marked Ops Complete" {
  rules   = ["overwatch.marker", "movement.ops-complete"]
  fixture = "overwatch-t34"
  cup     = { "panzer-abteilung" = 1 }
  action "move" {
    unit = "t34"
    path = ["C3", "C4", "C5"]
  }
  action "overwatch" { unit = "t34" }
  action "end_activation" {}
  expect {
    unit "t34" {
      statuses = ["overwatch"]
      counters = { mp = 0 }
    }
  }
}

case "a Disrupted unit does not go into Overwatch" {
  rules   = ["overwatch.restrictions"]
  fixture = "overwatch-t34"
  unit "t34" { statuses = ["disrupted"] }
  action "overwatch" { unit = "t34" }
  expect {
    rejected = { code = "disrupted", rule = "overwatch.restrictions" }
  }
}

case "a unit in a Smoke hex does not go into Overwatch" {
  rules   = ["overwatch.restrictions"]
  fixture = "overwatch-t34"
  board {
    marker "C2" "smoke" { level = 1 }
  }
  action "overwatch" { unit = "t34" }
  expect {
    rejected = { code = "in_smoke", rule = "overwatch.restrictions" }
  }
}

case "a unit in Overwatch does not move and fire" {
  rules   = ["overwatch.restrictions"]
  fixture = "overwatch-t34"
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C8"
  }
  action "overwatch" { unit = "t34" }
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C3"]
  }
  expect {
    rejected = { code = "no_move_and_fire", rule = "overwatch.restrictions" }
  }
}

case "a unit that moved and fired does not go into Overwatch" {
  rules   = ["overwatch.restrictions"]
  fixture = "overwatch-t34"
  unit "pz" { # Ops Complete: it opens no Opportunity Fire window on the T-34's move
    type     = "pz-ivg"
    side     = "german"
    at       = "C8"
    statuses = ["ops-complete"]
  }
  dice = [1, 1]
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C3"]
  }
  action "overwatch" { unit = "t34" }
  expect {
    rejected = { code = "ops_complete" }
  }
}

case "a unit already in Overwatch does not pay again" {
  rules   = ["overwatch.marker"]
  fixture = "overwatch-t34"
  action "overwatch" { unit = "t34" }
  action "overwatch" { unit = "t34" }
  expect {
    rejected = { code = "overwatch", rule = "overwatch.marker" }
  }
}

# The T-34 waits in Overwatch; the Pz IV's move ends within the T-34's normal range of 6.
fixture "overwatch-panzer-moves" {
  fixture = "overwatch-t34"
  unit "t34" { statuses = ["overwatch"] }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C10"
  }
  active_formation = "panzer-abteilung"
}

case "the book's T-34 in Overwatch fires at the Panzer IV within normal range, needing 6 instead of 5" {
  rules   = ["overwatch.fire", "overwatch.ops-complete"]
  fixture = "overwatch-panzer-moves"
  # 3 AP dice at 5+1: 6 5 1, one hit; the Panzer IV's 2 armour dice 1 1 save nothing
  dice = [6, 5, 1, 1, 1]
  action "move" {
    unit = "pz"
    path = ["C9", "C8"]
  }
  action "opportunity_fire" {
    unit   = "t34"
    target = "pz"
  }
  expect {
    attack {
      attacker = "t34"
      to_hit   = 6
      distance = 6
      hits     = 1
    }
    unit "t34" { statuses = ["ops-complete"] }
    unit "pz" {
      at       = "C8"
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "Overwatch fire never reaches extended range" {
  rules   = ["overwatch.fire"]
  fixture = "overwatch-panzer-moves"
  # a second T-34, not in Overwatch, may fire at extended range, so the window opens at C9
  unit "t34b" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "B2"
  }
  action "move" {
    unit = "pz"
    path = ["C9", "C8"]
  }
  action "opportunity_fire" {
    unit   = "t34"
    target = "pz"
  }
  expect {
    rejected = { code = "overwatch_range", rule = "overwatch.fire" }
  }
}

case "a unit in Overwatch that is Disrupted loses its Overwatch" {
  rules   = ["overwatch.lost"]
  fixture = "overwatch-panzer-moves"
  unit "pz" { at = "C7" }
  # the Pz IV's 3 AP dice 6 1 1 hit once; the T-34's armour dice 1 1 save nothing
  dice = [6, 1, 1, 1, 1]
  action "fire" {
    unit   = "pz"
    target = "t34"
    weapon = "ap"
  }
  expect {
    unit "t34" { statuses = ["disrupted"] }
  }
}

case "the Overwatch marker comes off when the unit's formation activates again" {
  rules   = ["overwatch.marker"]
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 12
    terrain = "clear"
  }
  unit "hq" {
    type      = "hq-t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C3"
  }
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
    statuses  = ["overwatch"]
  }
  cup   = ["soviet-tanks"]
  draws = ["soviet-tanks"]
  action "draw" {}
  expect {
    active_formation = "soviet-tanks"
    unit "t34" { statuses = [] }
  }
}
