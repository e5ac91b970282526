# Radiation (1.7) [radiation.*]: Black Hand and White Hand infantry, and the
# Undead (undead.hcl too), cross Radiation hexes at +1 MP, unharmed; their
# vehicles do not (the base game's every-Black-Hand-unit reading is
# narrowed); immunity does not stop a Nuclear strike.

fixture "radiation-walk" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B7" "radiation" {}
  }
  unit "walker" {
    type      = "zealot"
    side      = "white-hand"
    formation = "wh-1"
    at        = "B8"
  }
  active_formation = "wh-1"
}

case "White Hand infantry crosses a Radiation hex at +1 MP, unharmed" {
  rules   = ["radiation.immune"]
  fixture = "radiation-walk"
  action "move" { # no die is rolled: the crossing makes no attack
    unit = "walker"
    path = ["B7", "B6"] # 1 + 1 Radiation, then 1
  }
  expect {
    unit "walker" {
      at       = "B6"
      statuses = ["finished"]
      reduced  = false
      counters = { mp_spent = 3 }
    }
  }
}

case "White Hand infantry pays the Radiation's +1 MP: a path one MP too long is refused" {
  rules   = ["radiation.immune"]
  fixture = "radiation-walk"
  action "move" {
    unit = "walker"
    path = ["B7", "B6", "B5"] # 1 + 1 + 1 + 1 = 4 > speed 3
  }
  expect {
    rejected = { code = "too_far" }
  }
}

case "Black Hand infantry crosses Radiation at +1 MP" {
  rules   = ["radiation.immune"]
  fixture = "radiation-walk"
  unit "walker" { side = "black-hand" }
  formation "wh-1" { side = "black-hand" }
  action "move" {
    unit = "walker"
    path = ["B7", "B6"]
  }
  expect {
    unit "walker" {
      at       = "B6"
      reduced  = false
      counters = { mp_spent = 3 }
    }
  }
}

case "a White Hand vehicle may not enter Radiation" {
  rules   = ["radiation.immune"]
  fixture = "radiation-walk"
  unit "walker" { type = "pest" }
  action "move" {
    unit = "walker"
    path = ["B7", "B6"]
  }
  expect {
    rejected = { rule = "oba.radiation" }
  }
}

case "a Black Hand vehicle may not enter Radiation: the expansion names its infantry only" {
  rules   = ["radiation.immune", "oba.radiation"]
  fixture = "radiation-walk"
  unit "walker" {
    type = "pest"
    side = "black-hand"
  }
  formation "wh-1" { side = "black-hand" }
  action "move" {
    unit = "walker"
    path = ["B7", "B6"]
  }
  expect {
    rejected = { code = "impassable", rule = "oba.radiation" } # the base movement cites its rule; radiation.immune closed it
    unit "walker" {
      at       = "B8"
      statuses = []
      counters = { mp_spent = 0 }
    }
  }
}

case "a Black Hand tank may not end its move in Radiation either" {
  rules   = ["radiation.immune", "oba.radiation"]
  fixture = "radiation-walk"
  unit "walker" {
    type = "megrim"
    side = "black-hand"
  }
  formation "wh-1" { side = "black-hand" }
  action "move" {
    unit = "walker"
    path = ["B7"]
  }
  expect {
    rejected = { code = "impassable", rule = "oba.radiation" } # the base movement cites its rule; radiation.immune closed it
    unit "walker" { at = "B8" }
  }
}

case "an Undead unit crosses Radiation at +1 MP" {
  rules   = ["radiation.immune", "undead.radiation"]
  fixture = "radiation-walk"
  unit "walker" { type = "reanimated" }
  action "move" {
    unit = "walker"
    path = ["B7", "B6"] # 1 + 1 Radiation, then 1
  }
  expect {
    unit "walker" {
      at       = "B6"
      reduced  = false
      counters = { mp_spent = 3 }
    }
  }
}

case "NATO infantry may not enter Radiation" {
  rules   = ["radiation.immune"]
  fixture = "radiation-walk"
  unit "walker" {
    type = "rangers"
    side = "nato"
  }
  formation "wh-1" { side = "nato" }
  action "move" {
    unit = "walker"
    path = ["B7", "B6"]
  }
  expect {
    rejected = { rule = "oba.radiation" }
  }
}

case "a Nuclear strike still attacks White Hand infantry" {
  rules   = ["radiation.nuclear"]
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
  unit "walker" {
    type      = "zealot"
    side      = "white-hand"
    formation = "wh-1"
    at        = "B8"
  }
  active_formation = "1-130"
  oba  = { reich = ["nuclear"] }
  dice = [5, 6, 6] # on target; HE 10 + 12 = 22 vs 13
  action "call_oba" {
    unit    = "co"
    mission = "nuclear"
    target  = "B8"
  }
  expect {
    attack {
      kind   = "nuclear"
      target = "walker"
      hits   = 9
    }
    unit "walker" { alive = false }
  }
}
