# The shaken-hold-fire house rule [house.shaken-hold-fire]: one precondition
# the mod adds to fire. The base game lets a Shaken unit fire its HE
# [results.shaken]; with the mod it fires nothing.

case "shaken-hold-fire: a Shaken unit may not fire even its HE" {
  rules   = ["house.shaken-hold-fire", "results.shaken"]
  fixture = "tiger-fires-he-at-rangers"
  unit "tiger" { statuses = ["shaken"] }
  expect {
    rejected = { code = "shaken", rule = "house.shaken-hold-fire", reason = "tiger is Shaken and holds its fire" }
    unit "tiger" { statuses = ["shaken"] }
  }
}

case "shaken-hold-fire: a steady unit fires as in the base game" {
  rules   = ["house.shaken-hold-fire", "combat.forms"]
  fixture = "tiger-fires-he-at-rangers"
  dice    = [1, 1]
  expect {
    attack { target = "rangers" }
    unit "tiger" { statuses = ["finished"] }
  }
}

case "shaken-hold-fire: the base game's preconditions still come first" {
  rules   = ["house.shaken-hold-fire", "combat.one-attack"]
  fixture = "tiger-fires-he-at-rangers"
  unit "tiger" {
    statuses = ["shaken"]
    counters = { fired = 1 }
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
  }
}

# The t64's opportunity fire at B8 shakes the tiger on its way (AP 12 + 7 =
# 19 vs 18); the base game would let it fire its HE at the end of the move,
# the house rule does not (two dice only: a shot would want two more).
case "shaken-hold-fire: a mover Shaken on its way holds its fire at the end of the move" {
  rules   = ["house.shaken-hold-fire", "opportunity-fire.aftermath"]
  ruleset = "base"
  mods    = ["shaken-hold-fire"]
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B1"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D8"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
  active_formation = "1-130"
  dice             = [4, 3]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
    moving = "after"
    path   = ["B8"]
  }
  action "opportunity_fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
    at     = "B8"
  }
  expect {
    log_contains = ["tiger does not fire after its move: tiger is Shaken and holds its fire"]
    unit "tiger" {
      at       = "B8"
      statuses = ["finished", "shaken"]
    }
    unit "rangers" { statuses = [] }
  }
}

case "shaken-hold-fire: a Shaken unit makes no opportunity fire" {
  rules   = ["house.shaken-hold-fire", "opportunity-fire.who"]
  ruleset = "base"
  mods    = ["shaken-hold-fire"]
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    statuses  = ["shaken"]
  }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B8"
  }
  active_side = "black-hand"
  action "move" {
    unit = "z"
    path = ["B7", "B6", "B5"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "z"
    at     = "B5"
  }
  expect {
    rejected = { code = "shaken", rule = "house.shaken-hold-fire" }
    unit "z" { statuses = [] }
  }
}
