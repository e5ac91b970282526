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
