# The scenarios [turn.setup] (rulesets/base/scenarios/*.hcl, made for this
# project) as cases: each case below sets up from its scenario (forces on the
# Wewelsburg map at their setup hexes, the cup, the objectives) and plays its
# opening: the turn's draws are counted from the cup, a formation's marker is
# drawn and its units act from where the scenario sets them up.
#
# Fire cases roll 2D6 = 1+1, so no hit lands.

# "The Road to the Castle": 6 markers, 2 players. NATO's 1st Ranger draws
# first; its M60A1 CO on the east road (S9) fires down the road at the SdKfz
# 250 in L10, 7 hexes away over R9, Q9 (shellholes), P9, O10, N10 and M10,
# none of them an obstacle.
case "castle-road: the 1st Rangers open fire down the east road" {
  rules    = ["turn.setup", "turn.draw-count", "impulse.activation", "terrain.map"]
  scenario = "castle-road"
  ruleset  = "base"
  begin    = true
  draws    = ["1st-ranger"]
  dice     = [1, 1]
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
  rules    = ["turn.setup", "command.formations", "impulse.activation"]
  scenario = "castle-road"
  ruleset  = "base"
  begin    = true
  draws    = ["4th-guards"]
  action "draw" {}
  action "fire" {
    unit   = "m60a1-1"
    target = "sdkfz2"
    weapon = "ap"
  }
  expect {
    rejected         = { code = "not_active", rule = "impulse.activation" }
    active_formation = "4th-guards"
  }
}

# "Day 8": 7 markers (with the Event), 2 players: 5 draws. A Black Hand
# marker activates every Black Hand unit: the Megrim drives down the north
# road (N5, N6, N7: road, 1 MP each) and a Zealot climbs from the ruined
# church J6 onto the castle hill K7 (clear 1 + hill 1).
case "day-8: the Black Hand moves on the village" {
  rules    = ["turn.setup", "turn.draw-count", "black-hand.command", "terrain.map", "terrain.road", "terrain.hill"]
  scenario = "day-8"
  ruleset  = "base"
  begin    = true
  draws    = ["black-hand"]
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
  rules    = ["turn.setup", "terrain.map", "los.required"]
  scenario = "day-8"
  ruleset  = "base"
  begin    = true
  draws    = ["1-130"]
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
  rules    = ["turn.setup", "turn.draw-count", "impulse.activation", "terrain.map"]
  scenario = "zentrum"
  ruleset  = "base"
  begin    = true
  draws    = ["58th-motor-rifle"]
  dice     = [1, 1]
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
  rules    = ["turn.setup", "turn.draw-count", "terrain.map", "terrain.water"]
  scenario = "alme-bridges"
  ruleset  = "base"
  begin    = true
  draws    = ["2-130"]
  dice     = [1, 1]
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
