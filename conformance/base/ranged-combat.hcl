# Ranged combat: range bands, AV and DV arithmetic, combat results.

case "long range fire costs 2 AV" {
  rules   = ["combat.long-range", "combat.attack-value", "combat.defense-value", "combat.hits"]
  ruleset = "base"
  mods    = []

  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }

  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B9" # 7 hexes: beyond the King Tiger's AP range of 6
  }

  turn             = 1
  phase            = "actions"
  active_formation = "1-130"
  dice             = [6, 5]

  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }

  expect {
    attack {
      av   = 19 # AP 10 + 2D6 11 - 2 long range
      dv   = 20 # armor 20 in clear terrain
      hits = 0
    }
    unit "t64" {
      alive    = true
      at       = "B9"
      reduced  = false
      statuses = []
    }
    unit "tiger" {
      statuses = ["finished"]
    }
    marker "B9" "wreck" { present = false }
    log_contains = ["long range"]
  }
}

case "fire beyond double range is refused" {
  rules   = ["combat.long-range"]
  ruleset = "base"
  board {
    cols = 10
    rows = 14
  }
  unit "tiger" {
    type = "king-tiger"
    side = "reich"
    at   = "B1"
  }
  unit "t64" {
    type = "t-64"
    side = "nato"
    at   = "B14" # 13 hexes, more than twice the AP range of 6
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "out_of_range", rule = "combat.long-range" }
  }
}
