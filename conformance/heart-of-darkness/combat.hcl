# Combat (2.1) [combat.*].
#
# Counters: Rangers AP 6 / HE 5 range 3, armor 13; Zealot armor 13; M113
# HE 4, armor 14; King Tiger AP 10 range 6, armor 18. A base attack: AV =
# firepower + 2D6 (+1 at close range), DV = armor + terrain.

fixture "combat-board" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
  }
  phase            = "actions"
  active_formation = "1st-ranger"
}

# --- Shaken as a step --------------------------------------------------------------

fixture "combat-prophet" {
  fixture = "combat-board"
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B5"
    attached  = ["black-hand-prophet"]
  }
  action "fire" {
    unit   = "rangers"
    target = "zealot"
    weapon = "he"
  }
}

case "a unit with the Terror skill takes no Shaken marker, yet one hit is spent on that step" {
  rules   = ["combat.shaken-step"]
  fixture = "combat-prophet"
  dice    = [5, 4] # HE 5 + 9 = 14 vs 13: 1 hit
  expect {
    attack { hits = 1 }
    unit "zealot" {
      statuses = []
      reduced  = false
    }
  }
}

case "a unit with the Terror skill: two hits reduce it, with no Shaken marker" {
  rules   = ["combat.shaken-step"]
  fixture = "combat-prophet"
  dice    = [5, 5] # 15 vs 13: 2 hits
  expect {
    attack { hits = 2 }
    unit "zealot" {
      statuses = []
      reduced  = true
    }
  }
}

case "a unit with the Terror skill: three hits destroy it, the Shaken step counted" {
  rules   = ["combat.shaken-step"]
  fixture = "combat-prophet"
  dice    = [6, 5] # 16 vs 13: 3 hits
  expect {
    unit "zealot" { alive = false }
  }
}

case "a reduced unit with the Terror skill: one hit is spent on its Shaken step, with no marker" {
  rules   = ["combat.shaken-step"]
  fixture = "combat-prophet"
  unit "zealot" { reduced = true }
  dice = [5, 4] # 14 vs 13: 1 hit
  expect {
    unit "zealot" {
      alive    = true
      statuses = []
      reduced  = true
    }
  }
}

# --- High Morale ------------------------------------------------------------------------

fixture "combat-high-morale" {
  fixture = "combat-board"
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B5"
    statuses  = ["high-morale"]
  }
  action "fire" {
    unit   = "rangers"
    target = "zealot"
    weapon = "he"
  }
}

case "High Morale: one hit takes the marker instead of Shaking the unit" {
  rules   = ["combat.high-morale"]
  fixture = "combat-high-morale"
  dice    = [5, 4] # 14 vs 13: 1 hit
  expect {
    attack { hits = 1 }
    unit "zealot" {
      alive    = true
      statuses = []
      reduced  = false
    }
  }
}

case "High Morale: two hits take the marker and reduce the unit, with no Shaken marker" {
  rules   = ["combat.high-morale"]
  fixture = "combat-high-morale"
  dice    = [5, 5] # 15 vs 13: 2 hits, counted as usual once the marker is lost
  expect {
    attack { hits = 2 }
    unit "zealot" {
      alive    = true
      statuses = []
      reduced  = true
    }
  }
}

case "High Morale: three hits destroy the unit" {
  rules   = ["combat.high-morale"]
  fixture = "combat-high-morale"
  dice    = [6, 5] # 16 vs 13: 3 hits
  expect {
    attack { hits = 3 }
    unit "zealot" { alive = false }
  }
}

case "High Morale on a reduced unit: one hit takes the marker only" {
  rules   = ["combat.high-morale"]
  fixture = "combat-high-morale"
  unit "zealot" { reduced = true }
  dice    = [5, 4] # 14 vs 13: 1 hit
  expect {
    unit "zealot" {
      alive    = true
      statuses = []
      reduced  = true
    }
  }
}

# --- Objects lost with a transport ------------------------------------------------------------

case "a destroyed transport takes its passengers' Weapons out of the game; the Charred Heart stays in the hex" {
  rules   = ["combat.transport-loss"]
  fixture = "combat-board"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "rangers" {
    aboard  = "m113"
    carries = ["m60", "charred-heart"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B10" # out of the Charred Heart's aura
  }
  active_formation = "1-130"
  dice             = [6, 6] # AP 10 + 12 against the M113's 14: destroyed
  action "fire" {
    unit   = "tiger"
    target = "m113"
    weapon = "ap"
  }
  expect {
    unit "m113" { alive = false }
    unit "rangers" { alive = false }
    marker "B5" "m60" { present = false }
    marker "B5" "charred-heart" { present = true }
  }
}

# --- Mines and fire strike on entry only ----------------------------------------------------------

case "a unit leaving a mined hex is not attacked by the minefield" {
  rules   = ["combat.entry-only"]
  fixture = "combat-board"
  board {
    marker "B7" "mines" {}
  }
  action "move" {
    unit = "rangers"
    path = ["B8"]
  }
  expect {
    unit "rangers" {
      at       = "B8"
      statuses = ["finished"]
    }
    marker "B7" "mines" { present = true }
  }
}

case "a unit entering a mined hex is attacked" {
  rules   = ["combat.entry-only"]
  fixture = "combat-board"
  board {
    marker "B8" "mines" {}
  }
  dice = [
    3, 3, # the minefield: HE 8 + 6 vs 13: 1 hit
    4,    # the minefield stays
  ]
  action "move" {
    unit = "rangers"
    path = ["B8"]
  }
  expect {
    attack {
      kind   = "mine"
      target = "rangers"
    }
    unit "rangers" { statuses = ["finished", "shaken"] }
  }
}

case "a unit leaving a burning hex is not attacked by the fire" {
  rules   = ["combat.entry-only"]
  fixture = "combat-board"
  board {
    marker "B7" "fire" { level = 1 }
  }
  action "move" {
    unit = "rangers"
    path = ["B8"]
  }
  expect {
    unit "rangers" {
      at       = "B8"
      statuses = ["finished"]
    }
  }
}

# --- Fire-placing weapons ---------------------------------------------------------------------------

case "a fire-placing weapon is never used in an assault" {
  rules   = ["combat.fire-attacks"]
  fixture = "combat-board"
  unit "rangers" { carries = ["flammenwerfer"] }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B6"
  }
  action "assault" {
    units  = ["rangers"]
    target = "zealot"
    path   = ["B6"]
    weapon = "flammenwerfer"
  }
  expect {
    rejected = { code = "fire_placing" }
  }
}

# --- Factors without a printed range -------------------------------------------------------------

fixture "combat-abomination" {
  fixture = "combat-board"
  unit "abomination" {
    type      = "abomination"
    side      = "white-hand"
    formation = "white-hand"
    at        = "B6"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B5"
  }
  active_formation = "white-hand"
}

case "a factor without a printed range never fires, even at the next hex" {
  rules   = ["combat.assault-only"]
  fixture = "combat-abomination"
  action "fire" {
    unit   = "abomination"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    rejected = { code = "assault_only", rule = "combat.assault-only" }
  }
}

case "a factor without a printed range leads an assault" {
  rules   = ["combat.assault-only"]
  fixture = "combat-abomination"
  dice    = [6, 6] # AP 8 + 12 + assault 2 = 22 against the King Tiger's 18: 4 hits
  action "assault" {
    units  = ["abomination"]
    target = "tiger"
    path   = ["B5"]
    weapon = "ap"
  }
  expect {
    attack {
      av   = 22
      dv   = 18
      hits = 4
    }
    unit "tiger" { alive = false }
  }
}
