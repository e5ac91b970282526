# The Undead (1.2): what damage reaches them, their immunities, consume_corpses.

fixture "undead-duel" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1-ranger"
    at        = "B2"
  }
  unit "ghoul" {
    type      = "reanimated"
    side      = "reich"
    formation = "1-130"
    at        = "B4"
  }
  active_formation = "1-ranger"
}

case "an Undead unit takes half of an HE attack's hits, rounded down" {
  rules   = ["undead.damage"]
  fixture = "undead-duel"
  dice    = [6, 6]
  action "fire" {
    unit   = "rangers"
    target = "ghoul"
    weapon = "he"
  }
  expect {
    attack { hits = 4 }
    undead_damage {
      hits = 4
      kept = 2
    }
    unit "ghoul" {
      alive   = true
      reduced = true
    }
  }
}

case "three HE hits on an Undead unit are one: it is not Shaken" {
  rules   = ["undead.damage", "undead.unshakable"]
  fixture = "undead-duel"
  dice    = [6, 5]
  action "fire" {
    unit   = "rangers"
    target = "ghoul"
    weapon = "he"
  }
  expect {
    attack { hits = 3 }
    undead_damage { kept = 1 }
    unit "ghoul" {
      alive    = true
      reduced  = false
      statuses = []
    }
    log_contains = ["ghoul is Undead: 3 hit(s) become 1"]
  }
}

case "one HE hit on an Undead unit halves to nothing" {
  rules   = ["undead.damage"]
  fixture = "undead-duel"
  dice    = [6, 3]
  action "fire" {
    unit   = "rangers"
    target = "ghoul"
    weapon = "he"
  }
  expect {
    attack { hits = 1 }
    undead_damage { kept = 0 }
    unit "ghoul" {
      alive    = true
      reduced  = false
      statuses = []
    }
  }
}

case "a Fire source does full damage to the Undead" {
  rules   = ["undead.damage"]
  fixture = "undead-duel"
  unit "rangers" { carries = ["incendiary-ammo"] }
  dice = [6, 5]
  action "fire" {
    unit   = "rangers"
    target = "ghoul"
    weapon = "incendiary-ammo"
  }
  expect {
    attack { hits = 3 }
    undead_damage {
      kept = 3
      why  = "fire source: full damage"
    }
    unit "ghoul" { alive = false }
  }
}

case "an Electric source does full damage to the Undead" {
  rules   = ["undead.damage"]
  fixture = "undead-duel"
  unit "rangers" { carries = ["tesla"] }
  dice = [4, 4]
  action "fire" {
    unit   = "rangers"
    target = "ghoul"
    weapon = "tesla"
  }
  expect {
    attack { hits = 2 }
    undead_damage {
      kept = 2
      why  = "electric source: full damage"
    }
    unit "ghoul" {
      alive   = true
      reduced = true
    }
  }
}

case "the carrier of the Charred Heart is Undead: HE hits are halved, and it is not Shaken" {
  rules   = ["undead.units", "undead.damage", "undead.unshakable"]
  fixture = "undead-duel"
  unit "ghoul" {
    type    = "ss-vt"
    at      = "B6" # out of reach of the Heart's aura (3 hexes)
    carries = ["charred-heart"]
  }
  dice = [6, 6]
  action "fire" {
    unit   = "rangers"
    target = "ghoul"
    weapon = "he"
  }
  expect {
    attack { hits = 2 }
    undead_damage { kept = 1 }
    unit "ghoul" {
      alive    = true
      reduced  = false
      statuses = []
    }
    log_contains = ["ghoul is Undead and cannot be Shaken"]
  }
}

case "without the Charred Heart the same soldiers take every hit" {
  rules   = ["undead.units"]
  fixture = "undead-duel"
  unit "ghoul" {
    type = "ss-vt"
    at   = "B6"
  }
  dice = [6, 6]
  action "fire" {
    unit   = "rangers"
    target = "ghoul"
    weapon = "he"
  }
  expect {
    attack { hits = 2 }
    unit "ghoul" {
      reduced  = true
      statuses = ["shaken"]
    }
  }
}

