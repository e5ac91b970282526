# The scenarios [turn.setup] (rulesets/base/scenarios/*.hcl, made for this
# project) as cases: a case cannot name a scenario, so each case below
# repeats a scenario's forces on the Wewelsburg map, at its setup hexes, with
# its cup, and plays its opening: the turn's draws are counted from the cup,
# a formation's marker is drawn and its units act from where the scenario
# sets them up. The scenarios' objectives (options.objectives and
# options.control, laid out by scenario.lua) need a scenario to run, so no
# case here checks them. If a scenario's setup changes, change its case too.
#
# Fire cases roll 2D6 = 1+1, so no hit lands.

# "The Road to the Castle": 6 markers, 2 players. NATO's 1st Ranger draws
# first; its M60A1 CO on the east road (S9) fires down the road at the SdKfz
# 250 in L10, 7 hexes away over R9, Q9 (shellholes), P9, O10, N10 and M10,
# none of them an obstacle.
case "castle-road: the 1st Rangers open fire down the east road" {
  rules   = ["turn.setup", "turn.draw-count", "impulse.activation", "terrain.map"]
  ruleset = "base"
  map     = "wewelsburg"
  sides   = ["reich", "nato"]

  unit "kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K10"
    attached  = ["co"]
  }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "J10"
  }
  unit "puma1" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "L9"
  }
  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "M9"
    attached  = ["co"]
    carries   = ["mg42"]
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "N8"
    carries   = ["panzerfaust-3"]
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "M10"
  }
  unit "sdkfz2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "L10"
  }
  unit "m60a1-1" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "S9"
    attached  = ["co"]
  }
  unit "m60a1-2" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "T8"
  }
  unit "m113-1" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "U8"
  }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-1"
    carries   = ["law"]
  }
  unit "m113-2" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "V8"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-2"
    carries   = ["law"]
  }
  unit "rangers3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "R10"
  }
  unit "t64-1" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "T9"
    attached  = ["co"]
  }
  unit "t64-2" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "S10"
  }
  unit "t64-3" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "W8"
  }

  cup   = { "1-130" = 2, "1-7-ss" = 2, "1st-ranger" = 1, "4th-guards" = 1 }
  begin = true
  draws = ["1st-ranger"]
  dice  = [1, 1]
  action "draw" {}
  action "fire" {
    unit   = "m60a1-1"
    target = "sdkfz2"
    weapon = "ap"
  }
  expect {
    active_formation = "1st-ranger"
    vars             = { draws_left = 3 } # 6 markers - 2 players = 4 draws, one made
    attack {
      av   = 12 # AP 10 + 2D6 2; 7 hexes = range 7: neither close nor long
      dv   = 14 # SdKfz 250 armor 14, clear
      hits = 0
    }
    cup {
      remaining = 5
    }
  }
}

# Same opening: while the 4th Guards are active, the 1st Ranger's M60A1
# (another formation of the same side) may not act.
case "castle-road: only the drawn formation acts" {
  rules   = ["turn.setup", "command.formations", "impulse.activation"]
  ruleset = "base"
  map     = "wewelsburg"
  sides   = ["reich", "nato"]

  unit "kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K10"
    attached  = ["co"]
  }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "J10"
  }
  unit "puma1" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "L9"
  }
  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "M9"
    attached  = ["co"]
    carries   = ["mg42"]
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "N8"
    carries   = ["panzerfaust-3"]
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "M10"
  }
  unit "sdkfz2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "L10"
  }
  unit "m60a1-1" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "S9"
    attached  = ["co"]
  }
  unit "m60a1-2" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "T8"
  }
  unit "m113-1" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "U8"
  }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-1"
    carries   = ["law"]
  }
  unit "m113-2" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "V8"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-2"
    carries   = ["law"]
  }
  unit "rangers3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "R10"
  }
  unit "t64-1" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "T9"
    attached  = ["co"]
  }
  unit "t64-2" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "S10"
  }
  unit "t64-3" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "W8"
  }

  cup   = { "1-130" = 2, "1-7-ss" = 2, "1st-ranger" = 1, "4th-guards" = 1 }
  begin = true
  draws = ["4th-guards"]
  action "draw" {}
  action "fire" {
    unit   = "m60a1-1"
    target = "sdkfz2"
    weapon = "ap"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    active_formation = "4th-guards"
  }
}

