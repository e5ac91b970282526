# APCs: loading, unloading, passengers in combat and the results they share
# [units.apcs, units.apc-*]. The SdKfz 250 and the M113 have Speed 6: half
# Speed is 3 MP. Column B is a straight line, one MP per clear hex.

fixture "apc-and-ss" {
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
  }
  active_formation = "1-7-ss"
}

case "an APC loads infantry it starts with, then moves half its Speed" {
  rules   = ["units.apc-loading", "units.apcs", "movement.half-speed"]
  fixture = "apc-and-ss"
  unit "ss" { at = "B2" }
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  action "move" {
    unit = "apc"
    path = ["B3", "B4", "B5"] # 3 MP = half of Speed 6
  }
  expect {
    unit "apc" {
      at         = "B5"
      transports = ["ss"]
      statuses   = ["finished"]
      counters   = { transport = 1, mp_spent = 3 }
    }
    unit "ss" {
      at       = "B5" # carried along by the kernel
      aboard   = "apc"
      statuses = ["finished"]
    }
  }
}

case "an APC that loaded may not move more than half its Speed" {
  rules   = ["units.apc-loading", "movement.half-speed"]
  fixture = "apc-and-ss"
  unit "ss" { at = "B2" }
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  action "move" {
    unit = "apc"
    path = ["B3", "B4", "B5", "B6"] # 4 MP, one over half Speed
  }
  expect {
    rejected = { code = "too_far", rule = "units.apc-loading" }
  }
}

case "an APC moves half its Speed to reach infantry, then loads it" {
  rules   = ["units.apc-loading"]
  fixture = "apc-and-ss"
  unit "ss" { at = "B5" }
  action "move" {
    unit = "apc"
    path = ["B3", "B4", "B5"] # exactly half Speed
  }
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    unit "apc" {
      at         = "B5"
      transports = ["ss"]
    }
    unit "ss" { aboard = "apc" }
    log_contains = ["apc loads ss after moving 3 MP"]
  }
}

case "an APC that moved more than half its Speed may not load" {
  rules   = ["units.apc-loading", "movement.half-speed"]
  fixture = "apc-and-ss"
  unit "ss" { at = "B6" }
  action "move" {
    unit = "apc"
    path = ["B3", "B4", "B5", "B6"] # 4 MP
  }
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "too_far", rule = "units.apc-loading" }
  }
}

case "an APC that begins its activation loaded moves its full Speed" {
  rules   = ["units.apc-unloading", "units.apcs"]
  fixture = "apc-and-ss"
  unit "ss" { aboard = "apc" }
  action "move" {
    unit = "apc"
    path = ["B3", "B4", "B5", "B6", "B7", "B8"] # 6 MP, full Speed
  }
  expect {
    unit "apc" {
      at         = "B8"
      transports = ["ss"]
    }
    unit "ss" {
      at     = "B8"
      aboard = "apc"
    }
  }
}

case "an APC unloads, the infantry steps one hex away and the APC moves half its Speed" {
  rules   = ["units.apc-unloading", "movement.half-speed"]
  fixture = "apc-and-ss"
  unit "ss" { aboard = "apc" }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
    hex       = "B1"
  }
  action "move" {
    unit = "apc"
    path = ["B3", "B4", "B5"] # 3 MP = half Speed
  }
  expect {
    unit "apc" {
      at         = "B5"
      transports = []
      counters   = { transport = 2 }
    }
    unit "ss" {
      at       = "B1"
      aboard   = ""
      statuses = ["finished"]
    }
  }
}

case "the infantry's only action after unloading is its one-hex step" {
  rules   = ["units.apc-unloading"]
  fixture = "apc-and-ss"
  unit "ss" { aboard = "apc" }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
  }
  action "move" {
    unit = "ss"
    path = ["B1"]
  }
  expect {
    rejected = { code = "finished", rule = "impulse.finished" }
  }
}