fixture "undead-strike" {
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
  unit "ghoul" {
    type      = "reanimated"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  active_formation = "1-130"
}

case "a Nuclear strike does full damage to the Undead" {
  rules   = ["undead.damage"]
  fixture = "undead-strike"
  oba     = { reich = ["nuclear"] }
  dice    = [5, 3, 2]
  action "call_oba" {
    unit    = "co"
    mission = "nuclear"
    target  = "B8"
  }
  expect {
    attack {
      kind   = "nuclear"
      target = "ghoul"
      hits   = 2
    }
    undead_damage {
      kept = 2
      why  = "nuclear source: full damage"
    }
    unit "ghoul" { reduced = true }
  }
}

case "Sarin does nothing to the Undead" {
  rules   = ["undead.damage"]
  fixture = "undead-strike"
  board {
    marker "B7" "chemical" {
    }
  }
  active_formation = "1st-ranger"
  dice             = [1]
  action "move" {
    unit = "ghoul"
    path = ["B7", "B6"]
  }
  expect {
    chemical {
      unit = "ghoul"
      hits = 2
    }
    undead_damage {
      kept = 0
      why  = "chemical does not hurt the Undead"
    }
    unit "ghoul" {
      at       = "B6"
      alive    = true
      reduced  = false
      statuses = ["finished"]
    }
  }
}

case "hits the Undead ignore leave no result: a High Morale marker stays" {
  rules   = ["undead.damage"]
  fixture = "undead-strike"
  board {
    marker "B7" "chemical" {
    }
  }
  unit "ghoul" { statuses = ["high-morale"] }
  active_formation = "1st-ranger"
  dice             = [1]
  action "move" {
    unit = "ghoul"
    path = ["B7", "B6"]
  }
  expect {
    undead_damage { kept = 0 }
    unit "ghoul" {
      at       = "B6"
      reduced  = false
      statuses = ["finished", "high-morale"]
    }
  }
}

case "a biological agent neither hits nor converts the Undead: no die is rolled for them" {
  rules   = ["undead.damage"]
  fixture = "undead-strike"
  oba     = { reich = ["biological"] }
  dice    = [5] # the strike's accuracy only
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  expect {
    biological {
      unit   = "ghoul"
      result = "untouched"
    }
    unit "ghoul" {
      side     = "nato"
      alive    = true
      statuses = []
    }
  }
}

case "radiation does not attack an Undead unit leaving the blast" {
  rules   = ["undead.radiation"]
  fixture = "undead-strike"
  board {
    marker "B7" "radiation" {
    }
  }
  unit "ghoul" { at = "B7" }
  active_formation = "1st-ranger"
  action "move" { # no die is rolled: no attack
    unit = "ghoul"
    path = ["B6"]
  }
  expect {
    unit "ghoul" {
      at       = "B6"
      reduced  = false
      statuses = ["finished"]
    }
  }
}

case "an eliminated Undead unit leaves no corpses" {
  rules   = ["undead.no-corpses"]
  fixture = "undead-duel"
  unit "ghoul" { reduced = true }
  unit "rangers" { carries = ["incendiary-ammo"] }
  dice = [6, 5]
  action "fire" {
    unit   = "rangers"
    target = "ghoul"
    weapon = "incendiary-ammo"
  }
  expect {
    unit "ghoul" { alive = false }
    marker "B4" "corpses" { present = false }
    log_contains = ["ghoul is Undead and leaves no corpses"]
  }
}

case "the Charred Heart's carrier leaves no corpses either" {
  rules   = ["undead.no-corpses", "undead.units"]
  fixture = "undead-duel"
  unit "ghoul" {
    type    = "ss-vt"
    at      = "B6" # out of reach of the Heart's aura (3 hexes)
    reduced = true
    carries = ["charred-heart"]
  }
  unit "rangers" { carries = ["incendiary-ammo"] }
  dice = [6, 6]
  action "fire" {
    unit   = "rangers"
    target = "ghoul"
    weapon = "incendiary-ammo"
  }
  expect {
    unit "ghoul" { alive = false }
    marker "B6" "corpses" { present = false }
  }
}

# --- consume_corpses --------------------------------------------------------------

fixture "undead-feast" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    marker "C3" "corpses" { level = 1 }
  }
  unit "ghoul" {
    type      = "reanimated"
    side      = "white-hand"
    formation = "wh-1"
    at        = "C3"
    reduced   = true
  }
  active_formation = "wh-1"
}

case "a reduced Undead unit consumes the corpses in its hex and is whole again" {
  rules   = ["undead.consume-corpses", "corpses.marker"]
  fixture = "undead-feast"
  action "consume_corpses" {
    unit = "ghoul"
  }
  expect {
    unit "ghoul" {
      reduced  = false
      statuses = ["finished"]
    }
    marker "C3" "corpses" { present = false }
    log_contains = ["ghoul consumes the corpses in C3"]
  }
}

case "consume_corpses is refused at full strength" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  unit "ghoul" { reduced = false }
  action "consume_corpses" {
    unit = "ghoul"
  }
  expect {
    rejected = {
      code = "not_reduced"
      rule = "undead.consume-corpses"
    }
  }
}