# "Day 8": 7 markers (with the Event), 2 players: 5 draws. A Black Hand
# marker activates every Black Hand unit: the Megrim drives down the north
# road (N5, N6, N7: road, 1 MP each) and a Zealot climbs from the ruined
# church J6 onto the castle hill K7 (clear 1 + hill 1).
case "day-8: the Black Hand moves on the village" {
  rules   = ["turn.setup", "turn.draw-count", "black-hand.command", "terrain.map", "terrain.road", "terrain.hill"]
  ruleset = "base"
  map     = "wewelsburg"
  sides   = ["reich", "black-hand"]

  unit "kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "M10"
    attached  = ["co"]
  }
  unit "puma1" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "N9"
  }
  unit "fj1" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "M9"
    attached  = ["co"]
  }
  unit "fj2" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "L9"
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "M11"
  }
  unit "sdkfz2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "L10"
  }
  unit "zealot1" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "J6"
  }
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "J5"
  }
  unit "zealot3" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "I3"
  }
  unit "zealot4" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "K2"
  }
  unit "pest1" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "M4"
  }
  unit "pest2" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "O4"
  }
  unit "megrim1" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "N4"
  }

  cup   = { "1-130" = 2, "2-130" = 2, "black-hand" = 2, event = 1 }
  begin = true
  draws = ["black-hand"]
  action "draw" {}
  action "move" {
    unit = "megrim1"
    path = ["N5", "N6", "N7"]
  }
  action "move" {
    unit = "zealot1"
    path = ["K7"]
  }
  expect {
    active_side = "black-hand"
    vars        = { draws_left = 4 } # 7 markers - 2 players = 5, one made
    unit "megrim1" {
      at       = "N7"
      counters = { mp_spent = 3 }
    }
    unit "zealot1" {
      at       = "K7"
      counters = { mp_spent = 2 }
    }
  }
}

# "Day 8", the Reich's side: the village masks the Black Hand. The King
# Tiger CO in M10 cannot see the Megrim on the north road at N4: the line
# crosses the village (M9, M8).
case "day-8: the village hides the north road from the King Tiger" {
  rules   = ["turn.setup", "terrain.map", "los.required"]
  ruleset = "base"
  map     = "wewelsburg"
  sides   = ["reich", "black-hand"]

  unit "kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "M10"
    attached  = ["co"]
  }
  unit "puma1" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "N9"
  }
  unit "fj1" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "M9"
    attached  = ["co"]
  }
  unit "fj2" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "L9"
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "M11"
  }
  unit "sdkfz2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "L10"
  }
  unit "zealot1" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "J6"
  }
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "J5"
  }
  unit "zealot3" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "I3"
  }
  unit "zealot4" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "K2"
  }
  unit "pest1" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "M4"
  }
  unit "pest2" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "O4"
  }
  unit "megrim1" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "N4"
  }

  cup   = { "1-130" = 2, "2-130" = 2, "black-hand" = 2, event = 1 }
  begin = true
  draws = ["1-130"]
  action "draw" {}
  action "fire" {
    unit   = "kt1"
    target = "megrim1"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "los.required" }
  }
}

