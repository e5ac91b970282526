# Helicopters [helicopters.*, units.air]: flying, altitude, pop-up attacks,
# moving fire, what may attack them, losses and debris. The fly action moves
# them (rulesets/base/helicopters/helicopters.lua); a case puts a helicopter at NOE with both
# face = "noe" and altitude = "noe".

case "a helicopter pays 1 Speed point per hex whatever the terrain" {
  rules   = ["helicopters.movement", "units.air"]
  fixture = "huey"
  board {
    cols = 10
    rows = 12
    hex "B3" { terrain = "woods" }
    hex "B4" { terrain = "urban" }
    marker "B5" "wreck" {
    }
    hex "B6" { features = ["hill"] }
    hex "B7" { terrain = "water" }
  }
  unit "huey" { altitude = "cruise" }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3", "B4", "B5", "B6", "B7"] # woods, urban, wreck, hill, water: 5 x 1
  }
  expect {
    fly {
      to    = "B7"
      hexes = 5
      mp    = 5
    }
    unit "huey" {
      at       = "B7"
      statuses = ["cruise"]
      counters = { mp_spent = 5, flown = 5 }
    }
  }
}

case "a helicopter flies exactly its Speed" {
  rules   = ["helicopters.movement"]
  fixture = "huey"
  board {
    rows = 22
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    # 20 hexes = Speed 20
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "B16", "B17", "B18", "B19", "B20", "B21", "B22"]
  }
  expect {
    unit "huey" {
      at       = "B22"
      counters = { mp_spent = 20 }
    }
  }
}

case "a helicopter may not fly one hex beyond its Speed" {
  rules   = ["helicopters.movement"]
  fixture = "huey"
  board {
    rows = 23
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    # 21 hexes > Speed 20
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "B16", "B17", "B18", "B19", "B20", "B21", "B22", "B23"]
  }
  expect {
    rejected = { code = "too_far", rule = "helicopters.movement" }
  }
}

case "changing altitude costs 1 Speed point" {
  rules   = ["helicopters.movement", "helicopters.noe"]
  fixture = "huey"
  board {
    rows = 22
  }
  unit "huey" { altitude = "cruise" }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    altitude = "noe"
    # 1 for the drop to NOE + 19 hexes = Speed 20
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "B16", "B17", "B18", "B19", "B20", "B21"]
  }
  expect {
    unit "huey" {
      at       = "B21"
      face     = "noe"
      statuses = ["noe"]
      counters = { mp_spent = 20, flown = 19 }
    }
  }
}

case "an altitude change and a full Speed of hexes are too much" {
  rules   = ["helicopters.movement"]
  fixture = "huey"
  board {
    rows = 22
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    altitude = "noe"
    # 1 + 20 = 21 > 20
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "B16", "B17", "B18", "B19", "B20", "B21", "B22"]
  }
  expect {
    rejected = { code = "too_far", rule = "helicopters.movement" }
  }
}

case "a second flight in an activation spends what is left of the Speed" {
  rules   = ["helicopters.movement"]
  fixture = "huey"
  board {
    rows = 23
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13", "B14", "B15", "B16", "B17"] # 15
  }
  action "fly" {
    unit = "huey"
    path = ["B18", "B19", "B20", "B21", "B22", "B23"] # 6 more: 21 > 20
  }
  expect {
    rejected = { code = "too_far", rule = "helicopters.movement" }
  }
}

case "a Shaken helicopter flies at most half its Speed" {
  rules   = ["helicopters.movement", "results.shaken"]
  fixture = "huey"
  board {
    rows = 14
  }
  unit "huey" { statuses = ["shaken"] }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13"] # 11 > 10
  }
  expect {
    rejected = { code = "too_far", rule = "results.shaken" }
  }
}

case "dropping to NOE in place turns the counter to its NOE face" {
  rules   = ["helicopters.noe", "helicopters.hovering"]
  fixture = "huey"
  board {
    rows = 8
  }
  unit "huey" { altitude = "cruise" }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    path     = []
    altitude = "noe"
  }
  expect {
    fly {
      to       = "B2"
      hexes    = 0
      altitude = "noe"
      mp       = 1
    }
    unit "huey" {
      at       = "B2"
      face     = "noe"
      statuses = ["noe"]
      counters = { mp_spent = 1 }
    }
  }
}

