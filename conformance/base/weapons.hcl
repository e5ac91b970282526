# Weapon markers: fired instead of the unit's own factors, one per attack,
# left on the map by the dead, picked up, dropped and passed between stacked
# infantry; never by Huge units; dual AP/AA weapons [units.weapons,
# units.weapon-transfer, units.dual-weapons].

# --- Firing a Weapon ------------------------------------------------------------------------

case "infantry fires a carried MG 42 with the marker's values" {
  rules   = ["units.weapons", "combat.close-range"]
  fixture = "ssvt-next-to-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "ssvt" {
    at      = "B2"
    carries = ["mg42"]
  }
  unit "rangers" { at = "B4" }
  dice = [3, 4]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "mg42"
  }
  expect {
    attack {
      weapon = "mg42"
      av     = 14 # MG 42 HE 6 (not the SS-VT's own HE 6 r3: same FP) + 7 + 1 close range (2 hexes, half of 4)
      dv     = 13
      hits   = 1
    }
    unit "rangers" { statuses = ["shaken"] }
    unit "ssvt" {
      carries  = ["mg42"]
      statuses = ["finished", "shown-mg42"] # fired once: the MG 42 is shown
    }
  }
}

case "a Weapon's range replaces the unit's own" {
  rules   = ["units.weapons", "combat.long-range"]
  fixture = "ssvt-next-to-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "ssvt" {
    at      = "B2"
    carries = ["mg42"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B9" # 7 hexes: beyond twice the SS-VT's HE range 3, within twice the MG 42's 4
  }
  dice = [6, 6]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "mg42"
  }
  expect {
    attack {
      av   = 16 # HE 6 + 12 - 2 long range
      dv   = 13
      hits = 3
    }
    unit "rangers" { alive = false }
  }
}

case "the unit's own HE does not reach where its Weapon does" {
  rules   = ["units.weapons", "combat.long-range"]
  fixture = "ssvt-next-to-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "ssvt" {
    at      = "B2"
    carries = ["mg42"]
  }
  unit "rangers" { at = "B9" }
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "out_of_range", rule = "combat.long-range" }
  }
}

case "a unit with two Weapons fires the one it declares" {
  rules   = ["units.weapons"]
  fixture = "ssvt"
  board {
    rows = 12
  }
  unit "ssvt" { carries = ["mg42", "panzerfaust-3"] }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B5"
  }
  active_formation = "1-7-ss"
  dice             = [6, 5]
  action "fire" {
    unit   = "ssvt"
    target = "t64"
    weapon = "panzerfaust-3"
  }
  expect {
    attack {
      weapon = "panzerfaust-3"
      av     = 22 # Panzerfaust 3 AP 11 + 11 (3 hexes of 3: not close)
      dv     = 20
      hits   = 2
    }
    unit "t64" {
      reduced  = true
      statuses = ["shaken"]
    }
    unit "ssvt" { carries = ["mg42", "panzerfaust-3"] } # nothing is used up
  }
}

case "the declared Weapon must suit the target" {
  rules   = ["units.weapons", "combat.firepower-choice"]
  fixture = "ssvt-next-to-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "ssvt" {
    at      = "B2"
    carries = ["mg42", "panzerfaust-3"]
  }
  unit "rangers" { at = "B4" }
  action "fire" { # an AP launcher at soft infantry
    unit   = "ssvt"
    target = "rangers"
    weapon = "panzerfaust-3"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "combat.firepower-choice" }
  }
}

case "a Weapon not carried cannot be fired" {
  rules   = ["units.weapons"]
  fixture = "ssvt-next-to-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "ssvt" { at = "B2" }
  unit "rangers" { at = "B4" }
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "no_weapon", rule = "units.weapons" }
  }
}

case "the CO bonus applies to Weapon fire" {
  rules   = ["units.weapons", "command.local-rating"]
  fixture = "ssvt-next-to-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "ssvt" {
    at       = "B2"
    carries  = ["mg42"]
    attached = ["co"]
  }
  unit "rangers" { at = "B5" }
  dice = [2, 2]
  action "fire" {
    unit     = "ssvt"
    target   = "rangers"
    weapon   = "mg42"
    co_bonus = true
  }
  expect {
    attack {
      weapon = "mg42"
      av     = 13 # MG 42 HE 6 + 4 + 3 CO local rating (1/7 SS: 3/2/1/6); 3 hexes of 4, not close
      dv     = 13
      hits   = 0
    }
    log_contains = ["CO local rating 3"]
  }
}

case "vehicles do not fire Weapons" {
  rules   = ["units.weapons"]
  fixture = "tiger-and-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "tiger" { carries = ["mg42"] }
  unit "rangers" { at = "B4" }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_infantry", rule = "units.weapons" }
  }
}

