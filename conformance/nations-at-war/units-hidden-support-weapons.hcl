# Cases of the optional rule 10.4 [units.sw-hidden], played with the mod
# naw-hidden-support-weapons: support weapons stay hidden until their platoon first fires with
# them, and losing infantry while some are unplaced may cost one.

fixture "sw-hidden" {
  fixture = "units-brits-hmg"
  mods    = ["naw-hidden-support-weapons"]
}

case "Hidden support weapons: a platoon that fires with its HMG places it for the rest of the game" {
  rules   = ["units.sw-hidden", "units.hmg"]
  fixture = "sw-hidden"
  dice    = [5, 5, 1]
  action "fire" {
    unit   = "brits"
    target = "germans"
    weapon = "he"
  }
  expect {
    attack { firepower = 3 }
    unit "brits" {
      statuses = ["ops-complete", "sw-shown"]
      carries  = ["hmg"]
    }
    log_contains = ["brits fires with its hmg: placed for the rest of the game"]
  }
}

case "Hidden support weapons: fire that the weapon adds nothing to does not place it" {
  rules   = ["units.sw-hidden"]
  fixture = "sw-hidden"
  unit "tank" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzergrenadier"
    at        = "D3"
  }
  # the HMG adds to HE only: AP fire at the tank (one die, a miss, which acquires it) leaves it
  # unplaced
  dice = [1]
  action "fire" {
    unit   = "brits"
    target = "tank"
    weapon = "ap"
  }
  expect {
    unit "brits" { statuses = ["acquisition-a", "ops-complete"] }
  }
}

case "Hidden support weapons: without the optional rule nothing is placed, the weapon is in the open" {
  rules   = ["units.sw-assignment"]
  fixture = "units-brits-hmg"
  dice    = [5, 5, 1]
  action "fire" {
    unit   = "brits"
    target = "germans"
    weapon = "he"
  }
  expect {
    unit "brits" { statuses = ["ops-complete"] }
  }
}

# Two British platoons carry unplaced weapons; the Germans destroy a Disrupted, reduced rifle
# platoon with HE 2 at To-Hit 5 (a 5 hits, Clear gives no defence die).
fixture "sw-hidden-loss" {
  fixture = "sw-hidden"
  unit "brits" { at = "B2" }
  unit "second" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C4"
    reduced   = true
    statuses  = ["disrupted"]
  }
  unit "third" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "E2"
    carries   = ["piat"]
  }
  active_formation = "panzergrenadier"
  action "fire" {
    unit   = "germans"
    target = "second"
    weapon = "he"
  }
}

case "Hidden support weapons: the first infantry platoon lost, a 1 lets the enemy strike out an unplaced one" {
  rules   = ["units.sw-hidden"]
  fixture = "sw-hidden-loss"
  dice    = [5, 1, 1]
  expect {
    unit "second" { alive = false }
    interrupt    = "sw-strike"
    log_contains = ["british loses second: 1 - 0 = 1: german may strike out one unplaced support weapon"]
  }
}

case "Hidden support weapons: the enemy names the kind it strikes out, and the first platoon carrying it loses it" {
  rules   = ["units.sw-hidden"]
  fixture = "sw-hidden-loss"
  dice    = [5, 1, 1]
  action "strike_support_weapon" {
    item = "piat"
    by   = "german"
  }
  expect {
    unit "third" { carries = [] }
    unit "brits" { carries = ["hmg"] }
    interrupt    = ""
    log_contains = ["an unplaced piat of british is struck out"]
  }
}

case "Hidden support weapons: only a kind the side has unplaced is struck out" {
  rules   = ["units.sw-hidden"]
  fixture = "sw-hidden-loss"
  dice    = [5, 1, 1]
  action "strike_support_weapon" {
    item = "bazooka"
    by   = "german"
  }
  expect {
    rejected = { code = "not_unplaced", rule = "units.sw-hidden" }
  }
}

case "Hidden support weapons: a roll of 2 on the first loss keeps them all" {
  rules   = ["units.sw-hidden"]
  fixture = "sw-hidden-loss"
  dice    = [5, 1, 2]
  expect {
    interrupt    = ""
    log_contains = ["british loses second: 2 - 0 = 2, its unplaced support weapons are safe"]
  }
}

case "10.4 example: each infantry platoon lost beyond the first takes 1 off the roll, and a 2 then strikes one out" {
  rules   = ["units.sw-hidden"]
  fixture = "sw-hidden-loss"
  # a British rifle platoon was lost before: 2 - 1 = 1
  unit "earlier" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "F5"
    reduced   = true
    statuses  = ["disrupted"]
  }
  unit "gun" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "F6"
  }
  dice = [5, 1, 2, 5, 1, 2]
  action "fire" {
    unit   = "gun"
    target = "earlier"
    weapon = "he"
  }
  expect {
    interrupt    = "sw-strike"
    log_contains = ["british loses earlier: 2 - 1 = 1: german may strike out one unplaced support weapon"]
  }
}

case "Hidden support weapons: no window is open, nothing is struck out" {
  rules   = ["units.sw-hidden"]
  fixture = "sw-hidden"
  action "strike_support_weapon" {
    item = "hmg"
  }
  expect {
    rejected = { code = "no_interrupt", rule = "units.sw-hidden" }
  }
}