case "climbing back to Cruise turns the counter to its front" {
  rules   = ["helicopters.cruise", "helicopters.movement"]
  fixture = "huey"
  board {
    rows = 8
  }
  unit "huey" {
    face     = "noe"
    altitude = "noe"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    path     = ["B3"]
    altitude = "cruise"
  }
  expect {
    unit "huey" {
      at       = "B3"
      face     = ""
      statuses = ["cruise"]
      counters = { mp_spent = 2 } # climb 1 + 1 hex
    }
    log_contains = ["altitude change"]
  }
}

case "a fly that changes nothing is refused" {
  rules   = ["helicopters.movement"]
  fixture = "huey"
  board {
    rows = 8
  }
  unit "huey" { altitude = "cruise" }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    path     = []
    altitude = "cruise"
  }
  expect {
    rejected = { code = "bad_param", rule = "helicopters.movement" }
  }
}

case "only aircraft fly" {
  rules   = ["helicopters.movement"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 8
    terrain = "clear"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  active_formation = "1st-ranger"
  action "fly" {
    unit = "m60"
    path = ["B3"]
  }
  expect {
    rejected = { code = "not_aircraft", rule = "helicopters.movement" }
  }
}

case "a helicopter at NOE may not fire AP" {
  rules   = ["helicopters.cruise", "helicopters.noe"]
  fixture = "huey-and-tiger"
  unit "huey" {
    face     = "noe"
    altitude = "noe"
  }
  active_formation = "335th-ahc"
  action "fire" {
    unit   = "huey"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    rejected = { code = "not_at_cruise", rule = "helicopters.cruise" }
  }
}

case "a helicopter at NOE may not opportunity fire AP" {
  rules   = ["helicopters.cruise", "opportunity-fire.who"]
  fixture = "huey-and-tiger"
  board {
    rows = 12
  }
  unit "huey" {
    face     = "noe"
    altitude = "noe"
  }
  unit "tiger" { at = "B9" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B8", "B7", "B6"] # B6 is 4 hexes away: in the NOE face's HE range, so a window opens
  }
  action "opportunity_fire" {
    unit   = "huey"
    target = "tiger"
    weapon = "ap"
    at     = "B6"
  }
  expect {
    rejected = { code = "not_at_cruise", rule = "helicopters.cruise" }
  }
}

# Dropping to NOE in B2 puts the Huey at ground level: the woods in B4 now
# hide the SS-VT in B6 (at Cruise it would see over them).
case "at NOE a helicopter sees from the ground" {
  rules   = ["helicopters.noe", "los.required"]
  fixture = "huey-and-ssvt"
  board {
    hex "B4" { terrain = "woods" }
  }
  unit "huey" { altitude = "cruise" }
  action "fly" {
    unit     = "huey"
    path     = []
    altitude = "noe"
  }
  action "fire" {
    unit   = "huey"
    target = "ssvt"
    weapon = "he"
  }
  expect {
    rejected = { code = "no_los", rule = "los.required" }
  }
}

# The SS-VT in D4 sees the Huey flying down column B at Cruise; it fires
# when the Huey is in B4, two hexes away: AV 17 = HE 6 + 11 (2 hexes: not
# close range for range 3); DV 16 = the Huey's armor. The Huey flies on.
case "a flying helicopter draws opportunity fire" {
  rules   = ["helicopters.movement", "opportunity-fire.trigger", "helicopters.damage"]
  fixture = "huey-and-ssvt"
  unit "huey" { altitude = "cruise" }
  unit "ssvt" { at = "D4" }
  dice = [6, 5]
  action "fly" {
    unit = "huey"
    path = ["B3", "B4", "B5", "B6"]
  }
  action "opportunity_fire" {
    unit   = "ssvt"
    target = "huey"
    weapon = "he"
    at     = "B4"
  }
  expect {
    attack {
      kind     = "opportunity"
      distance = 2
      av       = 17
      dv       = 16
      hits     = 1
    }
    unit "huey" {
      at       = "B6"
      statuses = ["cruise", "shaken"]
    }
    unit "ssvt" { statuses = ["finished"] }
  }
}

# A wall of woods in column C hides the Huey flying NOE down column B from
# the SS-VT in D5: no hex of its flight opens a reaction window.
case "a helicopter flying NOE behind cover draws no opportunity fire" {
  rules   = ["helicopters.noe", "opportunity-fire.trigger"]
  fixture = "huey-and-ssvt"
  board {
    region "treeline" {
      hexes   = ["C1-C10"]
      terrain = "woods"
    }
  }
  unit "huey" {
    face     = "noe"
    altitude = "noe"
  }
  unit "ssvt" { at = "D5" }
  action "fly" {
    unit = "huey"
    path = ["B3", "B4", "B5", "B6"]
  }
  action "opportunity_fire" {
    unit   = "ssvt"
    target = "huey"
  }
  expect {
    rejected = { code = "no_interrupt" }
  }
}

# Hovering at NOE behind the woods in B4, the Huey climbs to Cruise: the King
# Tiger in B6 now sees it (woods are level 1, the Huey level 2) and is in HE
# range (4): the climb opens a reaction window.
case "a pop-up into view opens opportunity fire" {
  rules   = ["helicopters.pop-up", "opportunity-fire.trigger"]
  fixture = "huey-and-tiger"
  board {
    hex "B4" { terrain = "woods" }
  }
  unit "huey" {
    face     = "noe"
    altitude = "noe"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    path     = []
    altitude = "cruise"
  }
  expect {
    interrupt = "opportunity"
    unit "huey" {
      face     = ""
      statuses = ["cruise"]
    }
  }
}

# The whole pop-up attack: climb (1 SP), the Tiger's opportunity fire (AV 7 =
# HE 5 + 2 vs DV 16, a miss), the Huey's AP at Cruise (AV 19 = AP 13 + 6, fixed
# range: no close-range bonus; DV 18), then back down to NOE (1 SP), allowed
# although the attack left the Huey Finished.
case "a pop-up attack: climb, fire, drop back" {
  rules   = ["helicopters.pop-up", "helicopters.hovering", "helicopters.cruise", "opportunity-fire.precedence"]
  fixture = "huey-and-tiger"
  board {
    hex "B4" { terrain = "woods" }
  }
  unit "huey" {
    face     = "noe"
    altitude = "noe"
  }
  active_formation = "335th-ahc"
  dice             = [1, 1, 3, 3]
  action "fly" {
    unit     = "huey"
    path     = []
    altitude = "cruise"
  }
  action "opportunity_fire" {
    unit   = "tiger"
    target = "huey"
    weapon = "he"
  }
  action "fire" {
    unit   = "huey"
    target = "tiger"
    weapon = "ap"
  }
  action "fly" {
    unit     = "huey"
    path     = []
    altitude = "noe"
  }
  expect {
    attack {
      attacker = "huey"
      av       = 19
      dv       = 18
      hits     = 1
    }
    unit "huey" {
      at       = "B2"
      face     = "noe"
      statuses = ["noe", "finished"]
      counters = { mp_spent = 2 }
    }
    unit "tiger" { statuses = ["finished", "shaken"] }
  }
}

case "a Finished helicopter may not fly on" {
  rules   = ["helicopters.hovering", "impulse.finished"]
  fixture = "huey"
  unit "huey" { statuses = ["finished"] }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3"]
  }
  expect {
    rejected = { code = "finished", rule = "impulse.finished" }
  }
}

