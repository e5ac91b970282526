# Armoured classes other than APCs and SPA, the Blighter, Huge units and the
# counter values [units.armored, units.tanks, units.recon, units.spaa,
# units.blighter, units.huge, combat.air-targets, counters.*].
# Column B is a straight line.

# SPAA -------------------------------------------------------------------------------

case "an SPAA fires AA at a helicopter at long range" {
  rules   = ["units.spaa", "combat.air-targets", "combat.long-range", "counters.firepower"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "ostwind" {
    type      = "ostwind"
    side      = "reich"
    formation = "1-130"
    at        = "B1"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B11"
  }
  active_formation = "1-130"
  dice             = [5, 6]
  action "fire" {
    unit   = "ostwind"
    target = "huey"
    weapon = "aa"
  }
  expect {
    attack {
      distance = 10
      av       = 17 # AA 8 + 11 - 2 long range (range 7)
      dv       = 16 # blue armor, no terrain
      hits     = 1
    }
    log_contains = ["long range 2 [combat.long-range]"]
  }
}

case "an SPAA gets the close-range bonus against aircraft" {
  rules   = ["units.spaa", "combat.close-range"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "B1"
  }
  unit "scourge" {
    type      = "scourge"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B4"
  }
  active_formation = "4th-guards"
  dice             = [2, 2]
  action "fire" {
    unit   = "shilka"
    target = "scourge"
    weapon = "aa"
  }
  expect {
    attack {
      distance = 3
      av       = 14 # AA 9 + 4 + 1 close range (3 is half of range 7, rounded down)
      dv       = 16
      hits     = 0
    }
  }
}

case "AA fire only attacks air units" {
  rules   = ["combat.air-targets", "counters.firepower"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "B1"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B4"
  }
  active_formation = "4th-guards"
  action "fire" {
    unit   = "shilka"
    target = "tiger"
    weapon = "aa"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "combat.firepower-choice" }
  }
}

case "an SPAA fires its non-fixed weapon on the move" {
  rules   = ["units.spaa", "moving-fire.general"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "B1"
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B6"
  }
  active_formation = "4th-guards"
  dice             = [5, 4]
  action "fire" {
    unit   = "shilka"
    target = "zealot"
    weapon = "he"
    moving = "before"
    path   = ["B2", "B3", "B4"] # 3 MP, half of Speed 6
  }
  expect {
    attack {
      distance = 5
      av       = 13 # HE 6 + 9 - 2 moving fire (5 hexes is normal range for range 5)
      dv       = 13
      hits     = 0
    }
    unit "shilka" { at = "B4" }
  }
}

case "an SPAA may not fire on the move beyond half its Speed" {
  rules   = ["units.spaa", "moving-fire.general"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "B1"
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B9"
  }
  active_formation = "4th-guards"
  action "fire" {
    unit   = "shilka"
    target = "zealot"
    weapon = "he"
    moving = "after"
    path   = ["B2", "B3", "B4", "B5"] # 4 MP
  }
  expect {
    rejected = { code = "too_far", rule = "moving-fire.general" }
  }
}

# The Blighter ------------------------------------------------------------------------
# Its launcher: AP+AA 10, HE 6, fixed range 15.

case "the Blighter's launcher hits a helicopter, with no close-range bonus" {
  rules   = ["units.blighter", "combat.air-targets", "units.dual-weapons", "combat.fixed-range"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 18
    terrain = "clear"
  }
  unit "blighter" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B3"
  }
  active_formation = "black-hand"
  dice             = [3, 2]
  action "fire" {
    unit   = "blighter"
    target = "huey"
    weapon = "aa"
  }
  expect {
    attack {
      distance = 2
      av       = 15 # AA 10 + 5, no close range
      dv       = 16
      hits     = 0
    }
  }
}

case "the Blighter's launcher hits armour at exactly its fixed range" {
  rules   = ["units.blighter", "combat.fixed-range", "counters.range"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 18
    terrain = "clear"
  }
  unit "blighter" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B16"
  }
  active_formation = "black-hand"
  dice             = [4, 4]
  action "fire" {
    unit   = "blighter"
    target = "m60"
    weapon = "ap"
  }
  expect {
    attack {
      distance = 15
      av       = 18 # AP 10 + 8, no long range
      dv       = 17
      hits     = 1
    }
    unit "m60" { statuses = ["shaken"] }
  }
}

case "the Blighter may not fire past its fixed range" {
  rules   = ["units.blighter", "combat.fixed-range"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 18
    terrain = "clear"
  }
  unit "blighter" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B17" # 16 hexes
  }
  active_formation = "black-hand"
  action "fire" {
    unit   = "blighter"
    target = "huey"
    weapon = "aa"
  }
  expect {
    rejected = { code = "out_of_range", rule = "combat.fixed-range" }
  }
}

