# The shaken-hold-fire house rule [house.shaken-hold-fire]: one precondition
# the mod adds to fire. The base game lets a Shaken unit fire its HE
# [results.shaken]; with the mod it fires nothing.

case "shaken-hold-fire: a Shaken unit may not fire even its HE" {
  rules   = ["house.shaken-hold-fire", "results.shaken"]
  ruleset = "base"
  mods    = ["shaken-hold-fire"]
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
    statuses  = ["shaken"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "shaken", rule = "house.shaken-hold-fire", reason = "tiger is Shaken and holds its fire" }
    unit "tiger" { statuses = ["shaken"] }
  }
}

case "shaken-hold-fire: a steady unit fires as in the base game" {
  rules   = ["house.shaken-hold-fire", "combat.forms"]
  ruleset = "base"
  mods    = ["shaken-hold-fire"]
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
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { target = "rangers" }
    unit "tiger" { statuses = ["finished"] }
  }
}

case "shaken-hold-fire: the base game's preconditions still come first" {
  rules   = ["house.shaken-hold-fire", "combat.one-attack"]
  ruleset = "base"
  mods    = ["shaken-hold-fire"]
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
    statuses  = ["shaken"]
    counters  = { fired = 1 }
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
  }
}