case "a helicopter may not pop up under a plane" {
  rules   = ["planes.airspace", "helicopters.pop-up"]
  fixture = "huey"
  unit "huey" {
    at       = "C4"
    face     = "noe"
    altitude = "noe"
  }
  unit "stuka" {
    type = "ju-87g-stuka"
    side = "reich"
    at   = "C4"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    path     = []
    altitude = "cruise"
  }
  expect {
    rejected = { code = "plane_above", rule = "planes.airspace" }
  }
}

case "a helicopter at Cruise may not enter a plane's hex" {
  rules   = ["planes.airspace"]
  fixture = "huey"
  unit "huey" { at = "C2" }
  unit "stuka" {
    type = "ju-87g-stuka"
    side = "reich"
    at   = "C4"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["C3", "C4", "C5"]
  }
  expect {
    rejected = { code = "airspace", rule = "planes.airspace" }
  }
}

case "a helicopter at NOE flies under a plane" {
  rules   = ["planes.airspace", "helicopters.noe"]
  fixture = "huey"
  unit "huey" {
    at       = "C2"
    face     = "noe"
    altitude = "noe"
  }
  unit "stuka" {
    type = "ju-87g-stuka"
    side = "reich"
    at   = "C4"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["C3", "C4", "C5"]
  }
  expect {
    unit "huey" { at = "C5" }
  }
}

