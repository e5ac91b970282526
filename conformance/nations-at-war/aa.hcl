# Anti-aircraft units (10.1): blue AA firepower, and its fire at hard targets on the ground.

fixture "aa-flak" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "flak" {
    type      = "german-flak"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C2"
  }
  unit "sherman" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "C6"
  }
  active_formation = "panzergrenadier"
}

fixture "aa-flak-fires" {
  fixture = "aa-flak"
  action "fire" {
    unit   = "flak"
    target = "sherman"
    weapon = "aa"
  }
}

# The flak battery's blue AA firepower (3 dice, provisional) at a Sherman 4 hexes away, its
# printed AA range: To-Hit 6 whatever the printed 5. 6, 5, 6 -> 2 hits; Sherman 2 dice at 6:
# 6, 1 -> 1 saved: Disrupted.
case "AA firepower fires at a hard target on the ground at To-Hit 6" {
  rules   = ["aa.ground-fire", "aa.firepower", "fire.dice-pool"]
  fixture = "aa-flak-fires"
  dice    = [6, 5, 6, 6, 1]
  expect {
    attack {
      weapon    = "aa"
      distance  = 4
      firepower = 3
      to_hit    = 6
      hits      = 2
      saved     = 1
      net_hits  = 1
    }
    unit "sherman" { statuses = ["disrupted"] }
    unit "flak" { statuses = ["ops-complete"] }
    log_contains = ["To-Hit 6 = AA fire at a ground target 6 [aa.ground-fire]"]
  }
}

# Two hexes is half the range or less, but the To-Hit stays 6: no reduced-range bonus.
case "AA fire at a ground target gets no reduced-range bonus" {
  rules   = ["aa.ground-fire"]
  fixture = "aa-flak-fires"
  unit "sherman" { at = "C4" }
  dice = [5, 5, 5]
  expect {
    attack {
      distance = 2
      to_hit   = 6
      hits     = 0
    }
  }
}

case "AA fire at a ground target has no extended range" {
  rules   = ["aa.ground-fire"]
  fixture = "aa-flak-fires"
  unit "sherman" { at = "C7" }
  expect {
    rejected = { code = "out_of_range", rule = "aa.ground-fire" }
  }
}

case "AA firepower does not fire at a soft target" {
  rules   = ["aa.ground-fire"]
  fixture = "aa-flak"
  unit "gis" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C5"
  }
  action "fire" {
    unit   = "flak"
    target = "gis"
    weapon = "aa"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "aa.ground-fire" }
  }
}

# The same battery fires HE at the soft target.
case "an AA unit fires its HE firepower at a soft target" {
  rules   = ["aa.firepower", "fire.firepower-choice"]
  fixture = "aa-flak"
  unit "gis" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C5"
  }
  dice = [1, 1]
  action "fire" {
    unit   = "flak"
    target = "gis"
    weapon = "he"
  }
  expect {
    attack {
      weapon = "he"
      to_hit = 5
    }
  }
}

case "a unit without AA firepower may not fire it" {
  rules   = ["aa.firepower", "units.factors"]
  fixture = "aa-flak"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzergrenadier"
    at        = "D2"
  }
  action "fire" {
    unit   = "pz"
    target = "sherman"
    weapon = "aa"
  }
  expect {
    rejected = { code = "no_weapon", rule = "units.factors" }
  }
}
