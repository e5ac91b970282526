# Fire (1.7, 2.1) [fires.*]: placing fire, its attacks on placement and on
# entry, and the Cleanup that burns, spreads and lowers it. Fire is placed
# here by the expansion's Flammenwerfer (objects.fire-placing), whose attack
# comes first; each unit the new fire attacks then rolls its own 2D6. The
# Cleanup cases begin in the Cleanup phase: its weather step rolls 1D6 per
# map (3: the weather stays as it is).
#
# The fire's provisional factors (fires/markers.hcl): Level 1 AP 4 / HE 6,
# Level 2 AP 6 / HE 8. Rangers: soft, armor 13; M60A1: hard, armor 17.

fixture "fires-flamer" {
  ruleset = "heart-of-darkness"
  board {
    cols = 8
    rows = 8
    hex "C4" { terrain = "woods" }
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "bh-1"
    at        = "C3"
    carries   = ["flammenwerfer"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  active_formation = "bh-1"
}

fixture "fires-cleanup" {
  ruleset = "heart-of-darkness"
  board {
    cols = 8
    rows = 8
    # a wood around C4; D4 clear, C6 beyond the ring
    region "wood" {
      hexes   = ["C3", "C5", "B4", "B5", "D5", "C6"]
      terrain = "woods"
    }
    marker "C4" "fire" { level = 2 }
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H8"
  }
  phase = "cleanup"
  begin = true
}

# --- Placing fire ----------------------------------------------------------------------

case "fire placed in woods is Level 2 and attacks the unit there with no woods or concealment bonus" {
  rules   = ["fires.placement", "fires.attack", "terrain.flammability"]
  fixture = "fires-flamer"
  dice    = [1, 1, 3, 3] # the flamer misses (AV 9); the fire: 8 + 6 = 14
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    marker "C4" "fire" { level = 2 }
    attack {
      kind   = "fire"
      target = "rangers"
      av     = 14
      dv     = 13 # armor alone: no woods +1, no concealment
      hits   = 1
    }
    unit "rangers" { statuses = ["shaken"] }
    log_contains = ["Level 2 fire in C4", "the Level 2 fire in C4 attacks rangers"]
  }
}

case "new fire attacks every unit in its hex, one by one" {
  rules   = ["fires.attack"]
  fixture = "fires-flamer"
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  dice = [1, 1, 1, 1, 6, 6] # flamer misses; rangers 8 + 2 = 10 (no hit); rangers2 8 + 12 = 20
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    attack {
      target = "rangers2"
      av     = 20
      hits   = 7
    }
    unit "rangers" {
      alive    = true
      statuses = []
    }
    unit "rangers2" { alive = false }
  }
}

case "fire attacks a hard target with its AP factor" {
  rules   = ["fires.attack"]
  fixture = "fires-flamer"
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  dice = [1, 1, 6, 6, 1, 1] # flamer misses; by id, m60 first: AP 6 + 12 = 18 vs 17; rangers no hit
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    unit "m60" { statuses = ["shaken"] }
    log_contains = ["the Level 2 fire in C4 attacks m60: AV 18 vs DV 17, 1 hit(s)"]
  }
}

case "fire placed on clear ground is Level 1 and attacks with Level 1's factor" {
  rules   = ["fires.placement", "fires.attack", "terrain.flammability"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    hex "C4" { terrain = "clear" }
  }
  dice = [1, 1, 6, 6] # flamer misses; the fire: HE 6 + 12 = 18
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    marker "C4" "fire" { level = 1 }
    attack {
      kind = "fire"
      av   = 18
      dv   = 13
      hits = 5
    }
    unit "rangers" { alive = false }
  }
}

case "Level 1 fire on Level 1 in a flammable hex makes Level 2" {
  rules   = ["fires.placement"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    hex "C4" { terrain = "crop-field" }
    marker "C4" "fire" { level = 1 }
  }
  dice = [1, 1, 1, 1]
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    marker "C4" "fire" { level = 2 }
    log_contains = ["the fire in C4 grows to Level 2"]
  }
}

