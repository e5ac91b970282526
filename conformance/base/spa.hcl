# Self-propelled artillery [units.spa, units.spa-indirect-fire]. The M109
# Paladin fires AP 11 / HE 7 at a fixed range of 20, the Hummel AP 10 / HE 6
# at a fixed range of 18. Column B is a straight line.

case "an SPA fires directly at exactly its fixed range" {
  rules   = ["units.spa", "combat.fixed-range"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 22
    terrain = "clear"
  }
  unit "paladin" {
    type      = "m109-paladin"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "B1"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B21"
  }
  active_formation = "2nd-ranger"
  dice             = [4, 3]
  action "fire" {
    unit   = "paladin"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    attack {
      distance = 20
      av       = 18 # AP 11 + 7, no long range at the fixed range
      dv       = 18
      hits     = 0
    }
  }
}

case "an SPA may not fire one hex beyond its fixed range" {
  rules   = ["units.spa", "combat.fixed-range"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 22
    terrain = "clear"
  }
  unit "paladin" {
    type      = "m109-paladin"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "B1"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B22" # 21 hexes
  }
  active_formation = "2nd-ranger"
  action "fire" {
    unit   = "paladin"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    rejected = { code = "out_of_range", rule = "combat.fixed-range" }
  }
}

case "an SPA gets no close-range bonus even at one hex" {
  rules   = ["units.spa", "combat.fixed-range"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 10
    terrain = "clear"
  }
  unit "paladin" {
    type      = "m109-paladin"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "B1"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  active_formation = "2nd-ranger"
  dice             = [3, 2]
  action "fire" {
    unit   = "paladin"
    target = "ss"
    weapon = "he"
  }
  expect {
    attack {
      distance = 1
      av       = 12 # HE 7 + 5, no close range
      dv       = 13
      hits     = 0
    }
  }
}

case "an SPA may not attack a helicopter" {
  rules   = ["units.spa", "combat.air-targets"]
  fixture = "hummel"
  board {
    rows = 10
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
  }
  action "fire" {
    unit   = "hummel"
    target = "huey"
    weapon = "he"
  }
  expect {
    rejected = { code = "air_target", rule = "combat.air-targets" }
  }
}

case "an SPA may not fire on the move" {
  rules   = ["units.spa", "moving-fire.general"]
  fixture = "hummel"
  board {
    rows = 12
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
    moving = "before"
    path   = ["B2"]
  }
  expect {
    rejected = { code = "no_moving_fire", rule = "moving-fire.general" }
  }
}

case "an SPA may not lead group fire" {
  rules   = ["units.spa"]
  fixture = "hummel"
  board {
    rows = 12
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B1"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
    assist = "tiger"
  }
  expect {
    rejected = { code = "no_group_fire", rule = "units.spa" }
  }
}

case "an SPA may not assist group fire" {
  rules   = ["units.spa", "group-fire.assistant"]
  fixture = "hummel"
  board {
    rows = 12
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B1"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "hummel"
  }
  expect {
    rejected = { code = "bad_assist", rule = "group-fire.assistant" }
  }
}

case "an SPA opportunity fires directly at a target in its LOS" {
  rules   = ["units.spa", "opportunity-fire.who"]
  fixture = "hummel"
  board {
    rows = 14
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B13"
  }
  active_formation = "4th-guards"
  dice             = [6, 6]
  action "move" {
    unit = "t64"
    path = ["B12", "B11"]
  }
  action "opportunity_fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
    at     = "B12"
  }
  expect {
    attack {
      kind     = "opportunity"
      distance = 11
      av       = 22 # AP 10 + 12
      dv       = 20
      hits     = 2
    }
    unit "t64" {
      at      = "B11"
      reduced = true
    }
    unit "hummel" { statuses = ["finished"] }
  }
}

# Indirect fire. The Hummel in B1 cannot see B10 past the woods in B5; its
# spotter can. Dice: 1D6 accuracy, then 2D6 for each unit attacked.

