# The Wewelsburg map [terrain.map] (rulesets/base/maps/wewelsburg.hcl): its
# printed hexes (the Events Table's O9, G3, E7, V13, Z5; the secondary
# source's hills, river and bridges) and the reconstructed roads, village,
# castle and woods, as the movement, combat and LOS rules read them.
#
# The map is flat-topped with its even columns (B, D, F, ...) half a hex
# lower ("flat-even"): a column is a straight line, and a row label read
# across (K10, L10, M10, ...) is a chain of neighbours.
# Speeds: king-tiger 6, rangers 4. Fire cases roll 2D6 = 1+1 so no hit lands.

# ---------------------------------------------------------------------------
# Printed hexes
# ---------------------------------------------------------------------------

# O9, the abandoned building, is urban. The Tiger in O11 fires HE at the
# Rangers 2 hexes up column O, over the road hex O10.
case "the abandoned building O9 is urban cover" {
  rules   = ["terrain.map", "terrain.urban", "concealment.conditions"]
  fixture = "tiger-and-rangers"
  map     = "wewelsburg"
  unit "tiger" { at = "O11" }
  unit "rangers" { at = "O9" }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av   = 8  # HE 5 + 2D6 2 + 1 close range (2 hexes, range 4)
      dv   = 16 # armor 13 + urban 2 + concealed 1
      hits = 0
    }
    log_contains = ["DV 16 = armor 13 [combat.defense-value] + Urban 2 [terrain.urban] + concealed 1 [concealment.conditions]"]
  }
}

# G3, the north-west waste water pool, is water: no land unit enters it.
case "the waste water pool G3 is impassable" {
  rules   = ["terrain.map", "terrain.water", "movement.water"]
  fixture = "rangers"
  map     = "wewelsburg"
  unit "rangers" { at = "G2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["G3"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
    unit "rangers" {
      at = "G2"
    }
  }
}

# E7, the pool by the river, is water too.
case "the waste water pool E7 is impassable" {
  rules   = ["terrain.map", "terrain.water", "movement.water"]
  fixture = "tiger"
  map     = "wewelsburg"
  unit "tiger" { at = "D7" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["E7"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
  }
}

# V13, the pool at the foot of the long hill, is water too.
case "the waste water pool V13 is impassable" {
  rules   = ["terrain.map", "terrain.water", "movement.water"]
  fixture = "t64"
  map     = "wewelsburg"
  unit "t64" { at = "V14" }
  action "move" {
    unit = "t64"
    path = ["V13"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
  }
}

# Z5, the eastern ruined church, is urban: a vehicle coming off the road
# (from Y5, clear) pays urban's 2 MP.
case "the ruined church Z5 is urban" {
  rules   = ["terrain.map", "terrain.urban"]
  ruleset = "base"
  map     = "wewelsburg"
  unit "megrim" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "Y5"
  }
  active_side = "black-hand"
  action "move" {
    unit = "megrim"
    path = ["Z5"]
  }
  expect {
    move {
      mp = 2 # urban, vehicle
    }
    unit "megrim" {
      at = "Z5"
    }
    log_contains = ["MP for megrim to enter Z5 2 = Urban 2 [terrain.urban]"]
  }
}

# ---------------------------------------------------------------------------
# Secondary source: river, bridges, hills
# ---------------------------------------------------------------------------

# The west road crosses the river on the F11 bridge: E11 - F11 - G11, road
# all the way, 1 MP a hex.
case "the bridge F11 carries the west road over the river" {
  rules   = ["terrain.map", "terrain.road", "movement.water"]
  fixture = "tiger"
  map     = "wewelsburg"
  unit "tiger" { at = "E11" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["F11", "G11"]
  }
  expect {
    move {
      mp = 2 # road 1 + road 1
    }
    unit "tiger" {
      at       = "G11"
      counters = { mp_spent = 2 }
    }
    log_contains = ["MP for tiger to enter F11 1 = Road 1 [terrain.road]"]
  }
}

# The other bridges: C8 on the north-west road (C7 - C8 - C9) and F17 on the
# south-west road (G17 - F17 - E17).
case "the bridges C8 and F17 carry their roads over the river" {
  rules   = ["terrain.map", "terrain.road", "movement.water"]
  fixture = "rangers"
  map     = "wewelsburg"
  unit "rangers" { at = "C7" }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "G17"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["C8", "C9"]
  }
  action "move" {
    unit = "rangers2"
    path = ["F17", "E17"]
  }
  expect {
    unit "rangers" {
      at       = "C9"
      counters = { mp_spent = 2 } # road 1 + road 1
    }
    unit "rangers2" {
      at       = "E17"
      counters = { mp_spent = 2 }
    }
  }
}

