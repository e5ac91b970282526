# Infantry: a soft target (HE only), moving fire with white ranges only, and
# the special actions that are a unit's only action of its activation:
# Sandbags, minefields, smoke [units.infantry, units.infantry-moving-fire,
# units.sandbags, terrain.sandbags, units.minefields, units.smokescreen, los.smoke].

# --- Soft targets ---------------------------------------------------------------------------

case "infantry is attacked with HE" {
  rules   = ["units.infantry", "combat.firepower-choice"]
  fixture = "tiger-and-rangers"
  board {
    cols = 6
    rows = 10
  }
  active_formation = "1-130"
  dice             = [6, 5]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      weapon = "he"
      av     = 16 # HE 5 + 11 (3 hexes: neither close, 6 > 4, nor long)
      dv     = 13 # armor 13 in clear
      hits   = 3
    }
    unit "rangers" { alive = false } # 3 hits on a full-strength unit
  }
}

case "AP fire at infantry is refused" {
  rules   = ["units.infantry", "combat.firepower-choice"]
  fixture = "tiger-and-rangers"
  board {
    cols = 6
    rows = 10
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "ap"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "combat.firepower-choice" }
  }
}

# --- Moving fire ----------------------------------------------------------------------------

case "infantry fires on the move at half speed with a white range" {
  rules   = ["units.infantry-moving-fire", "moving-fire.general"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" { at = "B2" }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B6"
    statuses  = ["finished"] # so it offers no opportunity fire on the way
  }
  active_formation = "1st-ranger"
  dice             = [4, 4]
  action "fire" {
    unit   = "rangers"
    target = "ssvt"
    weapon = "he"
    moving = "after"
    path   = ["B3", "B4"] # 2 MP: half of Speed 4
  }
  expect {
    attack {
      av   = 11 # HE 5 + 8 - 2 moving fire (2 hexes from B4: not close, 4 > 3)
      dv   = 13
      hits = 0
    }
    unit "rangers" {
      at       = "B4"
      statuses = ["finished"]
    }
  }
}

case "infantry may not fire a fixed-range weapon on the move" {
  rules   = ["units.infantry-moving-fire"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  # No infantry Weapon of the base game has a fixed range; the only fixed-range
  # item is an OBA marker, carried here to stand for one.
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    carries   = ["oba-barrage"]
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B6"
    statuses  = ["finished"]
  }
  active_formation = "1st-ranger"
  action "fire" {
    unit   = "rangers"
    target = "ssvt"
    weapon = "oba-barrage"
    moving = "before"
    path   = ["B3"]
  }
  expect {
    rejected = { code = "no_moving_fire", rule = "units.infantry-moving-fire" }
  }
}

# --- Sandbags -------------------------------------------------------------------------------