case "Level 1 fire on Level 1 in a non-flammable hex stays Level 1, and attacks the units already there again" {
  rules   = ["fires.placement", "fires.attack"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    hex "C4" { terrain = "sand" }
    marker "C4" "fire" { level = 1 }
  }
  dice = [1, 1, 4, 4] # the fire: HE 6 + 8 = 14 vs 13
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    marker "C4" "fire" { level = 1 }
    attack {
      kind = "fire"
      av   = 14
      hits = 1
    }
    log_contains = ["the fire in C4 stays at Level 1"]
  }
}

case "fire never grows past Level 2" {
  rules   = ["fires.placement"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    hex "C4" { terrain = "urban" }
    marker "C4" "fire" { level = 2 }
  }
  dice = [1, 1, 1, 1]
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    marker "C4" "fire" { level = 2 }
    log_contains = ["the fire in C4 stays at Level 2"]
  }
}

case "water never burns: fire aimed at a bridge places nothing" {
  rules   = ["fires.placement", "terrain.flammability"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    hex "C4" {
      terrain  = "water"
      features = ["road"]
    }
  }
  dice = [1, 1] # the flamer's own attack only: no fire, no fire attack
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    marker "C4" "fire" { present = false }
    log_contains = ["C4 cannot burn"]
  }
}

# --- Fire attacks on entry only --------------------------------------------------------

case "a unit moving into a burning hex is attacked by its fire" {
  rules   = ["fires.entry", "fires.attack"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    hex "C4" { terrain = "woods" }
    marker "C5" "fire" { level = 1 }
  }
  unit "rangers" { at = "C4" }
  active_formation = "1st-ranger"
  dice = [5, 5] # HE 6 + 10 = 16 vs 13 (clear C5)
  action "move" {
    unit = "rangers"
    path = ["C5", "C6"]
  }
  expect {
    attack {
      kind   = "fire"
      target = "rangers"
      av     = 16
      dv     = 13
      hits   = 3
    }
    unit "rangers" { alive = false }
    log_contains = ["rangers enters the fire in C5"]
  }
}

case "a unit moving out of a burning hex is not attacked" {
  rules   = ["fires.entry"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    marker "C4" "fire" { level = 2 }
  }
  active_formation = "1st-ranger"
  dice = [] # no fire attack: no dice
  action "move" {
    unit = "rangers"
    path = ["C5", "C6"]
  }
  expect {
    unit "rangers" {
      at       = "C6"
      statuses = ["finished"]
    }
  }
}

case "a unit staying in a burning hex is not attacked when it acts" {
  rules   = ["fires.entry"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    marker "C3" "fire" { level = 2 }
    hex "C4" { terrain = "clear" }
  }
  dice = [1, 1] # the zealot's own HE attack; none for the fire in C3
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "he"
  }
  expect {
    unit "zealot" {
      alive    = true
      statuses = ["finished"]
    }
    marker "C3" "fire" { level = 2 }
  }
}

# --- Cleanup ---------------------------------------------------------------------------

case "Cleanup 1: Level 2 dies down to Level 1 and lights the flammable hexes around it" {
  rules   = ["fires.cleanup", "cleanup.order"]
  fixture = "fires-cleanup"
  dice    = [3]
  expect {
    marker "C4" "fire" { level = 1 }
    marker "C3" "fire" { level = 1 }
    marker "C5" "fire" { level = 1 }
    marker "B4" "fire" { level = 1 }
    marker "B5" "fire" { level = 1 }
    marker "D5" "fire" { level = 1 }
    marker "D4" "fire" { present = false } # clear: not flammable
    marker "C6" "fire" { present = false } # not next to the Level 2
    log_contains = ["the fire spreads to C3 at Level 1", "the fire in C4 dies down to Level 1"]
  }
}

case "Cleanup 2: every Level 1 fire goes out" {
  rules   = ["fires.cleanup"]
  fixture = "fires-cleanup"
  dice    = [3, 3]
  action "end_phase" {} # turn 2's Actions phase to its Cleanup
  expect {
    turn = 3
    marker "C4" "fire" { present = false }
    marker "C3" "fire" { present = false }
    marker "C5" "fire" { present = false }
    marker "D5" "fire" { present = false }
  }
}

