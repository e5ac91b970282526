# Mods change rules with a few lines of data; these cases pin what they do.

case "a house rule mod makes long range cost 3 AV" {
  rules   = ["house.long-range-3", "combat.attack-value"]
  ruleset = "base"
  mods    = ["long-range-3"]
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    type = "king-tiger"
    side = "reich"
    at   = "B2"
  }
  unit "t64" {
    type = "t-64"
    side = "nato"
    at   = "B9"
  }
  dice = [6, 5]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack {
      av = 18 # AP 10 + 11 - 3
    }
    log_contains = ["house.long-range-3"]
  }
}

case "a patch changes one stat and keeps the rest" {
  rules   = ["combat.defense-value", "results.full-strength"]
  ruleset = "base"
  mods    = ["heavy-armor"]
  board {
    cols = 10
    rows = 12
  }
  unit "t64" {
    type = "t-64"
    side = "nato"
    at   = "B2"
  }
  unit "tiger" {
    type = "king-tiger"
    side = "reich"
    at   = "B5"
  }
  dice = [6, 4]
  action "fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 23 # AP 12 + 10 + 1 close range (3 hexes, half of 10 or less)
      dv   = 19 # the patched armor
      hits = 4
    }
    unit "tiger" { alive = false }
    marker "B5" "wreck" { present = true }
  }
}
