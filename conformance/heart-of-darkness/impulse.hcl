# The expansion's Actions phase (2.0) [impulse.*]: the pre-actions Finish
# nobody; a CO that lends its bonus to another unit's action is Finished.
#
# King Tiger AP 10 range 6; T-64 armor 20. The 1/130's CO: local rating 2.

fixture "impulse-board" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  phase            = "actions"
  active_formation = "1-130"
}

case "a CO that lends its bonus to another unit's attack is Finished" {
  rules   = ["impulse.co-bonus"]
  fixture = "impulse-board"
  dice    = [3, 3]
  action "fire" {
    unit     = "tiger"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    attack { av = 18 } # AP 10 + 2D6 6 + CO radio bonus 2
    unit "co" { statuses = ["finished"] }
    log_contains = ["co lends its bonus to tiger and is Finished"]
  }
}

case "a CO whose bonus is not asked for stays free to act" {
  rules   = ["impulse.co-bonus"]
  fixture = "impulse-board"
  dice    = [3, 3, 3, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  action "fire" {
    unit   = "co"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack { attacker = "co" }
    unit "co" { statuses = ["finished"] }
  }
}

case "calling artillery is a pre-action: the calling CO may still act" {
  rules   = ["impulse.pre-actions"]
  fixture = "impulse-board"
  oba     = { reich = ["barrage"] }
  # accuracy 4, 5, 3 on three empty hexes: nothing to strike
  dice = [4, 5, 3]
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "H8"
    hexes   = ["H9", "I8"]
  }
  action "move" {
    unit = "co"
    path = ["C2"]
  }
  expect {
    unit "co" {
      at       = "C2"
      statuses = ["finished"]
    }
  }
}

case "handing a Hero over is a pre-action: the unit still acts after it" {
  rules   = ["impulse.pre-actions", "heroes.transfer"]
  fixture = "impulse-board"
  unit "fj1" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "D4"
    attached  = ["reich-kommandant"]
  }
  unit "fj2" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "D4"
  }
  action "transfer_hero" {
    unit = "fj1"
    with = "fj2"
    hero = "reich-kommandant"
  }
  action "move" {
    unit = "fj1"
    path = ["D5"]
  }
  expect {
    unit "fj1" {
      at       = "D5"
      attached = []
    }
    unit "fj2" {
      attached = ["reich-kommandant"]
      statuses = []
    }
  }
}