case "consume_corpses is refused where there are no corpses" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  unit "ghoul" { at = "C4" }
  action "consume_corpses" {
    unit = "ghoul"
  }
  expect {
    rejected = {
      code = "no_corpses"
      rule = "undead.consume-corpses"
    }
  }
}

case "consume_corpses must be the unit's first and only action" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  unit "ghoul" { at = "C4" }
  action "move" {
    unit = "ghoul"
    path = ["C3"]
  }
  action "consume_corpses" {
    unit = "ghoul"
  }
  expect {
    rejected = {
      code = "finished"
      rule = "undead.consume-corpses"
    }
  }
}

case "only the Undead consume corpses" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  unit "ghoul" { type = "zealot" }
  action "consume_corpses" {
    unit = "ghoul"
  }
  expect {
    rejected = {
      code = "not_undead"
      rule = "undead.consume-corpses"
    }
  }
}

case "consume_corpses is refused outside the unit's activation" {
  rules   = ["undead.consume-corpses"]
  fixture = "undead-feast"
  active_formation = "other"
  action "consume_corpses" {
    unit = "ghoul"
  }
  expect {
    rejected = { code = "not_active" }
  }
}

case "the graveyard feeds the Undead and is never used up" {
  rules   = ["undead.consume-corpses", "corpses.graveyard"]
  fixture = "undead-feast"
  board {
    hex "D5" {
      terrain  = "urban"
      features = ["graveyard"]
    }
  }
  unit "ghoul" { at = "D5" }
  action "consume_corpses" {
    unit = "ghoul"
  }
  expect {
    unit "ghoul" {
      reduced  = false
      statuses = ["finished"]
    }
    marker "D5" "corpses" { present = false }
  }
}

case "the Undead cross a Radiation hex at +1 MP and are not attacked there" {
  rules   = ["undead.radiation"]
  fixture = "undead-strike"
  board {
    marker "B7" "radiation" {
    }
  }
  active_formation = "1st-ranger"
  action "move" { # no die is rolled: no attack on entering or leaving
    unit = "ghoul"
    path = ["B7", "B6"] # 1 + 1 Radiation, then 1
  }
  expect {
    unit "ghoul" {
      at       = "B6"
      reduced  = false
      counters = { mp_spent = 3 }
    }
  }
}

case "a Radiation hex stays closed to the living" {
  rules   = ["undead.radiation"]
  fixture = "undead-strike"
  board {
    marker "B7" "radiation" {
    }
  }
  unit "ghoul" { type = "rangers" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ghoul"
    path = ["B7", "B6"]
  }
  expect {
    rejected = { rule = "oba.radiation" }
  }
}

# --- What the Undead cannot do, and what cannot touch them (the skills and
# independents areas ask undead.is_undead) -------------------------------------

fixture "undead-skills" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "ghoul" {
    type      = "reanimated"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
}

case "Terror does not touch the Undead" {
  rules   = ["undead.no-skills"]
  fixture = "undead-skills"
  unit "prophet" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C2"
    attached  = ["black-hand-prophet"]
  }
  active_formation = "black-hand"
  action "terror" {
    unit   = "prophet"
    target = "ghoul"
  }
  expect {
    rejected = { code = "immune", rule = "skills.terror" }
  }
}

case "Mind Control does not touch the Undead" {
  rules   = ["undead.no-skills"]
  fixture = "undead-skills"
  unit "occultist" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C2"
    attached  = ["reich-okkultist"]
  }
  active_formation = "1-7-ss"
  action "mind_control" {
    unit   = "occultist"
    target = "ghoul"
  }
  expect {
    rejected = { code = "immune", rule = "skills.mind-control" }
  }
}

case "the Undead do not search" {
  rules   = ["undead.no-skills"]
  fixture = "undead-skills"
  unit "ghoul" { attached = ["nato-ranger-captain"] }
  active_formation = "1st-ranger"
  action "search" {
    unit = "ghoul"
  }
  expect {
    rejected = { code = "undead" }
  }
}

case "the Undead do not recruit" {
  rules   = ["undead.no-skills"]
  fixture = "undead-skills"
  unit "ghoul" { attached = ["nato-ranger-captain"] }
  unit "merc" {
    type      = "independent-reanimated"
    side      = "independent"
    formation = "independents"
    at        = "C6"
    statuses  = ["uncontrolled"]
  }
  active_formation = "1st-ranger"
  action "recruit" {
    unit   = "ghoul"
    target = "merc"
  }
  expect {
    rejected = {
      code = "undead"
      rule = "undead.no-skills"
    }
  }
}