case "Huge units do not fire Weapons" {
  rules   = ["units.weapons", "units.huge"]
  ruleset = "base"
  board {
    cols = 6
    rows = 12
  }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
    carries   = ["minigun"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "black-hand"
  action "fire" {
    unit   = "ravager"
    target = "rangers"
    weapon = "minigun"
  }
  expect {
    rejected = { code = "huge", rule = "units.huge" }
  }
}

# --- Dual AP/AA Weapons ---------------------------------------------------------------------

case "the Diskord attacks armor with its AP value" {
  rules   = ["units.dual-weapons", "units.weapons"]
  fixture = "zealot"
  board {
    cols = 6
  }
  unit "zealot" {
    at      = "B2"
    carries = ["diskord"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B5"
  }
  active_formation = "black-hand"
  dice             = [6, 6]
  action "fire" {
    unit   = "zealot"
    target = "t64"
    weapon = "diskord"
  }
  expect {
    attack {
      weapon = "diskord"
      av     = 22 # Diskord AP 10 + 12 (3 hexes of 4: not close)
      dv     = 20
      hits   = 2
    }
    unit "t64" { reduced = true }
  }
}

case "the Diskord attacks helicopters with its AA value" {
  rules   = ["units.dual-weapons", "combat.air-targets"]
  fixture = "zealot"
  board {
    cols = 6
  }
  unit "zealot" {
    at      = "B2"
    carries = ["diskord"]
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
  }
  active_formation = "black-hand"
  dice             = [1, 1]
  action "fire" {
    unit   = "zealot"
    target = "huey"
    weapon = "diskord"
  }
  expect {
    attack {
      weapon = "diskord"
      av     = 13 # Diskord AA 10 + 2 + 1 close range (2 hexes, half of 4)
      dv     = 16 # armor 16; air units take no terrain
      hits   = 0
    }
  }
}

case "an AP-only Weapon cannot attack a helicopter" {
  rules   = ["units.dual-weapons", "combat.air-targets"]
  fixture = "ssvt"
  board {
    rows = 12
  }
  unit "ssvt" { carries = ["panzerfaust-3"] }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
  }
  active_formation = "1-7-ss"
  action "fire" {
    unit   = "ssvt"
    target = "huey"
    weapon = "panzerfaust-3"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "combat.firepower-choice" }
  }
}

# --- Left on the map, picked up, dropped, exchanged -----------------------------------------

case "an eliminated unit leaves its Weapons in its hex" {
  rules   = ["units.weapon-transfer"]
  fixture = "tiger-and-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "rangers" { carries = ["m60", "law"] }
  active_formation = "1-130"
  dice             = [6, 6]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { hits = 4 } # HE 5 + 12 vs 13
    unit "rangers" { alive = false }
    marker "B5" "m60" { level = 1 }
    marker "B5" "law" { level = 1 }
    log_contains = ["m60 is left in B5"]
  }
}

case "a carrier killed by a minefield drops its Weapon and a stacked unit picks it up" {
  rules   = ["units.weapon-transfer", "units.minefields"]
  ruleset = "base"
  board {
    cols = 6
    rows = 12
    marker "B3" "mines" {}
  }
  unit "r1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    carries   = ["m60"]
  }
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B3" # begins its activation in the hex
  }
  active_formation = "1st-ranger"
  dice             = [6, 6, 5] # the minefield's attack, then depletion 5: it stays
  action "move" {
    unit = "r1"
    path = ["B3"]
  }
  action "pick_up" {
    unit   = "r2"
    weapon = "m60"
  }
  expect {
    attack {
      kind = "mine"
      av   = 20 # minefield HE 8 + 12
      dv   = 13 # r1 moved: not concealed
      hits = 7
    }
    unit "r1" { alive = false }
    unit "r2" {
      carries  = ["m60"]
      statuses = []
    }
    marker "B3" "m60" { present = false }
    marker "B3" "mines" { present = true }
  }
}

case "picking up one of two Weapons lying in a hex leaves the other" {
  rules   = ["units.weapon-transfer"]
  fixture = "ssvt"
  board {
    rows = 12
    marker "C4" "mg42" { level = 2 }
  }
  unit "ssvt" {
    at      = "C4"
    carries = ["panzerfaust-3"]
  }
  active_formation = "1-7-ss"
  action "pick_up" {
    unit   = "ssvt"
    weapon = "mg42"
  }
  expect {
    unit "ssvt" {
      carries  = ["panzerfaust-3", "mg42"]
      statuses = [] # picking up is not the unit's action
    }
    marker "C4" "mg42" { level = 1 }
  }
}

case "a unit that has moved may not pick up a Weapon" {
  rules   = ["units.weapon-transfer"]
  fixture = "ssvt"
  board {
    rows = 12
    marker "C4" "mg42" { level = 1 }
  }
  unit "ssvt" { at = "C3" }
  active_formation = "1-7-ss"
  action "move" {
    unit = "ssvt"
    path = ["C4"]
  }
  action "pick_up" {
    unit   = "ssvt"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_at_start", rule = "units.weapon-transfer" }
  }
}

case "only a Weapon lying in the unit's hex can be picked up" {
  rules   = ["units.weapon-transfer"]
  fixture = "ssvt"
  board {
    rows = 12
    marker "C5" "mg42" { level = 1 }
  }
  unit "ssvt" { at = "C4" }
  active_formation = "1-7-ss"
  action "pick_up" {
    unit   = "ssvt"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "no_weapon_here", rule = "units.weapon-transfer" }
  }
}