case "the Blighter may not fire HE at aircraft" {
  rules   = ["units.blighter", "combat.air-targets"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 18
    terrain = "clear"
  }
  unit "blighter" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B5"
  }
  active_formation = "black-hand"
  action "fire" {
    unit   = "blighter"
    target = "huey"
    weapon = "he"
  }
  expect {
    rejected = { code = "air_target", rule = "combat.air-targets" }
  }
}

case "the Blighter never fires on the move" {
  rules   = ["units.blighter", "units.spaa"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 18
    terrain = "clear"
  }
  unit "blighter" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B8"
  }
  active_formation = "black-hand"
  action "fire" {
    unit   = "blighter"
    target = "huey"
    weapon = "aa"
    moving = "after"
    path   = ["B2"]
  }
  expect {
    rejected = { code = "no_moving_fire", rule = "units.blighter" }
  }
}

case "the Blighter never makes opportunity fire" {
  rules   = ["units.blighter", "opportunity-fire.who"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 18
    terrain = "clear"
  }
  unit "blighter" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B12"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "m60"
    path = ["B11", "B10"]
  }
  action "opportunity_fire" {
    unit   = "blighter"
    target = "m60"
    weapon = "ap"
    at     = "B11"
  }
  # The Blighter is never offered the reaction: no window opens for it.
  expect {
    rejected = { code = "no_interrupt", rule = "opportunity-fire.trigger" }
  }
}

case "the Blighter never leads group fire" {
  rules   = ["units.blighter"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 18
    terrain = "clear"
  }
  unit "blighter" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "megrim" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B6"
  }
  active_formation = "black-hand"
  action "fire" {
    unit   = "blighter"
    target = "m60"
    weapon = "ap"
    assist = "megrim"
  }
  expect {
    rejected = { code = "no_group_fire", rule = "units.blighter" }
  }
}

# Tanks, AFVs, recon -----------------------------------------------------------------

case "a tank fires any weapon on the move at -2 AV" {
  rules   = ["units.tanks", "moving-fire.general"]
  fixture = "t64"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "t64" { at = "B1" }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B8"
  }
  dice = [6, 5]
  action "fire" {
    unit   = "t64"
    target = "ss"
    weapon = "he"
    moving = "before"
    path   = ["B2", "B3", "B4"] # 3 MP, half of Speed 7 rounded down
  }
  expect {
    attack {
      distance = 7
      av       = 11 # HE 4 + 11 - 2 long range (range 5) - 2 moving fire
      dv       = 13
      hits     = 0
    }
    unit "t64" { at = "B4" }
  }
}

case "a tank may not fire on the move past half its Speed rounded down" {
  rules   = ["units.tanks", "movement.half-speed", "counters.speed"]
  fixture = "t64"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "t64" { at = "B1" }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B12"
  }
  action "fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
    moving = "before"
    path   = ["B2", "B3", "B4", "B5"] # 4 MP: half of 7 is 3
  }
  expect {
    rejected = { code = "too_far", rule = "moving-fire.general" }
  }
}

case "armoured units are hard targets: HE cannot attack them" {
  rules   = ["units.armored", "counters.armor", "counters.firepower"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "rangers" { at = "B1" }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "B3"
  }
  active_formation = "1st-ranger"
  action "fire" {
    unit   = "rangers"
    target = "apc"
    weapon = "he"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "combat.firepower-choice" }
  }
}

case "infantry AP fire hurts a recon vehicle" {
  rules   = ["units.armored", "counters.armor", "counters.pieces", "combat.hits"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "rangers" { at = "B1" }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  active_formation = "1st-ranger"
  dice             = [6, 4]
  action "fire" {
    unit   = "rangers"
    target = "puma"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 17 # AP 6 + 2D6 (6+4) 10 + 1 close range (1 hex, range 3)
      dv   = 15
      hits = 2
    }
    unit "puma" {
      reduced  = true
      statuses = ["shaken"]
    }
    log_contains = ["2D6 (6+4) 10"]
  }
}

case "a recon unit is always In Contact: it moves its full Speed when marked Out Of Contact" {
  rules   = ["units.recon", "counters.speed"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B1"
    statuses  = ["ooc"]
  }
  active_formation = "1-130"
  action "move" {
    unit = "puma"
    path = ["B2", "B3", "B4", "B5", "B6", "B7", "B8"] # 7 MP, the Puma's full Speed
  }
  expect {
    unit "puma" { at = "B8" }
  }
}