case "infantry fills Sandbags as its only action" {
  rules   = ["units.sandbags"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "fill_sandbags" { unit = "rangers" }
  expect {
    marker "C4" "sandbags" { present = true }
    unit "rangers" { statuses = ["finished"] }
    log_contains = ["fills Sandbags in C4"]
  }
}

case "a unit that filled Sandbags may not move after it" {
  rules   = ["units.sandbags", "impulse.finished"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "fill_sandbags" { unit = "rangers" }
  action "move" {
    unit = "rangers"
    path = ["C5"]
  }
  expect {
    rejected = { code = "finished", rule = "impulse.finished" }
  }
}

case "a unit that has moved may not fill Sandbags" {
  rules   = ["units.sandbags"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" {
    at       = "C4"
    counters = { moved = 1 }
  }
  active_formation = "1st-ranger"
  action "fill_sandbags" { unit = "rangers" }
  expect {
    rejected = { code = "finished", rule = "units.sandbags" }
  }
}

case "a hex holds one Sandbags marker" {
  rules   = ["units.sandbags"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
    marker "C4" "sandbags" {
    }
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "fill_sandbags" { unit = "rangers" }
  expect {
    rejected = { code = "sandbags_present", rule = "units.sandbags" }
  }
}

case "Sandbags printed on the map count as the hex's one Sandbags" {
  rules   = ["units.sandbags", "terrain.sandbags"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
    hex "C4" { features = ["sandbags"] }
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "fill_sandbags" { unit = "rangers" }
  expect {
    rejected = { code = "sandbags_present", rule = "units.sandbags" }
  }
}

case "Huge infantry may not fill Sandbags" {
  rules   = ["units.sandbags", "units.huge"]
  ruleset = "base"
  board {
    cols = 6
    rows = 10
  }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C4"
  }
  active_formation = "black-hand"
  action "fill_sandbags" { unit = "ravager" }
  expect {
    rejected = { code = "huge", rule = "units.huge" }
  }
}

case "vehicles do not fill Sandbags" {
  rules   = ["units.sandbags"]
  ruleset = "base"
  board {
    cols = 6
    rows = 10
  }
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  active_formation = "1st-ranger"
  action "fill_sandbags" { unit = "m113" }
  expect {
    rejected = { code = "not_infantry", rule = "units.sandbags" }
  }
}

case "Sandbags add 1 DV to the infantry defending in the hex" {
  rules   = ["terrain.sandbags", "units.sandbags", "combat.defense-value"]
  fixture = "tiger-and-rangers"
  board {
    cols = 6
    rows = 10
    marker "B5" "sandbags" {
    }
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
    statuses  = ["finished"] # Finished: not concealed, so Sandbags are the only bonus
  }
  active_formation = "1-130"
  dice             = [5, 5]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av   = 15 # HE 5 + 10
      dv   = 14 # armor 13 + 1 Sandbags
      hits = 1
    }
    unit "rangers" { statuses = ["shaken", "finished"] }
    log_contains = ["Sandbags 1"]
  }
}

case "Sandbags serve any land unit in the hex, vehicles too" {
  rules   = ["terrain.sandbags", "units.sandbags"]
  fixture = "tiger-fires-at-t64"
  board {
    cols = 6
    rows = 10
    marker "B5" "sandbags" {
    }
  }
  unit "t64" { at = "B5" }
  dice = [5, 5]
  expect {
    attack {
      av   = 21 # AP 10 + 10 + 1 close range (3 hexes, half of 6)
      dv   = 21 # armor 20 + 1 Sandbags (a tank may not hide there)
      hits = 0
    }
    unit "t64" { statuses = [] }
  }
}

case "Huge units get no Sandbags defence" {
  rules   = ["terrain.sandbags", "units.huge"]
  fixture = "tiger"
  board {
    cols = 6
    rows = 10
    marker "B5" "sandbags" {
    }
  }
  unit "tiger" { at = "B2" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B5"
  }
  active_formation = "1-130"
  dice             = [5, 5]
  action "fire" {
    unit   = "tiger"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      av   = 15 # HE 5 + 10
      dv   = 15 # armor 15 + 1 Sandbags - 1 (not for Huge units)
      hits = 0
    }
    log_contains = ["no Sandbags for Huge units"]
  }
}

# --- Minefields -----------------------------------------------------------------------------