case "Huge units do not pick up Weapons" {
  rules   = ["units.weapon-transfer", "units.huge"]
  ruleset = "base"
  board {
    cols = 6
    rows = 12
    marker "C4" "diskord" { level = 1 }
  }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C4"
  }
  active_formation = "black-hand"
  action "pick_up" {
    unit   = "ravager"
    weapon = "diskord"
  }
  expect {
    rejected = { code = "huge", rule = "units.huge" }
  }
}

case "a unit drops a Weapon after firing" {
  rules   = ["units.weapon-transfer"]
  fixture = "ssvt-next-to-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "ssvt" {
    at      = "B2"
    carries = ["mg42", "panzerfaust-3"]
  }
  unit "rangers" { at = "B5" }
  dice = [1, 1]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "mg42"
  }
  action "drop" {
    unit   = "ssvt"
    weapon = "panzerfaust-3"
  }
  expect {
    attack { av = 8 } # MG 42 HE 6 + 2
    unit "ssvt" {
      carries  = ["mg42"]
      statuses = ["finished", "shown-mg42"] # the Panzerfaust 3, never fired, stays hidden
    }
    marker "B2" "panzerfaust-3" { level = 1 }
  }
}

case "a unit cannot drop a Weapon it does not carry" {
  rules   = ["units.weapon-transfer"]
  fixture = "ssvt"
  board {
    rows = 12
  }
  unit "ssvt" { carries = ["mg42"] }
  active_formation = "1-7-ss"
  action "drop" {
    unit   = "ssvt"
    weapon = "panzerfaust-3"
  }
  expect {
    rejected = { code = "not_carried", rule = "units.weapon-transfer" }
  }
}

case "stacked infantry pass a Weapon at the start of an activation" {
  rules   = ["units.weapon-transfer"]
  ruleset = "base"
  board {
    cols = 6
    rows = 12
  }
  unit "a" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
    carries   = ["mg42", "panzerfaust-3"]
  }
  unit "b" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  active_formation = "1-7-ss"
  action "exchange" { # b takes the MG 42 from a
    unit   = "b"
    with   = "a"
    weapon = "mg42"
  }
  action "exchange" { # and a hands b the Panzerfaust too: no limit
    unit   = "a"
    with   = "b"
    weapon = "panzerfaust-3"
  }
  expect {
    unit "a" { carries = [] }
    unit "b" { carries = ["mg42", "panzerfaust-3"] }
  }
}

case "Weapons pass only between units in the same hex" {
  rules   = ["units.weapon-transfer"]
  ruleset = "base"
  board {
    cols = 6
    rows = 12
  }
  unit "a" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
    carries   = ["mg42"]
  }
  unit "b" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  action "exchange" {
    unit   = "b"
    with   = "a"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_stacked", rule = "units.weapon-transfer" }
  }
}

case "a unit that has fired may not exchange Weapons" {
  rules   = ["units.weapon-transfer"]
  ruleset = "base"
  board {
    cols = 6
    rows = 12
  }
  unit "a" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
    carries   = ["mg42"]
    counters  = { fired = 1 }
  }
  unit "b" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  active_formation = "1-7-ss"
  action "exchange" {
    unit   = "a"
    with   = "b"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_at_start", rule = "units.weapon-transfer" }
  }
}

case "a Huge unit cannot be handed a Weapon" {
  rules   = ["units.weapon-transfer", "units.huge"]
  fixture = "zealot"
  board {
    cols = 6
  }
  unit "zealot" {
    at      = "C4"
    carries = ["diskord"]
  }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C4"
  }
  active_formation = "black-hand"
  action "exchange" {
    unit   = "zealot"
    with   = "ravager"
    weapon = "diskord"
  }
  expect {
    rejected = { code = "huge", rule = "units.huge" }
  }
}

# --- Hidden until first used [units.weapons] ------------------------------------------------

# A carried Weapon is hidden from the enemies' seats (its item's hidden =
# "enemies", revealed_by = "shown-<weapon>") until its carrier first fires
# it: the first attack with the Panzerfaust 3 sets shown-panzerfaust-3, the
# MG 42 it also carries stays hidden.
case "a Weapon's first use shows it; the others stay hidden" {
  rules   = ["units.weapons"]
  fixture = "ssvt-next-to-rangers"
  board {
    cols = 6
    rows = 12
  }
  unit "ssvt" {
    at      = "B2"
    carries = ["mg42", "panzerfaust-3"]
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  dice = [1, 1]
  action "fire" {
    unit   = "ssvt"
    target = "m60"
    weapon = "panzerfaust-3"
  }
  expect {
    unit "ssvt" {
      carries  = ["mg42", "panzerfaust-3"]
      statuses = ["finished", "shown-panzerfaust-3"]
    }
    log_contains = ["ssvt fires its Panzerfaust 3 for the first time: the marker is shown"]
  }
}

case "a unit that never fired its Weapon keeps it hidden" {
  rules   = ["units.weapons"]
  fixture = "ssvt-next-to-rangers"
  unit "ssvt" { carries = ["mg42"] }
  dice = [1, 1]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    unit "ssvt" { statuses = ["finished"] }
  }
}