# A bridge is entered along its road only: from E12 (clear, no road) the
# F12 bridge is water.
case "a bridge entered off the road is water" {
  rules   = ["terrain.map", "movement.water"]
  fixture = "rangers"
  map     = "wewelsburg"
  unit "rangers" { at = "E12" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["F12"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
  }
}

# The river itself (E10) stops land units.
case "the river is impassable away from the bridges" {
  rules   = ["terrain.map", "terrain.water", "movement.water"]
  fixture = "rangers"
  map     = "wewelsburg"
  unit "rangers" { at = "D10" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["E10"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
  }
}

# Up the castle spur: I9 and I8 are hill hexes (clear under the hill), 1 MP
# + 1 for the hill each.
case "climbing the castle spur costs 1 MP more a hex" {
  rules   = ["terrain.map", "terrain.hill"]
  fixture = "tiger"
  map     = "wewelsburg"
  unit "tiger" { at = "I10" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["I9", "I8"]
  }
  expect {
    move {
      mp = 4 # (clear 1 + hill 1) x 2
    }
    unit "tiger" {
      at = "I8"
    }
    log_contains = ["MP for tiger to enter I9 2 = Clear 1 [terrain.clear] + Hill 1 [terrain.hill]"]
  }
}

# One hex more up the spur is one MP over the Rangers' speed of 4.
case "a third hill hex is too far for the Rangers" {
  rules   = ["terrain.map", "terrain.hill", "movement.speed"]
  fixture = "rangers"
  map     = "wewelsburg"
  unit "rangers" { at = "I10" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["I9", "I8", "I7"] # 2 + 2 + 2 = 6 > 4
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

# ---------------------------------------------------------------------------
# Reconstructed terrain
# ---------------------------------------------------------------------------

# The west and east roads run through the village (L9, M9, N9: urban with
# road): a tank pays the road's 1 MP a hex instead of urban's 2.
case "the road through the village" {
  rules   = ["terrain.map", "terrain.road", "terrain.urban"]
  fixture = "tiger"
  map     = "wewelsburg"
  unit "tiger" { at = "K10" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["L9", "M9", "N9", "O10"]
  }
  expect {
    move {
      mp = 4 # road 1 x 4
    }
    unit "tiger" {
      at = "O10"
    }
  }
}

# The castle lane climbs from the village (M8) into the castle L7, urban on
# the hill: road 1 + hill 1.
case "the castle lane climbs into the castle" {
  rules   = ["terrain.map", "terrain.road", "terrain.hill"]
  fixture = "tiger"
  map     = "wewelsburg"
  unit "tiger" { at = "M9" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["M8", "L7"]
  }
  expect {
    move {
      mp = 3 # M8 road 1; L7 road 1 + hill 1
    }
    unit "tiger" {
      at = "L7"
    }
    log_contains = ["MP for tiger to enter L7 2 = Road 1 [terrain.road] + Hill 1 [terrain.hill]"]
  }
}

# Off the road the castle costs a vehicle urban's 2 + the hill's 1: from the
# bare hill L8 that is 3 MP.
case "the castle off the road" {
  rules   = ["terrain.map", "terrain.urban", "terrain.hill"]
  fixture = "tiger"
  map     = "wewelsburg"
  unit "tiger" { at = "L8" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["L7"]
  }
  expect {
    move {
      mp = 3
    }
    log_contains = ["MP for tiger to enter L7 3 = Urban 2 [terrain.urban] + Hill 1 [terrain.hill]"]
  }
}

# LOS along the village's south edge: the line K10 - O10 runs along the
# hexsides L9|L10 and N9|N10; L10 and N10 are clear, so the lesser obstacle
# lets it pass.
case "a line along the edge of the village passes" {
  rules   = ["terrain.map", "los.hexside"]
  fixture = "tiger-fires-at-t64"
  map     = "wewelsburg"
  unit "tiger" { at = "K10" }
  unit "t64" { at = "O10" }
  dice = [1, 1]
  expect {
    attack {
      av   = 12 # AP 10 + 2D6 2; 4 hexes: neither close nor long
      dv   = 20 # armor 20 on a clear road hex
      hits = 0
    }
  }
}

# K10 - O9 crosses L9, an urban hex of the village: blocked.
case "the village blocks the line to the abandoned building" {
  rules   = ["terrain.map", "los.required", "terrain.urban"]
  fixture = "tiger-fires-at-t64"
  map     = "wewelsburg"
  unit "tiger" { at = "K10" }
  unit "t64" { at = "O9" }
  expect {
    rejected = { code = "no_los", rule = "los.required" }
  }
}

# From the castle spur (K8) to the long hill (R11), 7 hexes: hill to hill,
# the line crosses the bare hill L8 and the village's level 1 rooftops (M9,
# N9) below: nothing stands above level 1, so it passes. T-64 AP 12, range 10.
case "hill to hill over the village rooftops" {
  rules   = ["terrain.map", "los.hill-firing", "los.hill-levels"]
  fixture = "t64"
  map     = "wewelsburg"
  unit "t64" { at = "R11" }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K8"
  }
  dice = [1, 1]
  action "fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 14 # AP 12 + 2D6 2; 7 hexes: neither close (5) nor long (10)
      dv   = 18 # armor 18; fire from a hill: no hill defence
      hits = 0
    }
  }
}

# The wooded top T11 of the long hill is a level 2 obstacle: S12 - U10,
# hill to hill, is blocked by it.
case "the wooded hilltop blocks fire across the long hill" {
  rules   = ["terrain.map", "los.hill-firing", "los.hill-levels", "terrain.woods"]
  fixture = "t64"
  map     = "wewelsburg"
  unit "t64" { at = "S12" }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "U10"
  }
  action "fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "los.hill-firing" }
  }
}