case "infantry lays a minefield in an adjacent hex" {
  rules   = ["units.minefields"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "lay_mines" {
    unit = "rangers"
    hex  = "C5"
  }
  expect {
    marker "C5" "mines" { present = true }
    marker "C4" "mines" { present = false }
    unit "rangers" { statuses = ["finished"] }
  }
}

case "a minefield two hexes away is refused" {
  rules   = ["units.minefields"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "lay_mines" {
    unit = "rangers"
    hex  = "C6"
  }
  expect {
    rejected = { code = "not_adjacent", rule = "units.minefields" }
  }
}

case "a hex holds one minefield" {
  rules   = ["units.minefields"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
    marker "C4" "mines" {
    }
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "lay_mines" {
    unit = "rangers"
    hex  = "C4"
  }
  expect {
    rejected = { code = "mines_present", rule = "units.minefields" }
  }
}

case "a unit that has fired may not lay mines" {
  rules   = ["units.minefields"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" {
    at       = "C4"
    counters = { fired = 1 }
  }
  active_formation = "1st-ranger"
  action "lay_mines" {
    unit = "rangers"
    hex  = "C4"
  }
  expect {
    rejected = { code = "finished", rule = "units.minefields" }
  }
}

case "a tank the scenario does not designate may not lay mines" {
  rules   = ["units.minefields"]
  fixture = "t64"
  board {
    cols = 6
    rows = 10
  }
  unit "t64" { at = "C4" }
  action "lay_mines" {
    unit = "t64"
    hex  = "C5"
  }
  expect {
    rejected = { code = "not_infantry", rule = "units.minefields" }
  }
}

case "a unit the scenario designates lays mines" {
  rules   = ["units.minefields"]
  ruleset = "base"
  board {
    cols = 6
    rows = 10
  }
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
    counters  = { lays_mines = 1 } # designated by the scenario
  }
  active_formation = "1st-ranger"
  action "lay_mines" {
    unit = "m113"
    hex  = "C4"
  }
  expect {
    marker "C4" "mines" { present = true }
    unit "m113" { statuses = ["finished"] }
  }
}

case "Huge infantry may not lay mines" {
  rules   = ["units.minefields", "units.huge"]
  ruleset = "base"
  board {
    cols = 6
    rows = 10
  }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C4"
  }
  active_formation = "black-hand"
  action "lay_mines" {
    unit = "ravager"
    hex  = "C5"
  }
  expect {
    rejected = { code = "huge", rule = "units.huge" }
  }
}

case "a minefield attacks a unit entering it; 1-2 on the depletion die removes it" {
  rules   = ["units.minefields", "combat.hits"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
    marker "B3" "mines" {
    }
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  dice             = [2, 1, 2] # attack 2D6 = 3, depletion 2
  action "move" {
    unit = "rangers"
    path = ["B3", "B4"]
  }
  expect {
    attack {
      kind     = "mine"
      attacker = "mines"
      target   = "rangers"
      weapon   = "mines"
      av       = 11 # minefield HE 8 + 3
      dv       = 13
      hits     = 0
    }
    marker "B3" "mines" { present = false }
    unit "rangers" {
      at       = "B4"
      statuses = ["finished"]
    }
    log_contains = ["minefield depletion", "is spent"]
  }
}

case "a minefield stays on 3-6, and strikes its own side too" {
  rules   = ["units.minefields", "results.full-strength"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
    marker "B3" "mines" {
    }
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  dice             = [3, 3, 3] # attack 6, depletion 3
  action "move" {
    unit = "rangers"
    path = ["B3"]
  }
  expect {
    attack {
      av   = 14 # HE 8 + 6
      dv   = 13
      hits = 1
    }
    marker "B3" "mines" { present = true }
    unit "rangers" {
      at       = "B3"
      statuses = ["shaken", "finished"]
    }
  }
}

case "a minefield attacks an AFV with its AP value" {
  rules   = ["units.minefields", "combat.firepower-choice"]
  fixture = "tiger"
  board {
    cols = 6
    rows = 10
    marker "B3" "mines" {
    }
  }
  unit "tiger" { at = "B2" }
  active_formation = "1-130"
  dice             = [6, 6, 6] # attack 12, depletion 6
  action "move" {
    unit = "tiger"
    path = ["B3"]
  }
  expect {
    attack {
      av   = 20 # minefield AP 8 + 12
      dv   = 18 # armor 18
      hits = 2
    }
    unit "tiger" {
      reduced  = true
      statuses = ["shaken", "finished"]
    }
    marker "B3" "mines" { present = true }
  }
}

case "Sandbags in a mined hex add their DV against the minefield" {
  rules   = ["units.minefields", "terrain.sandbags"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
    marker "B3" "mines" {
    }
    marker "B3" "sandbags" {
    }
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  dice             = [3, 3, 4]
  action "move" {
    unit = "rangers"
    path = ["B3"]
  }
  expect {
    attack {
      av   = 14 # HE 8 + 6
      dv   = 14 # armor 13 + 1 Sandbags
      hits = 0
    }
    unit "rangers" { statuses = ["finished"] }
    marker "B3" "mines" { present = true }
  }
}

case "smoke in a mined hex does not help against the minefield" {
  rules   = ["units.minefields", "los.smoke"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
    marker "B3" "mines" {
    }
    marker "B3" "smoke" { level = 1 }
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  dice             = [3, 3, 1]
  action "move" {
    unit = "rangers"
    path = ["B3"]
  }
  expect {
    attack {
      av   = 14 # HE 8 + 6
      dv   = 13 # armor 13; no smoke term
      hits = 1
    }
    unit "rangers" { statuses = ["shaken", "finished"] }
    marker "B3" "mines" { present = false }
    marker "B3" "smoke" { level = 1 }
  }
}

case "laying a minefield does not set it off under the layer" {
  rules   = ["units.minefields"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  dice             = [] # no attack: nobody entered the hex
  action "lay_mines" {
    unit = "rangers"
    hex  = "C4"
  }
  expect {
    marker "C4" "mines" { present = true }
    unit "rangers" { statuses = ["finished"] }
  }
}

# --- Smoke ----------------------------------------------------------------------------------

case "infantry lays Level 1 smoke in an adjacent hex" {
  rules   = ["units.smokescreen", "los.smoke"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "lay_smoke" {
    unit = "rangers"
    hex  = "C5"
  }
  expect {
    marker "C5" "smoke" { level = 1 }
    unit "rangers" { statuses = ["finished"] }
  }
}

case "two Level 1 smokes in a hex make Level 2, which blocks LOS" {
  rules   = ["units.smokescreen", "los.smoke"]
  ruleset = "base"
  board {
    cols = 6
    rows = 10
  }
  unit "r1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B3"
  }
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B3"
  }
  unit "r3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B6"
  }
  active_formation = "1st-ranger"
  action "lay_smoke" {
    unit = "r1"
    hex  = "B4"
  }
  action "lay_smoke" {
    unit = "r2"
    hex  = "B4"
  }
  action "fire" { # B2 to B6 passes B4
    unit   = "r3"
    target = "ssvt"
    weapon = "he"
  }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
    marker "B4" "smoke" { level = 2 }
  }
}

case "a third smoke leaves Level 2 smoke at Level 2" {
  rules   = ["units.smokescreen", "los.smoke"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
    marker "C5" "smoke" { level = 2 }
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "lay_smoke" {
    unit = "rangers"
    hex  = "C5"
  }
  expect {
    marker "C5" "smoke" { level = 2 }
    unit "rangers" { statuses = ["finished"] }
    log_contains = ["stays Level 2"]
  }
}

case "smoke beyond an adjacent hex is refused" {
  rules   = ["units.smokescreen"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "lay_smoke" {
    unit = "rangers"
    hex  = "C6"
  }
  expect {
    rejected = { code = "not_adjacent", rule = "units.smokescreen" }
  }
}

case "a unit lays one smoke per activation" {
  rules   = ["units.smokescreen"]
  fixture = "rangers"
  board {
    cols = 6
    rows = 10
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  action "lay_smoke" {
    unit = "rangers"
    hex  = "C4"
  }
  action "lay_smoke" {
    unit = "rangers"
    hex  = "C4"
  }
  expect {
    rejected = { code = "finished", rule = "units.smokescreen" }
  }
}

case "Huge infantry may not lay smoke" {
  rules   = ["units.smokescreen", "units.huge"]
  ruleset = "base"
  board {
    cols = 6
    rows = 10
  }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C4"
  }
  active_formation = "black-hand"
  action "lay_smoke" {
    unit = "ravager"
    hex  = "C4"
  }
  expect {
    rejected = { code = "huge", rule = "units.huge" }
  }
}

case "a unit the scenario designates lays smoke" {
  rules   = ["units.smokescreen"]
  fixture = "tiger"
  board {
    cols = 6
    rows = 10
  }
  unit "tiger" {
    at       = "C4"
    counters = { lays_smoke = 1 }
  }
  active_formation = "1-130"
  action "lay_smoke" {
    unit = "tiger"
    hex  = "C3"
  }
  expect {
    marker "C3" "smoke" { level = 1 }
  }
}
