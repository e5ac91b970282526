# Cases for nw68 odds: no dice; the last action is the one whose odds are taken.

case "out of range" {
  rules   = ["combat.long-range"]
  ruleset = "base"
  board {
    cols    = 4
    rows    = 20
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
    at        = "B17"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
}


case "long range" {
  rules   = ["combat.long-range"]
  ruleset = "base"
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
    at        = "B9"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
}

case "point blank" {
  rules   = ["combat.attack-value"]
  ruleset = "base"
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
    at        = "B3"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
}