case "fire spreading over three Cleanups: once out it stays out" {
  rules   = ["fires.cleanup"]
  fixture = "fires-cleanup"
  board {
    cols = 8
    rows = 8
    region "wood" {
      hexes   = ["C3", "C5", "B4", "B5", "D5", "C6"]
      terrain = "woods"
    }
    marker "C4" "fire" { level = 2 }
    marker "F2" "fire" { level = 1 }
  }
  dice = [3, 3, 3]
  action "end_phase" {}
  action "end_phase" {}
  expect {
    turn = 4
    marker "C4" "fire" { present = false }
    marker "C6" "fire" { present = false }
    marker "C3" "fire" { present = false }
    marker "F2" "fire" { present = false }
  }
}

case "Cleanup: a Level 1 fire goes out at once" {
  rules   = ["fires.cleanup"]
  fixture = "fires-cleanup"
  board {
    cols = 8
    rows = 8
    hex "C3" { terrain = "woods" }
    marker "C4" "fire" { level = 1 }
  }
  dice = [3]
  expect {
    marker "C4" "fire" { present = false }
    marker "C3" "fire" { present = false } # a Level 1 fire spreads nowhere
  }
}

case "Cleanup: the fire spreading into a hex attacks the units there" {
  rules   = ["fires.cleanup", "fires.attack"]
  fixture = "fires-cleanup"
  unit "rangers" { at = "C5" }
  dice = [6, 6, 3] # the new Level 1 fire in C5: HE 6 + 12 = 18 vs 13; then the weather
  expect {
    attack {
      kind   = "fire"
      target = "rangers"
      av     = 18
      dv     = 13
    }
    unit "rangers" { alive = false }
  }
}

case "Cleanup: everything on the ground in a burning hex is destroyed, but not the Charred Heart" {
  rules   = ["fires.cleanup"]
  fixture = "fires-cleanup"
  board {
    cols = 8
    rows = 8
    marker "C4" "fire" { level = 2 }
    marker "C4" "wreck" {}
    marker "C4" "sandbags" {}
    marker "C4" "mines" {}
    marker "C4" "corpses" {}
    marker "C4" "mg42" {}
    marker "C4" "first-aid-kit" {}
    marker "C4" "charred-heart" {}
    marker "E6" "wreck" {}
  }
  dice = [3]
  expect {
    marker "C4" "wreck" { present = false }
    marker "C4" "sandbags" { present = false }
    marker "C4" "mines" { present = false }
    marker "C4" "corpses" { present = false }
    marker "C4" "mg42" { present = false }
    marker "C4" "first-aid-kit" { present = false }
    marker "C4" "charred-heart" { present = true }
    marker "E6" "wreck" { present = true }
    log_contains = ["the fire in C4 destroys the Wreck there"]
  }
}

case "Cleanup under Acid Rain: no fire spreads" {
  rules   = ["fires.weather", "fires.cleanup"]
  fixture = "fires-cleanup"
  board {
    cols = 8
    rows = 8
    region "wood" {
      hexes   = ["C3", "C5"]
      terrain = "woods"
    }
    marker "C4" "fire" { level = 2 }
    marker "A1" "acid-rain" {}
  }
  dice = [3]
  expect {
    marker "C4" "fire" { level = 1 }
    marker "C3" "fire" { present = false }
    marker "C5" "fire" { present = false }
    log_contains = ["lets no fire spread"]
  }
}

# --- Heatwave ----------------------------------------------------------------------------

fixture "fires-heatwave" {
  ruleset = "heart-of-darkness"
  board {
    cols = 8
    rows = 10
    # a line of woods down column C, C4 burning; a Level 1 fire in clear E2
    region "wood" {
      hexes   = ["C1-C10"]
      terrain = "woods"
    }
    marker "C4" "fire" { level = 2 }
    marker "C5" "fire" { level = 1 }
    marker "E2" "fire" { level = 1 }
    marker "A10" "heatwave" {}
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H8"
  }
  phase = "cleanup"
  begin = true
}