case "an APC that unloaded may not move more than half its Speed" {
  rules   = ["units.apc-unloading"]
  fixture = "apc-and-ss"
  unit "ss" { aboard = "apc" }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
  }
  action "move" {
    unit = "apc"
    path = ["B3", "B4", "B5", "B6"] # 4 MP
  }
  expect {
    rejected = { code = "too_far", rule = "units.apc-unloading" }
  }
}

case "an APC moves half its Speed, then unloads" {
  rules   = ["units.apc-unloading"]
  fixture = "apc-and-ss"
  unit "ss" { aboard = "apc" }
  action "move" {
    unit = "apc"
    path = ["B3", "B4", "B5"]
  }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
    hex       = "B6"
  }
  expect {
    unit "apc" {
      at         = "B5"
      transports = []
    }
    unit "ss" {
      at     = "B6"
      aboard = ""
    }
  }
}

case "an APC that moved more than half its Speed may not unload" {
  rules   = ["units.apc-unloading"]
  fixture = "apc-and-ss"
  unit "ss" { aboard = "apc" }
  action "move" {
    unit = "apc"
    path = ["B3", "B4", "B5", "B6"] # 4 MP
  }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "too_far", rule = "units.apc-unloading" }
  }
}

case "the dismount is one hex at most" {
  rules   = ["units.apc-unloading"]
  fixture = "apc-and-ss"
  unit "apc" { at = "B3" }
  unit "ss" { aboard = "apc" }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
    hex       = "B5" # two hexes away
  }
  expect {
    rejected = { code = "not_adjacent", rule = "units.apc-unloading" }
  }
}

# A Shaken Fallschirmjäger has 1 MP (half of Speed 3); sand costs infantry 2 MP.
case "the dismount ignores the terrain cost" {
  rules   = ["units.apc-unloading"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    hex "B4" { terrain = "sand" }
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "B3"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    statuses  = ["shaken"]
    aboard    = "apc"
  }
  active_formation = "2-130"
  action "unload" {
    unit      = "apc"
    passenger = "fj"
    hex       = "B4"
  }
  expect {
    unit "fj" {
      at       = "B4"
      aboard   = ""
      statuses = ["shaken", "finished"]
    }
  }
}

case "an APC carries one infantry platoon" {
  rules   = ["units.apcs"]
  fixture = "apc-and-ss"
  unit "ss" { aboard = "apc" }
  unit "ss2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  action "load" {
    unit      = "apc"
    passenger = "ss2"
  }
  expect {
    rejected = { code = "apc_full", rule = "units.apcs" }
  }
}

case "a Huge unit cannot board an APC" {
  rules   = ["units.huge", "units.apcs"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "pest" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
  }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
  }
  active_formation = "black-hand"
  action "load" {
    unit      = "pest"
    passenger = "ravager"
  }
  expect {
    rejected = { code = "huge", rule = "units.huge" }
  }
}