case "an SPA fires indirectly at a hex its CO sees" {
  rules   = ["units.spa-indirect-fire", "units.spa"]
  fixture = "hummel"
  board {
    hex "B5" { terrain = "woods" }
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B8"
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  dice = [4, 6, 6]
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    spa_indirect {
      spotter  = "co"
      accuracy = 4
      struck   = "B10"
      attacks  = 1
    }
    attack {
      kind   = "indirect"
      target = "t64"
      weapon = "ap"
      av     = 22 # AP 10 + 12, fixed range: no range bands
      dv     = 20
      hits   = 2
    }
    unit "t64" {
      reduced  = true
      statuses = ["shaken"]
    }
    unit "hummel" { statuses = ["finished"] }
  }
}

# The CO bonus counts for SPA strikes too; once asked for, it improves the
# one strike, so each unit in the struck hex gets it. The CO in B2 is 1 hex
# from the Hummel: radio bonus +2.
case "the CO bonus improves an SPA's indirect fire on every unit struck" {
  rules   = ["command.co-bonus", "command.radio-rating", "units.spa-indirect-fire"]
  fixture = "hummel"
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  unit "t62" {
    type      = "t-62"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  dice = [4, 5, 4, 5, 4] # accuracy, then 2D6 = 9 for each tank
  action "spa_indirect" {
    unit     = "hummel"
    target   = "B10"
    co_bonus = true
  }
  expect {
    spa_indirect {
      spotter = "co"
      attacks = 2
    }
    attack {
      kind = "indirect"
      av   = 21 # AP 10 + 9 + CO radio bonus 2
    }
    unit "t64" {
      reduced  = false
      statuses = ["shaken"] # 21 against armor 20: 1 hit
    }
    unit "t62" {
      reduced  = true
      statuses = ["shaken"] # 21 against armor 19: 2 hits
    }
  }
}

case "direct fire needs the SPA's own LOS" {
  rules   = ["units.spa-indirect-fire", "los.required"]
  fixture = "hummel"
  board {
    hex "B5" { terrain = "woods" }
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B8"
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los" }
  }
}

case "a recon unit of the formation spots for indirect fire" {
  rules   = ["units.spa-indirect-fire", "units.recon"]
  fixture = "hummel"
  board {
    hex "B5" { terrain = "woods" }
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B7"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B10"
  }
  dice = [2, 4, 4]
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    spa_indirect {
      spotter  = "puma"
      accuracy = 2
      struck   = "B10"
    }
    attack {
      target = "rangers"
      weapon = "he"
      av     = 14 # HE 6 + 8: soft target, so the HE factor
      dv     = 13
      hits   = 1
    }
    unit "rangers" { statuses = ["shaken"] }
  }
}

case "indirect fire needs a spotter with LOS to the hex" {
  rules   = ["units.spa-indirect-fire"]
  fixture = "hummel"
  board {
    hex "B5" { terrain = "woods" }
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B3" # behind the woods too
    attached  = ["co"]
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-7-ss" # another formation's recon does not spot for 1/130
    at        = "B8"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    rejected = { code = "no_spotter", rule = "units.spa-indirect-fire" }
  }
}

case "indirect fire reaches exactly the SPA's range and no further" {
  rules   = ["units.spa-indirect-fire"]
  fixture = "hummel"
  board {
    rows = 22
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B17"
    attached  = ["co"]
  }
  action "spa_indirect" {
    unit   = "hummel"
    target = "B20" # 19 hexes; the Hummel's range is 18
  }
  expect {
    rejected = { code = "out_of_range", rule = "units.spa-indirect-fire" }
  }
}

case "an accuracy roll of 1 shifts the strike to the hex the defender picks" {
  rules   = ["units.spa-indirect-fire", "oba.deviation"]
  fixture = "hummel"
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B7"
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B11"
  }
  dice = [1, 3, 3]
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  action "deviate" { # NATO, the defender, names the hex [oba.deviation]
    hex = "B11"
  }
  expect {
    spa_indirect {
      accuracy = 1
      struck   = "B11"
      attacks  = 1
    }
    attack {
      target = "rangers"
      av     = 12 # HE 6 + 6
      hits   = 0
    }
    unit "t64" { statuses = [] }
    log_contains = ["the strike misses (1)"]
  }
}