# "Zentrum der neuen Welt": 9 markers (with the Event), 3 players: 6 draws.
# The 58th Motor Rifle's T-62 CO at M17 fires up the south road at the E-100
# in M10: 7 hexes of straight road (M11-M16).
case "zentrum: the 58th Motor Rifle fires up the south road" {
  rules   = ["turn.setup", "turn.draw-count", "impulse.activation", "terrain.map"]
  ruleset = "base"
  map     = "wewelsburg"
  sides   = ["reich", "nato", "black-hand"]

  unit "e100-1" {
    type      = "e-100"
    side      = "reich"
    formation = "1-501"
    at        = "L8"
    attached  = ["co"]
  }
  unit "e100-2" {
    type      = "e-100"
    side      = "reich"
    formation = "1-501"
    at        = "M10"
  }
  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "2-501"
    at        = "L7"
    attached  = ["co"]
    carries   = ["panzerfaust-3"]
  }
  unit "jagdtiger1" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-501"
    at        = "K9"
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-501"
    at        = "N9"
  }
  unit "m60a1-1" {
    type      = "m60a1"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "W8"
    attached  = ["co"]
  }
  unit "m60a1-2" {
    type      = "m60a1"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "X8"
  }
  unit "m60a1-3" {
    type      = "m60a1"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "V8"
  }
  unit "brdm1" {
    type      = "brdm-2"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "U8"
  }
  unit "m113-1" {
    type      = "m113"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "Y8"
  }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "2nd-ranger"
    aboard    = "m113-1"
    carries   = ["law"]
  }
  unit "m113-2" {
    type      = "m113"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "Z8"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "2nd-ranger"
    aboard    = "m113-2"
    carries   = ["m60"]
  }
  unit "t62-1" {
    type      = "t-62"
    side      = "nato"
    formation = "58th-motor-rifle"
    at        = "M17"
    attached  = ["co"]
  }
  unit "t62-2" {
    type      = "t-62"
    side      = "nato"
    formation = "58th-motor-rifle"
    at        = "N17"
  }
  unit "spetsnaz1" {
    type      = "spetsnaz"
    side      = "nato"
    formation = "58th-motor-rifle"
    at        = "L17"
    carries   = ["law"]
  }
  unit "spetsnaz2" {
    type      = "spetsnaz"
    side      = "nato"
    formation = "58th-motor-rifle"
    at        = "O17"
  }
  unit "zealot1" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "Z5"
    carries   = ["diskord"]
  }
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "AA5"
  }
  unit "zealot3" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "T4"
    carries   = ["minigun"]
  }
  unit "zealot4" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "U5"
  }
  unit "zealot5" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "S5"
  }
  unit "zealot6" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "V5"
  }
  unit "ravager1" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "U4"
  }
  unit "megrim1" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "AA4"
  }
  unit "megrim2" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "BB4"
  }
  unit "rancor1" {
    type      = "rancor"
    side      = "black-hand"
    formation = "black-hand"
    at        = "CC5"
  }
  unit "blighter1" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "DD4"
  }
  unit "pest1" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "BB5"
  }

  cup   = { "1-501" = 2, "2-501" = 2, "2nd-ranger" = 1, "58th-motor-rifle" = 1, "black-hand" = 2, event = 1 }
  begin = true
  draws = ["58th-motor-rifle"]
  dice  = [1, 1]
  action "draw" {}
  action "fire" {
    unit   = "t62-1"
    target = "e100-2"
    weapon = "ap"
  }
  expect {
    active_formation = "58th-motor-rifle"
    vars             = { draws_left = 5 } # 9 markers - 3 players = 6, one made
    attack {
      av   = 13 # AP 11 + 2D6 2; 7 hexes, range 8: neither close (4) nor long
      dv   = 20 # E-100 armor 20 on a clear road hex
      hits = 0
    }
  }
}

# "The Alme Bridges", without its aircraft (Haunebu III, Hueys) and its OBA
# and CAS: the cup keeps their formations' markers (7, 2 players: 5 draws).
# 2/130's Jagdtiger on the east bank (H12) fires across the river at the
# M60A1 in D13: the water of G13 and F12 is no obstacle.
case "alme-bridges: the Jagdtiger fires across the river" {
  rules   = ["turn.setup", "turn.draw-count", "terrain.map", "terrain.water"]
  ruleset = "base"
  map     = "wewelsburg"
  sides   = ["reich", "nato"]

  unit "e100-1" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "H10"
    attached  = ["co"]
  }
  unit "jagdtiger1" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "H12"
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "G11"
  }
  unit "fj1" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "sdkfz1"
    carries   = ["panzerfaust-3"]
  }
  unit "sdkfz2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "H16"
  }
  unit "fj2" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "sdkfz2"
    carries   = ["panzerfaust-3"]
  }
  unit "m60a1-1" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D11"
    attached  = ["co"]
  }
  unit "m60a1-2" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D13"
  }
  unit "m113-1" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C11"
  }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-1"
    carries   = ["law"]
  }
  unit "m113-2" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C13"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-2"
    carries   = ["law"]
  }
  unit "m113-3" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D17"
  }
  unit "rangers3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E12"
  }

  cup   = { "2-130" = 2, "sg-2" = 2, "1st-ranger" = 1, "335th-ahc" = 2 }
  begin = true
  draws = ["2-130"]
  dice  = [1, 1]
  action "draw" {}
  action "fire" {
    unit   = "jagdtiger1"
    target = "m60a1-2"
    weapon = "ap"
  }
  expect {
    active_formation = "2-130"
    vars             = { draws_left = 4 } # 7 markers - 2 players = 5, one made
    attack {
      av   = 12 # AP 10 + 2D6 2; 4 hexes, range 7: neither close (3) nor long
      dv   = 17 # M60A1 armor 17, clear road
      hits = 0
    }
  }
}