# Moving fire: 2 hexes (within half of Speed 20), then HE at the Rangers 2
# hexes from B4: AV 12 = HE 5 + 6 + 1 close range - 2 moving fire + 2 (air
# units take no moving-fire penalty); DV 13.
case "a helicopter fires on the move without the land penalty" {
  rules   = ["helicopters.combat", "moving-fire.general"]
  fixture = "huey-and-ssvt"
  dice    = [3, 3]
  action "fire" {
    unit   = "huey"
    target = "ssvt"
    weapon = "he"
    moving = "after"
    path   = ["B3", "B4"]
  }
  expect {
    attack {
      distance = 2
      av       = 12
      dv       = 13
      hits     = 0
    }
    unit "huey" {
      at       = "B4"
      statuses = ["finished"]
    }
    log_contains = ["no moving-fire penalty"]
  }
}

# Exactly half of Speed 20 flown (10 hexes), then fire: moving fire is still
# allowed. AV 12 = HE 5 + 6 + 1 close range (2 hexes, range 4); DV 13.
case "a helicopter that flew half its Speed may still fire" {
  rules   = ["helicopters.combat"]
  fixture = "huey-and-ssvt"
  board {
    rows = 14
  }
  unit "ssvt" { at = "B14" }
  dice = [3, 3]
  action "fly" {
    unit = "huey"
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12"]
  }
  action "fire" {
    unit   = "huey"
    target = "ssvt"
    weapon = "he"
  }
  expect {
    attack {
      av   = 12
      hits = 0
    }
  }
}

case "a helicopter that flew more than half its Speed may not fire" {
  rules   = ["helicopters.combat"]
  fixture = "huey-and-ssvt"
  board {
    rows = 15
  }
  unit "ssvt" { at = "B15" }
  action "fly" {
    unit = "huey"
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "B12", "B13"] # 11 > 10
  }
  action "fire" {
    unit   = "huey"
    target = "ssvt"
    weapon = "he"
  }
  expect {
    rejected = { code = "too_far", rule = "helicopters.combat" }
  }
}

case "a helicopter on the move fires no fixed-range weapon" {
  rules   = ["helicopters.combat", "combat.fixed-range"]
  fixture = "huey-and-tiger"
  unit "tiger" { at = "B8" }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3", "B4"]
  }
  action "fire" {
    unit   = "huey"
    target = "tiger"
    weapon = "ap" # AP 13, fixed range 8
  }
  expect {
    rejected = { code = "no_moving_fire", rule = "helicopters.combat" }
  }
}

case "a helicopter never assaults" {
  rules   = ["helicopters.combat", "assault.definition"]
  fixture = "huey-and-ssvt"
  unit "huey" {
    face     = "noe"
    altitude = "noe"
  }
  unit "ssvt" { at = "B3" }
  action "assault" {
    units  = ["huey"]
    path   = ["B3"]
    target = "ssvt"
  }
  expect {
    rejected = { code = "no_assault", rule = "assault.definition" }
  }
}