case "Heatwave Cleanup: fires stay, Level 2 spreads and raises Level 1 to Level 2" {
  rules   = ["fires.heatwave"]
  fixture = "fires-heatwave"
  dice    = [3]
  expect {
    marker "C4" "fire" { level = 2 }
    marker "C3" "fire" { level = 2 }
    marker "C5" "fire" { level = 2 } # Level 1 raised
    marker "E2" "fire" { level = 1 } # kept, not removed
    marker "C6" "fire" { present = false }
  }
}

case "Heatwave: fire spreading over three Cleanups" {
  rules   = ["fires.heatwave", "fires.cleanup"]
  fixture = "fires-heatwave"
  dice    = [3, 3, 3]
  action "end_phase" {}
  action "end_phase" {}
  expect {
    turn = 4
    marker "C1" "fire" { level = 2 }
    marker "C7" "fire" { level = 2 }
    marker "C8" "fire" { present = false }
    marker "E2" "fire" { level = 1 }
  }
}

# --- Mines, like fire, strike on entry only (2.1; the base minefield) -------------------

case "a unit moving into a minefield is attacked by it" {
  rules   = ["fires.entry", "units.minefields"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    marker "C5" "mines" {}
  }
  active_formation = "1st-ranger"
  dice             = [1, 1, 6] # the minefield's attack (HE 8 + 2: no hit), then its depletion roll
  action "move" {
    unit = "rangers"
    path = ["C5"]
  }
  expect {
    attack {
      kind   = "mine"
      target = "rangers"
      av     = 10
    }
  }
}

case "a unit moving out of a minefield is not attacked" {
  rules   = ["fires.entry", "units.minefields"]
  fixture = "fires-flamer"
  board {
    cols = 8
    rows = 8
    marker "C4" "mines" {}
  }
  active_formation = "1st-ranger"
  dice             = []
  action "move" {
    unit = "rangers"
    path = ["C5"]
  }
  expect {
    unit "rangers" { at = "C5" }
  }
}

# --- A fire-placing weapon in opportunity fire -----------------------------------------
# The Rangers walk C6-C5-C4 past two Zealots in C3, one with the Flammenwerfer
# (range 1: only C4 is within its reach).

fixture "fires-flamer-reacts" {
  fixture = "fires-flamer"
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "bh-1"
    at        = "C3"
  }
  unit "rangers" { at = "C6" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["C5", "C4"]
  }
}

case "a fire-placing weapon never leads a group opportunity fire" {
  rules   = ["objects.fire-placing", "opportunity-fire.trigger", "group-fire.stack"]
  fixture = "fires-flamer-reacts"
  action "opportunity_fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
    assist = "zealot2"
    at     = "C4"
  }
  expect {
    rejected = { code = "fire_placing", rule = "objects.fire-placing" }
    unit "rangers" {
      at       = "C4" # the woods in C4 hide C5 from C3: the window opens in C4
      statuses = []
    }
    interrupt = "opportunity"
    unit "zealot" { statuses = [] }
    unit "zealot2" { statuses = [] }
    marker "C4" "fire" { present = false }
  }
}

case "a fire-placing weapon may opportunity fire alone, and sets its fire" {
  rules   = ["objects.fire-placing", "opportunity-fire.trigger", "fires.placement"]
  fixture = "fires-flamer-reacts"
  # the Flammenwerfer: HE 7 + 2 against 13 + 1 woods: no hit; the Level 2
  # fire: HE 8 + 2 against 13 (no terrain): no hit
  dice = [1, 1, 1, 1]
  action "opportunity_fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "flammenwerfer"
    at     = "C4"
  }
  expect {
    marker "C4" "fire" { level = 2 }
    unit "zealot" { statuses = ["finished"] }
    unit "zealot2" { statuses = [] }
    unit "rangers" { at = "C4" }
  }
}