case "a Shaken and reduced infantry unit may still board" {
  rules   = ["units.apc-loading", "units.apcs"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    statuses  = ["shaken"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    reduced   = true
    statuses  = ["shaken"]
  }
  active_formation = "1st-ranger"
  action "load" {
    unit      = "apc"
    passenger = "rangers"
  }
  expect {
    unit "apc" { transports = ["rangers"] }
    unit "rangers" { aboard = "apc" }
  }
}

# Passengers in combat ------------------------------------------------------------

case "a passenger adds 1 to its APC's AV" {
  rules   = ["units.apc-passengers"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
  active_formation = "1st-ranger"
  dice             = [3, 4]
  action "fire" {
    unit   = "apc"
    target = "ss"
    weapon = "he"
  }
  expect {
    attack {
      av   = 12 # HE 4 + 2D6 7 + 1 passenger (2 hexes: not close range for range 3)
      dv   = 13
      hits = 0
    }
    log_contains = ["passenger 1 [units.apc-passengers]"]
  }
}

case "a Shaken passenger adds nothing" {
  rules   = ["units.apc-passengers"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
    statuses  = ["shaken"]
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
  active_formation = "1st-ranger"
  dice             = [3, 4]
  action "fire" {
    unit   = "apc"
    target = "ss"
    weapon = "he"
  }
  expect {
    attack {
      av   = 11 # HE 4 + 2D6 7, no passenger bonus
      hits = 0
    }
  }
}

case "a passenger cannot fire" {
  rules   = ["units.apc-passengers"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
  active_formation = "1st-ranger"
  action "fire" {
    unit   = "rangers"
    target = "ss"
    weapon = "he"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
  }
}

case "a passenger cannot be fired at apart from its APC" {
  rules   = ["units.apc-passengers"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
  active_formation = "1-7-ss"
  action "fire" {
    unit   = "ss"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
  }
}

case "an APC fires on the move at -2 AV up to half its Speed" {
  rules   = ["units.apc-moving-fire", "units.apc-passengers"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B8"
  }
  active_formation = "1st-ranger"
  dice             = [5, 5]
  action "fire" {
    unit   = "apc"
    target = "ss"
    weapon = "he"
    moving = "after"
    path   = ["B3", "B4", "B5"] # half Speed, then 3 hexes from B5
  }
  expect {
    attack {
      distance = 3
      av       = 13 # HE 4 + 10 + 1 passenger - 2 moving fire
      hits     = 0
    }
    unit "apc" { at = "B5" }
    unit "rangers" { at = "B5" }
  }
}

case "an APC may not fire on the move beyond half its Speed" {
  rules   = ["units.apc-moving-fire"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B9"
  }
  active_formation = "1st-ranger"
  action "fire" {
    unit   = "apc"
    target = "ss"
    weapon = "he"
    moving = "after"
    path   = ["B3", "B4", "B5", "B6"] # 4 MP
  }
  expect {
    rejected = { code = "too_far", rule = "moving-fire.general" }
  }
}

# Shared results: the King Tiger fires AP 10 at the M113 (armor 14) 3 hexes
# away, close range for range 6 (+1): AV = 11 + 2D6.

case "a Shaken APC shakes its passenger" {
  rules   = ["units.apc-shared-results"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
  }
  active_formation = "1-130"
  dice             = [2, 2]
  action "fire" {
    unit   = "tiger"
    target = "apc"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 15 # AP 10 + 4 + 1 close range
      dv   = 14
      hits = 1
    }
    unit "apc" {
      statuses = ["shaken"]
      reduced  = false
    }
    unit "rangers" {
      alive    = true
      aboard   = "apc"
      statuses = ["shaken"]
      reduced  = false
    }
  }
}

case "shaking an APC does nothing more to a Shaken passenger" {
  rules   = ["units.apc-shared-results"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
    statuses  = ["shaken"]
  }
  active_formation = "1-130"
  dice             = [2, 2]
  action "fire" {
    unit   = "tiger"
    target = "apc"
    weapon = "ap"
  }
  expect {
    attack { hits = 1 } # 15 - 14
    unit "apc" { statuses = ["shaken"] }
    unit "rangers" {
      alive    = true
      statuses = ["shaken"]
      reduced  = false
    }
    log_contains = ["rangers is already Shaken"]
  }
}

case "a reduced APC reduces its passenger" {
  rules   = ["units.apc-shared-results"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
  }
  active_formation = "1-130"
  dice             = [2, 3]
  action "fire" {
    unit   = "tiger"
    target = "apc"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 16 # AP 10 + 5 + 1 close range
      hits = 2
    }
    unit "apc" {
      reduced  = true
      statuses = ["shaken"]
    }
    unit "rangers" {
      alive    = true
      reduced  = true
      statuses = ["shaken"]
    }
  }
}

case "reducing an APC eliminates an already reduced passenger" {
  rules   = ["units.apc-shared-results"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
    reduced   = true
  }
  active_formation = "1-130"
  dice             = [2, 3]
  action "fire" {
    unit   = "tiger"
    target = "apc"
    weapon = "ap"
  }
  expect {
    attack { hits = 2 } # 16 - 14
    unit "apc" {
      alive   = true
      reduced = true
    }
    unit "rangers" { alive = false }
  }
}

case "a destroyed APC takes its passenger with it" {
  rules   = ["units.apc-shared-results", "results.wreck"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
  }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit   = "tiger"
    target = "apc"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 17 # AP 10 + 6 + 1 close range
      hits = 3
    }
    unit "apc" { alive = false }
    unit "rangers" { alive = false }
    marker "B5" "wreck" { present = true }
    log_contains = ["rangers dies with apc"]
  }
}

case "an APC that misses leaves its passenger untouched" {
  rules   = ["units.apc-shared-results"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
  }
  active_formation = "1-130"
  dice             = [1, 2]
  action "fire" {
    unit   = "tiger"
    target = "apc"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 14 # AP 10 + 3 + 1 close range: does not beat DV 14
      hits = 0
    }
    unit "apc" { statuses = [] }
    unit "rangers" { statuses = [] }
  }
}