case "a helicopter at NOE is never assaulted" {
  rules   = ["helicopters.combat", "assault.definition"]
  fixture = "huey-and-ssvt"
  unit "huey" {
    at       = "B3"
    face     = "noe"
    altitude = "noe"
  }
  unit "ssvt" { at = "B2" }
  active_formation = "1-7-ss"
  action "assault" {
    units  = ["ssvt"]
    path   = ["B3"]
    target = "huey"
  }
  expect {
    rejected = { code = "air_target", rule = "assault.definition" }
  }
}

# A Shilka's AA at a Huey over woods: the woods give an air unit nothing. AV
# 17 = AA 9 + 7 + 1 close range (3 hexes, range 7); DV 16 = armor alone.
case "AA fire at a helicopter, which gets no terrain defence" {
  rules   = ["combat.air-targets", "units.air", "helicopters.gunships"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    hex "B5" { terrain = "woods" }
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B5"
  }
  active_formation = "1-130"
  dice             = [4, 3]
  action "fire" {
    unit   = "shilka"
    target = "huey"
    weapon = "aa"
  }
  expect {
    attack {
      av   = 17
      dv   = 16
      hits = 1
    }
    unit "huey" { statuses = ["shaken"] }
  }
}

case "an SPA may not attack a helicopter" {
  rules   = ["combat.air-targets", "helicopters.gunships"]
  fixture = "hummel"
  board {
    cols = 6
    rows = 10
  }
  unit "hummel" { at = "B2" }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B5"
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

# A Shaken Huey takes one more hit (AV 17 = HE 5 + 12 vs DV 16): a one-step
# unit is destroyed. It leaves a wreck, and its debris falls on the M60 and
# the Rangers below: 1D6 = 2 (1-2: a unit is Shaken), then 1D2 = 2 picks the
# second of them by id, the Rangers.
case "a destroyed helicopter's debris shakes a random unit on 1-2" {
  rules   = ["helicopters.damage", "results.one-step", "results.wreck"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
    statuses  = ["shaken"]
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "2-130"
  dice             = [6, 6, 2, 2]
  action "fire" {
    unit   = "fj"
    target = "huey"
    weapon = "he"
  }
  expect {
    attack {
      av   = 17
      hits = 1
    }
    debris {
      roll   = 2
      shaken = "rangers"
    }
    unit "huey" { alive = false }
    unit "rangers" { statuses = ["shaken"] }
    unit "m60" { statuses = [] }
    marker "B4" "wreck" { present = true }
  }
}

case "debris rolling 3 or more does no harm" {
  rules   = ["helicopters.damage"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
    statuses  = ["shaken"]
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "2-130"
  dice             = [6, 6, 3] # attack, then the debris 1D6: 3, no harm; one unit below, no pick
  action "fire" {
    unit   = "fj"
    target = "huey"
    weapon = "he"
  }
  expect {
    debris {
      roll   = 3
      shaken = ""
    }
    unit "huey" { alive = false }
    unit "m60" { statuses = [] }
    marker "B4" "wreck" { present = true }
  }
}

# The only unit below is hit on a 1: no die is needed to pick it.
case "debris on a single unit below" {
  rules   = ["helicopters.damage"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
    statuses  = ["shaken"]
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
  active_formation = "2-130"
  dice             = [6, 6, 1]
  action "fire" {
    unit   = "fj"
    target = "huey"
    weapon = "he"
  }
  expect {
    debris {
      roll   = 1
      shaken = "ssvt"
    }
    unit "ssvt" { statuses = ["shaken"] }
  }
}

case "helicopters do not count for stacking" {
  rules   = ["helicopters.gunships", "stacking.exempt"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "m60a" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  unit "m60b" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B2"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3", "B4"]
  }
  action "end_activation" {}
  expect {
    active_formation = ""
    hex "B4" { units = 3 }
  }
}

# A helicopter that flew is Finished when its activation ends; one that only
# changed altitude is hovering and stays ready for opportunity fire.
case "a helicopter that flew ends its activation Finished, a hovering one does not" {
  rules   = ["helicopters.hovering", "impulse.finished"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "huey1" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B2"
  }
  unit "huey2" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "D2"
    altitude  = "cruise"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey1"
    path = ["B3"]
  }
  action "fly" {
    unit     = "huey2"
    path     = []
    altitude = "noe"
  }
  action "end_activation" {}
  expect {
    unit "huey1" {
      statuses = ["finished"]
      counters = { flown = 0 }
    }
    unit "huey2" { statuses = ["noe"] }
  }
}

# On overwatch: the hovering Huey fires its AP (fixed range 8) at the Tiger
# entering B7, 5 hexes away: AV 19 = AP 13 + 6; DV 18.
case "a hovering helicopter on overwatch opportunity fires" {
  rules   = ["helicopters.hovering", "opportunity-fire.trigger"]
  fixture = "huey-and-tiger"
  board {
    rows = 12
  }
  unit "huey" { altitude = "cruise" }
  unit "tiger" { at = "B11" }
  active_formation = "1-130"
  dice             = [3, 3]
  action "move" {
    unit = "tiger"
    path = ["B10", "B9", "B8", "B7"]
  }
  action "opportunity_fire" {
    unit   = "huey"
    target = "tiger"
    weapon = "ap"
    at     = "B7"
  }
  expect {
    attack {
      kind = "opportunity"
      av   = 19
      dv   = 18
      hits = 1
    }
    unit "huey" { statuses = ["cruise", "finished"] }
    unit "tiger" {
      at       = "B7"
      statuses = ["finished", "shaken"]
    }
  }
}

# The Huey was Shaken; its formation's marker is drawn: the activation starts
# with the Finished markers off and the helicopter rallied without a roll.
case "a Shaken helicopter rallies automatically at its next activation" {
  rules   = ["helicopters.damage", "command.no-field-co"]
  fixture = "huey-and-tiger"
  unit "huey" { statuses = ["shaken", "finished"] }
  unit "tiger" { at = "B9" }
  cup   = { "335th-ahc" = 1, "1-130" = 2 }
  draws = ["335th-ahc"]
  action "draw" {}
  expect {
    active_formation = "335th-ahc"
    unit "huey" { statuses = [] }
  }
}

# After flying and firing the Huey is Finished: only a hovering helicopter
# that popped up may still change altitude.
case "a helicopter that flew and fired may not change altitude" {
  rules   = ["helicopters.pop-up", "helicopters.hovering", "impulse.finished"]
  fixture = "huey-and-ssvt"
  dice    = [1, 1]
  action "fly" {
    unit = "huey"
    path = ["B3"]
  }
  action "fire" {
    unit   = "huey"
    target = "ssvt"
    weapon = "he"
  }
  action "fly" {
    unit     = "huey"
    altitude = "noe"
  }
  expect {
    rejected = { code = "finished", rule = "impulse.finished" }
  }
}

# SPA indirect fire on B8 strikes the M60 (AP 10 + 6 vs DV 17, no hit) and
# leaves the Huey over it alone: helicopters are attacked separately, and
# never by artillery. Dice: accuracy 4, then the one attack.
case "a helicopter is not touched by fire on the land units below it" {
  rules   = ["helicopters.gunships", "combat.air-targets"]
  fixture = "hummel"
  board {
    cols = 6
    rows = 10
  }
  unit "hummel" { at = "B2" }
  unit "kt" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
    attached  = ["co"]
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B8"
  }
  dice = [4, 3, 3]
  action "spa_indirect" {
    unit   = "hummel"
    target = "B8"
  }
  expect {
    spa_indirect { attacks = 1 }
    attack {
      target = "m60"
      hits   = 0
    }
    unit "huey" { statuses = [] }
    log_contains = ["huey is airborne"]
  }
}

case "aircraft flying over take no hex" {
  rules   = ["control.hex", "helicopters.movement"]
  fixture = "huey-and-tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "huey" { altitude = "cruise" }
  unit "tiger" { at = "H9" }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3", "B4"]
  }
  expect {
    unit "huey" { at = "B4" }
    hex "B3" { control = "" }
    hex "B4" { control = "" }
  }
}