# With no hex named (its window is passed up) the defender (NATO) takes the
# neighbouring hex with the fewest of his units and the most of the firer's:
# B9, where the CO stands [oba.deviation].
case "a missed strike the defender places lands on the firer's own CO" {
  rules   = ["units.spa-indirect-fire", "oba.deviation"]
  fixture = "hummel"
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  dice = [1, 5, 4]
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    spa_indirect {
      struck  = "B9"
      attacks = 1
    }
    attack {
      target = "co"
      av     = 19 # AP 10 + 9
      dv     = 18
      hits   = 1
    }
    unit "co" { statuses = ["shaken"] }
    unit "t64" { statuses = [] }
  }
}

case "each unit in the struck hex is attacked separately with the factor that suits it" {
  rules   = ["units.spa-indirect-fire", "combat.firepower-choice"]
  fixture = "hummel"
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B7"
    attached  = ["co"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B10"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  # accuracy 5; rangers HE 6 + 8 = 14 vs 13: 1 hit; t64 AP 10 + 12 = 22 vs 20: 2 hits
  dice = [5, 4, 4, 6, 6]
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    spa_indirect { attacks = 2 }
    attack {
      target = "t64"
      weapon = "ap"
      hits   = 2
    }
    unit "rangers" {
      statuses = ["shaken"]
      reduced  = false
    }
    unit "t64" {
      statuses = ["shaken"]
      reduced  = true
    }
  }
}

case "only SPA fire indirectly" {
  rules   = ["units.spa-indirect-fire"]
  fixture = "tiger-and-t64"
  board {
    cols    = 5
    rows    = 20
    terrain = "clear"
  }
  unit "tiger" {
    at       = "B1"
    attached = ["co"]
  }
  unit "t64" { at = "B10" }
  active_formation = "1-130"
  action "spa_indirect" {
    unit   = "tiger"
    target = "B10"
  }
  expect {
    rejected = { code = "not_spa", rule = "units.spa-indirect-fire" }
  }
}

case "an SPA that moved may not fire indirectly" {
  rules   = ["units.spa"]
  fixture = "hummel"
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B7"
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  action "move" {
    unit = "hummel"
    path = ["B2"]
  }
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
  }
}

# Direct fire strikes the hex [units.spa-indirect-fire]: the SPA fires
# directly at a hex in its own LOS (the fire action names a unit there, with
# the weapon for it), and, as artillery, each unit in that hex is rolled for
# separately with the factor that suits it, in unit id order. The Hummel: AP
# 10 / HE 6, fixed range 18; Rangers armor 13 (soft), T-64 20, T-62 19, Puma 15.

case "an SPA's direct fire strikes every unit in the target's hex, each rolled separately" {
  rules   = ["units.spa-indirect-fire", "units.spa", "combat.firepower-choice"]
  fixture = "hummel"
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B10"
  }
  # rangers first (by id): HE 6 + 8 = 14 vs 13, 1 hit; t64: AP 10 + 12 = 22 vs 20, 2 hits
  dice = [4, 4, 6, 6]
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
  }
  expect {
    spa_direct {
      hex     = "B10"
      attacks = 2
    }
    attack {
      kind   = "ranged"
      target = "t64"
      weapon = "ap"
      av     = 22
      dv     = 20
      hits   = 2
    }
    unit "rangers" {
      statuses = ["shaken"]
      reduced  = false
    }
    unit "t64" {
      statuses = ["shaken"]
      reduced  = true
    }
    unit "hummel" { statuses = ["finished"] }
  }
}

# The reading: artillery strikes every land unit in the hex, whoever's it is
# (Barrage: "all the land units"; a missed indirect strike may fall on the
# firer's own). A friendly unit only shares a foe's hex in a set-up like this.
case "an SPA's direct fire strikes a friendly unit in the target's hex too" {
  rules   = ["units.spa-indirect-fire"]
  fixture = "hummel"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B10"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  # puma: AP 10 + 6 = 16 vs 15, 1 hit; t64: 10 + 2 = 12 vs 20
  dice = [3, 3, 1, 1]
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
  }
  expect {
    spa_direct { attacks = 2 }
    unit "puma" { statuses = ["shaken"] }
    unit "t64" { statuses = [] }
  }
}