# The 1st Ranger CO (2/1/2/7) stands with the APC: 2D6 + 2 must beat 7.
case "rallying the APC rallies its passenger" {
  rules   = ["units.apc-shared-results", "command.rally"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "co" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    attached  = ["co"]
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    statuses  = ["shaken"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
    statuses  = ["shaken"]
  }
  active_formation = "1st-ranger"
  dice             = [4, 4]
  action "rally" {
    units = ["apc"]
  }
  expect {
    rally {
      unit    = "apc"
      total   = 10 # 2D6 8 + CO local rating 2, above the ERR of 7
      rallied = true
    }
    unit "apc" { statuses = [] }
    unit "rangers" { statuses = [] }
    log_contains = ["rangers rallies with apc"]
  }
}

case "an APC that fails to rally keeps its passenger Shaken" {
  rules   = ["units.apc-shared-results", "command.rally"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "co" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    attached  = ["co"]
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    statuses  = ["shaken"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "apc"
    statuses  = ["shaken"]
  }
  active_formation = "1st-ranger"
  dice             = [2, 3]
  action "rally" {
    units = ["apc"]
  }
  expect {
    rally { rallied = false } # 5 + 2 = 7, not above 7
    unit "apc" { statuses = ["shaken"] }
    unit "rangers" { statuses = ["shaken"] }
  }
}

# Stacking: a loaded APC counts once, and markers never count.
case "a loaded APC, a tank and markers fit in one hex" {
  rules   = ["units.apcs", "counters.markers", "stacking.exempt"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    marker "B2" "wreck" {}
    marker "B2" "smoke" { level = 1 }
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "apc"
  }
  active_formation = "2-130"
  action "end_activation" {}
  expect {
    active_formation = ""
    unit "apc" { alive = true }
    unit "fj" { alive = true }
    unit "co" { alive = true }
  }
}

case "an unloaded platoon makes the hex overstacked" {
  rules   = ["units.apc-unloading", "stacking.limit"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "apc"
  }
  active_formation = "2-130"
  action "unload" {
    unit      = "apc"
    passenger = "fj"
  }
  action "end_activation" {}
  expect {
    rejected = { code = "overstacked", rule = "stacking.overstack" }
  }
}

case "the half-Speed limit of a load lasts only for that activation" {
  rules   = ["units.apc-loading", "impulse.activation"]
  fixture = "apc-and-ss"
  unit "ss" { at = "B2" }
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  action "end_activation" {}
  expect {
    unit "apc" {
      transports = ["ss"]
      counters   = { transport = 0, mp_spent = 0 }
    }
  }
}

case "only an APC loads infantry" {
  rules   = ["units.apcs"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  active_formation = "1-7-ss"
  action "load" {
    unit      = "tiger"
    passenger = "ss"
  }
  expect {
    rejected = { code = "not_apc", rule = "units.apcs" }
  }
}

case "infantry boards only in the APC's hex" {
  rules   = ["units.apc-loading"]
  fixture = "apc-and-ss"
  unit "ss" { at = "B3" }
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "not_stacked", rule = "units.apc-loading" }
  }
}