case "a unit moves no more than its Speed" {
  rules   = ["counters.speed", "units.recon"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B1"
  }
  active_formation = "1-130"
  action "move" {
    unit = "puma"
    path = ["B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9"] # 8 MP, Speed 7
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "a recon unit fires on the move at -2 AV" {
  rules   = ["units.recon", "moving-fire.general"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "brdm" {
    type      = "brdm-2"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "B1"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B8"
  }
  active_formation = "2nd-ranger"
  dice             = [4, 4]
  action "fire" {
    unit   = "brdm"
    target = "ss"
    weapon = "he"
    moving = "after"
    path   = ["B2", "B3", "B4", "B5"] # 4 MP, half of Speed 8
  }
  expect {
    attack {
      distance = 3
      av       = 10 # HE 4 + 8 - 2 moving fire (3 hexes: normal range 3)
      hits     = 0
    }
  }
}

case "a reduced APC fires with its reduced factor" {
  rules   = ["counters.strength-faces", "units.apcs"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B1"
    reduced   = true
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
  active_formation = "1st-ranger"
  dice             = [5, 5]
  action "fire" {
    unit   = "apc"
    target = "ss"
    weapon = "he"
  }
  expect {
    attack {
      av   = 13 # reduced HE 3 + 10 (3 hexes: normal range)
      hits = 0
    }
  }
}

case "a side's units never fire at each other" {
  rules   = ["counters.sides"]
  fixture = "tiger"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
  }
  unit "tiger" { at = "B1" }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B3"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "puma"
    weapon = "ap"
  }
  expect {
    rejected = { code = "friendly_target" }
  }
}

# Huge units ---------------------------------------------------------------------------
# The Ravager: armor 15, Huge infantry. Rangers fire HE 5 from 2 hexes.

case "a Huge unit gets no cover from a crop field" {
  rules   = ["units.huge"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
    hex "B3" { terrain = "crop-field" }
  }
  unit "rangers" { at = "B1" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B3"
  }
  active_formation = "1st-ranger"
  dice             = [6, 5]
  action "fire" {
    unit   = "rangers"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      av   = 16 # HE 5 + 11
      dv   = 15 # armor 15 + 1 crop field - 1 Huge: no cover
      hits = 1
    }
    log_contains = ["Huge: no cover"]
  }
}

case "a Huge unit takes cover in urban terrain" {
  rules   = ["units.huge"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
    hex "B3" { terrain = "urban" }
  }
  unit "rangers" { at = "B1" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B3"
  }
  active_formation = "1st-ranger"
  dice             = [6, 5]
  action "fire" {
    unit   = "rangers"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      av   = 16 # HE 5 + 11
      dv   = 18 # armor 15 + 2 urban + 1 concealed: a level 1 blocking hex gives cover
      hits = 0
    }
  }
}

case "a Huge unit gets no cover from a wreck" {
  rules   = ["units.huge", "results.wreck"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
    marker "B3" "wreck" {
    }
  }
  unit "rangers" { at = "B1" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B3"
  }
  active_formation = "1st-ranger"
  dice             = [6, 5]
  action "fire" {
    unit   = "rangers"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      dv   = 15 # armor 15 + 1 wreck - 1 Huge: no cover
      hits = 1
    }
  }
}

case "a Huge unit in a crop field with Sandbags gets neither" {
  rules   = ["units.huge", "terrain.sandbags"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 14
    terrain = "clear"
    hex "B3" { terrain = "crop-field" }
    marker "B3" "sandbags" {
    }
  }
  unit "rangers" { at = "B1" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B3"
  }
  active_formation = "1st-ranger"
  dice             = [6, 5]
  action "fire" {
    unit   = "rangers"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      # armor 15 + 1 crop field + 1 Sandbags - 1 no Sandbags for Huge - 1 Huge: no cover
      dv   = 15
      hits = 1
    }
  }
}

# The Blighter's launcher fired at an aircraft is no artillery strike on a
# hex: the M60A1 under the helicopter is not attacked [units.blighter,
# units.spa-indirect-fire].
case "the Blighter's AA fire at a helicopter attacks it alone" {
  rules   = ["units.blighter", "units.spa-indirect-fire", "combat.air-targets"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 18
    terrain = "clear"
  }
  unit "blighter" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B5"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  active_formation = "black-hand"
  dice             = [1, 1]
  action "fire" {
    unit   = "blighter"
    target = "huey"
    weapon = "aa"
  }
  expect {
    attack {
      target = "huey"
      av     = 12 # AA 10 + 2
      dv     = 16
    }
    unit "m60" { statuses = [] }
  }
}

# Its AP at a land unit is SPA direct fire: the whole hex is struck.
case "the Blighter's direct fire at a land unit strikes its whole hex" {
  rules   = ["units.blighter", "units.spa-indirect-fire"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 18
    terrain = "clear"
  }
  unit "blighter" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  active_formation = "black-hand"
  # m60: AP 10 + 8 = 18 vs 17, 1 hit; rangers: HE 6 + 8 = 14 vs 13, 1 hit
  dice = [4, 4, 4, 4]
  action "fire" {
    unit   = "blighter"
    target = "m60"
    weapon = "ap"
  }
  expect {
    spa_direct { attacks = 2 }
    unit "m60" { statuses = ["shaken"] }
    unit "rangers" { statuses = ["shaken"] }
  }
}