# The CO in B2 is 1 hex from the Hummel: radio bonus +2, asked once, on
# every unit the strike attacks [command.co-bonus].
case "the CO bonus improves an SPA's direct fire on every unit struck" {
  rules   = ["command.co-bonus", "units.spa-indirect-fire"]
  fixture = "hummel"
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  unit "t62" {
    type      = "t-62"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  dice = [5, 4, 5, 4] # 2D6 = 9 for each tank: AP 10 + 9 + 2 = 21
  action "fire" {
    unit     = "hummel"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    spa_direct { attacks = 2 }
    attack { av = 21 }
    unit "t62" {
      reduced  = true
      statuses = ["shaken"] # 21 vs 19: 2 hits
    }
    unit "t64" {
      reduced  = false
      statuses = ["shaken"] # 21 vs 20: 1 hit
    }
  }
}

# Direct fire is traced along the SPA's line: Level 1 smoke in B5 adds +1 DV
# to each unit struck [los.smoke-defense].
case "smoke on an SPA's line of direct fire adds 1 DV to every unit struck" {
  rules   = ["units.spa-indirect-fire", "los.smoke-defense"]
  fixture = "hummel"
  board {
    marker "B5" "smoke" { level = 1 }
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B10"
  }
  # rangers: 14 vs 13 + 1 smoke, no hit; t64: 22 vs 20 + 1, 1 hit
  dice = [4, 4, 6, 6]
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack {
      target = "t64"
      dv     = 21
      hits   = 1
    }
    unit "rangers" { statuses = [] }
    unit "t64" {
      statuses = ["shaken"]
      reduced  = false
    }
  }
}

# A Shaken SPA fires HE only [results.shaken]: the T-64 beside the Rangers
# has no factor that suits it and is not attacked.
case "a Shaken SPA's direct fire attacks only the units its HE suits" {
  rules   = ["units.spa-indirect-fire", "results.shaken", "combat.firepower-choice"]
  fixture = "hummel"
  unit "hummel" { statuses = ["shaken"] }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B10"
  }
  dice = [5, 4] # rangers: HE 6 + 9 - 1 Shaken = 14 vs 13
  action "fire" {
    unit   = "hummel"
    target = "rangers"
    weapon = "he"
  }
  expect {
    spa_direct { attacks = 1 }
    unit "rangers" { statuses = ["shaken"] }
    unit "t64" { statuses = [] }
    log_contains = ["t64 is not attacked: no suitable factor"]
  }
}

# SPA never attack airborne units [combat.air-targets]: a helicopter over
# the struck hex is left alone.
case "an SPA's direct fire leaves a helicopter in the struck hex alone" {
  rules   = ["units.spa-indirect-fire", "combat.air-targets"]
  fixture = "hummel"
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B10"
  }
  dice = [6, 6]
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
  }
  expect {
    spa_direct { attacks = 1 }
    unit "huey" { statuses = [] }
    unit "t64" { reduced = true }
    log_contains = ["huey is airborne"]
  }
}

# An SPA opportunity fires only directly [units.spa, opportunity-fire.who],
# and direct fire strikes the hex: the T-64 walking into B12, where the
# Rangers stand, brings the strike on both.
case "an SPA's direct opportunity fire strikes every unit in the mover's hex" {
  rules   = ["units.spa-indirect-fire", "units.spa", "opportunity-fire.who"]
  fixture = "hummel"
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B13"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B12"
  }
  active_formation = "4th-guards"
  dice             = [4, 4, 6, 6] # rangers 14 vs 13: 1 hit; t64 22 vs 20: 2 hits
  action "move" {
    unit = "t64"
    path = ["B12", "B11"]
  }
  action "opportunity_fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
  }
  expect {
    spa_direct {
      hex     = "B12"
      attacks = 2
    }
    attack {
      kind   = "opportunity"
      target = "t64"
      hits   = 2
    }
    unit "rangers" {
      at       = "B12"
      statuses = ["shaken"]
    }
    unit "t64" {
      at      = "B11"
      reduced = true
    }
    unit "hummel" { statuses = ["finished"] }
  }
}
