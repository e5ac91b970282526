# Movement [movement.*, terrain.* movement costs, impulse.finished].
#
# Speeds: rangers 4, fallschirmjager 3, ss-vt 6, zealot 3 (infantry);
# king-tiger 6, sdkfz-250 6, t-64 7, puma 7 (recon), pest 6 (vehicles).
# Paths run down a column (B2, B3, ... are in a straight line).

case "a unit moves exactly its speed and is Finished" {
  rules   = ["movement.speed", "terrain.clear", "impulse.finished"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3", "B4", "B5", "B6"]
  }
  expect {
    move {
      mp     = 4 # 4 clear hexes x 1
      budget = 4 # speed 4
    }
    unit "rangers" {
      at       = "B6"
      statuses = ["finished"]
      counters = { mp_spent = 4, moved = 1 }
    }
    log_contains = ["MP budget of rangers 4 = speed 4 [movement.speed]", "rangers moved to B6, spending 4 of 4 MP; it is Finished"]
  }
}

case "one MP over speed is too far" {
  rules   = ["movement.speed"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3", "B4", "B5", "B6", "B7"] # 5 MP, speed 4
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "a vehicle moves its speed over clear and may go no farther" {
  rules   = ["movement.speed", "terrain.clear"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "tiger2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5", "B6", "B7", "B8"] # 6 MP = speed 6
  }
  action "move" {
    unit = "tiger2"
    path = ["C3", "C4", "C5", "C6", "C7", "C8", "C9"] # 7 MP > 6
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
    unit "tiger" {
      at       = "B8"
      counters = { mp_spent = 6 }
    }
  }
}

case "crop field costs infantry 2 MP and vehicles 1" {
  rules   = ["terrain.crop-field", "terrain.chart"]
  fixture = "ssvt"
  board {
    rows    = 10
    terrain = "crop-field"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
  }
  action "move" {
    unit = "ssvt"
    path = ["B3", "B4", "B5"] # 3 x 2 = 6 = speed
  }
  action "move" {
    unit = "tiger"
    path = ["D3", "D4", "D5", "D6", "D7", "D8"] # 6 x 1 = 6 = speed
  }
  expect {
    unit "ssvt" {
      at       = "B5"
      counters = { mp_spent = 6 }
    }
    unit "tiger" {
      at       = "D8"
      counters = { mp_spent = 6 }
    }
    log_contains = ["MP for ssvt to enter B3 2 = Crop field 2 [terrain.crop-field]"]
  }
}

case "crop field: a third field is too far for infantry" {
  rules   = ["terrain.crop-field"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "crop-field"
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3", "B4", "B5"] # 6 MP > 4
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "woods cost infantry 1 MP and vehicles 2" {
  rules   = ["terrain.woods", "terrain.chart"]
  fixture = "ssvt"
  board {
    rows    = 10
    terrain = "woods"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
  }
  action "move" {
    unit = "ssvt"
    path = ["B3", "B4", "B5", "B6", "B7", "B8"] # 6 x 1 = 6
  }
  action "move" {
    unit = "tiger"
    path = ["D3", "D4", "D5"] # 3 x 2 = 6
  }
  expect {
    unit "ssvt" {
      at       = "B8"
      counters = { mp_spent = 6 }
    }
    unit "tiger" {
      at       = "D5"
      counters = { mp_spent = 6 }
    }
  }
}

case "woods: a fourth woods hex is too far for a vehicle" {
  rules   = ["terrain.woods"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "woods"
  }
  unit "tiger" { at = "D2" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["D3", "D4", "D5", "D6"] # 8 MP > 6
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "urban costs infantry 1 MP and vehicles 2" {
  rules   = ["terrain.urban", "terrain.chart"]
  fixture = "ssvt"
  board {
    rows    = 10
    terrain = "urban"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
  }
  action "move" {
    unit = "ssvt"
    path = ["B3", "B4", "B5", "B6", "B7", "B8"] # 6 x 1 = 6
  }
  action "move" {
    unit = "tiger"
    path = ["D3", "D4", "D5"] # 3 x 2 = 6
  }
  expect {
    unit "ssvt" {
      at       = "B8"
      counters = { mp_spent = 6 }
    }
    unit "tiger" {
      at       = "D5"
      counters = { mp_spent = 6 }
    }
    log_contains = ["MP for tiger to enter D3 2 = Urban 2 [terrain.urban]"]
  }
}

case "sand costs infantry and vehicles 2 MP" {
  rules   = ["terrain.sand", "terrain.chart"]
  fixture = "ssvt"
  board {
    rows    = 10
    terrain = "sand"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "F2"
  }
  action "move" {
    unit = "ssvt"
    path = ["B3", "B4", "B5"] # 3 x 2 = 6
  }
  action "move" {
    unit = "tiger"
    path = ["D3", "D4", "D5"] # 3 x 2 = 6
  }
  action "move" {
    unit = "ssvt2"
    path = ["F3", "F4", "F5", "F6"] # 8 MP > 6
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
    unit "ssvt" {
      at       = "B5"
      counters = { mp_spent = 6 }
    }
    unit "tiger" {
      at       = "D5"
      counters = { mp_spent = 6 }
    }
  }
}

case "a hill adds 1 MP on top of the hex's terrain" {
  rules   = ["terrain.hill", "terrain.chart"]
  fixture = "ssvt"
  board {
    rows = 10
    region "ridge" {
      hexes    = ["B3-B5"]
      features = ["hill"]
    }
    region "wooded-ridge" {
      hexes    = ["D3-D4"]
      terrain  = "woods"
      features = ["hill"]
    }
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
  }
  action "move" {
    unit = "ssvt"
    path = ["B3", "B4", "B5"] # (clear 1 + hill 1) x 3 = 6
  }
  action "move" {
    unit = "tiger"
    path = ["D3", "D4"] # (woods 2 + hill 1) x 2 = 6
  }
  expect {
    unit "ssvt" {
      at       = "B5"
      counters = { mp_spent = 6 }
    }
    unit "tiger" {
      at       = "D4"
      counters = { mp_spent = 6 }
    }
    log_contains = ["MP for tiger to enter D3 3 = Woods 2 [terrain.woods] + Hill 1 [terrain.hill]"]
  }
}

case "a hill hex one MP too many is too far" {
  rules   = ["terrain.hill"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    region "ridge" {
      hexes    = ["B3-B5"]
      features = ["hill"]
    }
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3", "B4", "B5"] # 3 x 2 = 6 > 4 (3 clear hexes would cost 3)
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "shellholes add 1 MP, once even where map and marker both show them" {
  rules   = ["terrain.shellholes", "terrain.chart"]
  fixture = "ssvt"
  board {
    rows = 10
    hex "B4" { features = ["shellholes"] }
    marker "B3" "shellholes" {
    }
    marker "B4" "shellholes" {
    }
    hex "D3" { terrain = "woods" }
    hex "D4" { features = ["shellholes"] }
    marker "D3" "shellholes" {
    }
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
  }
  action "move" {
    unit = "ssvt"
    path = ["B3", "B4", "B5", "B6"] # (1 + 1 marker) + (1 + 1 map, marker not again) + 1 + 1 = 6
  }
  action "move" {
    unit = "tiger"
    path = ["D3", "D4", "D5"] # (woods 2 + 1 marker) + (1 + 1 map) + 1 = 6
  }
  expect {
    unit "ssvt" {
      at       = "B6"
      counters = { mp_spent = 6 }
    }
    unit "tiger" {
      at       = "D5"
      counters = { mp_spent = 6 }
    }
  }
}

case "a wreck adds 1 MP for infantry and vehicles" {
  rules   = ["terrain.wreck", "terrain.chart"]
  fixture = "ssvt"
  board {
    rows = 10
    hex "B4" { terrain = "woods" }
    marker "B3" "wreck" {
    }
    marker "B4" "wreck" {
    }
    hex "D4" { terrain = "urban" }
    marker "D3" "wreck" {
    }
    marker "D4" "wreck" {
    }
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
  }
  action "move" {
    unit = "ssvt"
    path = ["B3", "B4", "B5", "B6"] # (clear 1 + wreck 1) + (woods 1 + wreck 1) + 1 + 1 = 6
  }
  action "move" {
    unit = "tiger"
    path = ["D3", "D4", "D5"] # (clear 1 + wreck 1) + (urban 2 + wreck 1) + 1 = 6
  }
  expect {
    unit "ssvt" {
      at       = "B6"
      counters = { mp_spent = 6 }
    }
    unit "tiger" {
      at       = "D5"
      counters = { mp_spent = 6 }
    }
    log_contains = ["MP for tiger to enter D4 3 = Urban 2 [terrain.urban] + Wreck 1 [terrain.wreck]"]
  }
}

case "a wreck one MP too many is too far" {
  rules   = ["terrain.wreck"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    marker "D5" "wreck" {
    }
  }
  unit "tiger" { at = "D2" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["D3", "D4", "D5", "D6", "D7", "D8"] # 5 clear + wreck 1 = 7 > 6
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "sandbags cost no MP" {
  rules   = ["terrain.sandbags"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    hex "B3" { features = ["sandbags"] }
    marker "B4" "sandbags" {
    }
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3", "B4", "B5", "B6"] # 4 clear hexes, sandbags + 0
  }
  expect {
    unit "rangers" {
      at       = "B6"
      counters = { mp_spent = 4 }
    }
  }
}

# Roads ---------------------------------------------------------------------

case "along contiguous road a unit gets +1 MP" {
  rules   = ["movement.road-bonus", "terrain.road"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 12
    terrain = "woods"
    region "road" {
      hexes    = ["B2-B9"]
      features = ["road"]
    }
  }
  unit "tiger" { at = "B2" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9"] # 7 road hexes x 1 (not woods 2) = 7
  }
  expect {
    move {
      mp     = 7
      budget = 7 # speed 6 + road bonus 1
    }
    unit "tiger" {
      at       = "B9"
      counters = { mp_spent = 7 }
    }
    log_contains = ["MP budget of tiger 7 = speed 6 [movement.speed] + road bonus 1 [movement.road-bonus]", "MP for tiger to enter B3 1 = Road 1 [terrain.road]"]
  }
}

case "leaving the road loses the road bonus" {
  rules   = ["movement.road-bonus"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 12
    terrain = "clear"
    region "road" {
      hexes    = ["B2-B8"]
      features = ["road"]
    }
  }
  unit "tiger" { at = "B2" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9"] # 6 road + 1 clear = 7 MP; B9 off the road: budget 6
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "starting off the road gives no road bonus" {
  rules   = ["movement.road-bonus", "terrain.road", "terrain.hex-type"] # a road keeps its hex's type: B3 is woods off the road
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 12
    terrain = "woods"
    hex "B2" { terrain = "clear" }
    region "road" {
      hexes    = ["B3-B9"]
      features = ["road"]
    }
  }
  unit "tiger" { at = "B2" }
  unit "tiger2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5", "B6", "B7"] # onto the road: woods 2, then 4 x road 1 = 6
  }
  action "move" {
    unit = "tiger2"
    path = ["B3", "B4", "B5", "B6", "B7", "B8"] # 7 MP; the start hex is no road: budget 6
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
    unit "tiger" {
      at       = "B7"
      counters = { mp_spent = 6 }
    }
  }
}

case "a road over water is a bridge" {
  rules   = ["terrain.road", "movement.water"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    region "river" {
      hexes   = ["A4", "C4", "D5", "B4"]
      terrain = "water"
    }
    region "road" {
      hexes    = ["B2-B6"]
      features = ["road"]
    }
  }
  unit "tiger" { at = "B2" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5", "B6"] # road all along, B4 the bridge: 4 MP
  }
  expect {
    unit "tiger" {
      at       = "B6"
      counters = { mp_spent = 4 }
    }
    move { budget = 7 } # speed 6 + road bonus
  }
}

case "a bridge is entered along its road only" {
  rules   = ["movement.water", "terrain.water"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    hex "B4" {
      terrain  = "water"
      features = ["road"]
    }
  }
  unit "tiger" { at = "B2" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"] # B3 has no road: B4 is water to a unit coming from it
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
  }
}

case "water is impassable to land units" {
  rules   = ["movement.water", "terrain.water"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    hex "B3" { terrain = "water" }
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
  }
}

case "Black Hand infantry wade water at +1 MP" {
  rules   = ["movement.water"]
  fixture = "zealot"
  board {
    cols = 6
    rows = 10
    hex "B3" { terrain = "water" }
  }
  unit "zealot" { at = "B2" }
  active_formation = "black-hand"
  action "move" {
    unit = "zealot"
    path = ["B3", "B4"] # water 1 + wading 1 (the wasteland class), then clear 1 = 3 = speed
  }
  expect {
    unit "zealot" {
      at       = "B4"
      counters = { mp_spent = 3 }
    }
    log_contains = ["MP for zealot to enter B3 2 = Water 2 [movement.water]"]
  }
}

case "Black Hand infantry: a second water hex is too far" {
  rules   = ["movement.water"]
  fixture = "zealot"
  board {
    cols    = 6
    rows    = 10
    terrain = "water"
  }
  unit "zealot" { at = "B2" }
  active_formation = "black-hand"
  action "move" {
    unit = "zealot"
    path = ["B3", "B4"] # 2 + 2 = 4 > 3
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "Black Hand vehicles may not enter water" {
  rules   = ["movement.water"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    hex "B3" { terrain = "water" }
  }
  unit "pest" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
  }
  active_formation = "black-hand"
  action "move" {
    unit = "pest"
    path = ["B3"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
  }
}

# Movement classes (terrain/movement.hcl) -----------------------------------

case "a wheeled vehicle pays the chart's vehicle column, as a tracked one does" {
  rules   = ["terrain.chart", "terrain.woods", "terrain.crop-field"]
  fixture = "tiger-and-puma"
  board {
    cols    = 10
    rows    = 12
    terrain = "woods"
    hex "C5" { terrain = "crop-field" }
  }
  active_formation = "1-130"
  action "move" {
    unit = "puma"
    path = ["C3", "C4", "C5"] # woods 2 + woods 2 + crop field 1 = 5
  }
  unit "tiger" { at = "B2" }
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5"] # woods 2 x 3 = 6 = speed
  }
  expect {
    unit "puma" {
      at       = "C5"
      counters = { mp_spent = 5 }
    }
    unit "tiger" {
      at       = "B5"
      counters = { mp_spent = 6 }
    }
    log_contains = ["MP for puma to enter C3 2 = Woods 2 [terrain.woods]", "MP for puma to enter C5 1 = Crop field 1 [terrain.crop-field]"]
  }
}

case "a class prices a marker of the chart: a wreck adds 1 MP for infantry too" {
  rules   = ["terrain.wreck", "terrain.chart"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    marker "B3" "wreck" {}
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3", "B4"] # clear 1 + wreck 1, then clear 1 = 3
  }
  expect {
    unit "rangers" {
      at       = "B4"
      counters = { mp_spent = 3 }
    }
    log_contains = ["MP for rangers to enter B3 2 = Clear 1 [terrain.clear] + Wreck 1 [terrain.wreck]"]
  }
}

case "a marker no class prices bears on no move: smoke costs nothing" {
  rules   = ["terrain.chart"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    marker "B3" "smoke" { level = 1 }
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3", "B4", "B5", "B6"] # 4 x 1 = 4 = speed
  }
  expect {
    unit "rangers" {
      at       = "B6"
      counters = { mp_spent = 4 }
    }
  }
}

# Half speed ----------------------------------------------------------------

case "a Shaken unit moves half its speed, rounded down" {
  rules   = ["movement.half-speed", "results.shaken"]
  fixture = "t64"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "t64" { statuses = ["shaken"] }
  unit "t64b" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "D2"
    statuses  = ["shaken"]
  }
  action "move" {
    unit = "t64"
    path = ["B3", "B4", "B5"] # 3 = 7 / 2 rounded down
  }
  action "move" {
    unit = "t64b"
    path = ["D3", "D4", "D5", "D6"] # 4 > 3
  }
  expect {
    rejected = { code = "too_far", rule = "results.shaken" }
    unit "t64" {
      at       = "B5"
      statuses = ["shaken", "finished"]
    }
    move { budget = 3 }
    log_contains = ["MP budget of t64 3 = speed 7 [movement.speed] - Shaken: half speed, rounded down 4 [results.shaken]"]
  }
}

case "an Out Of Contact unit moves half its speed" {
  rules   = ["movement.half-speed", "command.out-of-contact"]
  fixture = "t64"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "t64" { statuses = ["ooc"] }
  unit "t64b" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "D2"
    statuses  = ["ooc"]
  }
  action "move" {
    unit = "t64"
    path = ["B3", "B4", "B5"] # 3 = 7 / 2 rounded down
  }
  action "move" {
    unit = "t64b"
    path = ["D3", "D4", "D5", "D6"] # 4 > 3
  }
  expect {
    rejected = { code = "too_far", rule = "command.out-of-contact" }
    unit "t64" { at = "B5" }
  }
}

case "a Shaken and Out Of Contact unit may not move" {
  rules   = ["command.shaken-and-ooc"]
  fixture = "t64"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    region "road" {
      hexes    = ["B2-B3"]
      features = ["road"]
    }
  }
  unit "t64" { statuses = ["shaken", "ooc"] }
  action "move" {
    unit = "t64"
    path = ["B3"] # budget 0; the road bonus does not make it 1
  }
  expect {
    rejected = { code = "too_far", rule = "command.shaken-and-ooc" }
  }
}

case "recon units are never Out Of Contact" {
  rules   = ["units.recon", "command.out-of-contact"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 12
    terrain = "clear"
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    statuses  = ["ooc"]
  }
  unit "puma2" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
    statuses  = ["ooc", "shaken"]
  }
  active_formation = "1-130"
  action "move" {
    unit = "puma"
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9"] # full speed 7
  }
  action "move" {
    unit = "puma2"
    path = ["D3", "D4", "D5"] # Shaken only: 3 (not stopped by Shaken + OOC)
  }
  expect {
    unit "puma" {
      at       = "B9"
      counters = { mp_spent = 7 }
    }
    unit "puma2" { at = "D5" }
  }
}

case "the road bonus adds to half speed" {
  rules   = ["movement.road-bonus", "movement.half-speed"]
  fixture = "t64"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    region "road" {
      hexes    = ["B2-B6"]
      features = ["road"]
    }
  }
  unit "t64" { statuses = ["shaken"] }
  action "move" {
    unit = "t64"
    path = ["B3", "B4", "B5", "B6"] # 4 = 7 / 2 rounded down + 1 road bonus
  }
  expect {
    move {
      mp     = 4
      budget = 4
    }
    unit "t64" { at = "B6" }
  }
}

# Groups --------------------------------------------------------------------

case "a group moves together, each unit paying its own costs" {
  rules   = ["movement.group", "terrain.woods"]
  fixture = "ssvt"
  board {
    rows    = 10
    terrain = "woods"
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  active_formation = "1-7-ss"
  action "move" {
    units = ["ssvt", "apc"]
    path  = ["B3", "B4", "B5"]
  }
  expect {
    unit "ssvt" {
      at       = "B5"
      statuses = ["finished"]
      counters = { mp_spent = 3 } # 3 woods x 1
    }
    unit "apc" {
      at       = "B5"
      statuses = ["finished"]
      counters = { mp_spent = 6 } # 3 woods x 2
    }
  }
}

case "a group path too costly for one of its units is too far" {
  rules   = ["movement.group"]
  fixture = "ssvt"
  board {
    rows    = 10
    terrain = "woods"
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  active_formation = "1-7-ss"
  action "move" {
    units = ["ssvt", "apc"]
    path  = ["B3", "B4", "B5", "B6"] # infantry 4 <= 6, the APC 8 > 6
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "a group must start stacked" {
  rules   = ["movement.group"]
  fixture = "ssvt"
  board {
    rows = 10
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B3"
  }
  active_formation = "1-7-ss"
  action "move" {
    units = ["ssvt", "apc"]
    path  = ["B4", "B5"]
  }
  expect {
    rejected = { code = "not_stacked", rule = "movement.group" }
  }
}

case "a group is of one formation" {
  rules   = ["movement.group"]
  fixture = "ssvt"
  board {
    rows = 10
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-501"
    at        = "B2"
  }
  action "move" {
    units = ["ssvt", "apc"]
    path  = ["B3"]
  }
  expect {
    rejected = { code = "not_stacked", rule = "movement.group" }
  }
}

case "a group splits by moving its units with separate actions" {
  rules   = ["movement.group"]
  fixture = "ssvt"
  board {
    rows = 10
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  unit "apc2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  active_formation = "1-7-ss"
  action "move" {
    units = ["ssvt", "apc"]
    path  = ["B3", "B4"]
  }
  action "move" {
    unit = "apc2"
    path = ["B3", "B4", "B5", "B6"]
  }
  expect {
    unit "ssvt" { at = "B4" }
    unit "apc" { at = "B4" }
    unit "apc2" {
      at       = "B6"
      counters = { mp_spent = 4 }
    }
  }
}

case "a group walks on when its first unit falls on the way" {
  rules   = ["movement.group"]
  fixture = "ssvt"
  board {
    rows = 10
  }
  unit "ssvt" {
    statuses = ["shaken"]
    reduced  = true
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D3"
  }
  active_formation = "1-7-ss"
  dice             = [6, 6]
  action "move" {
    units = ["ssvt", "apc"]
    path  = ["B3", "B4"] # the Shaken infantry may spend 3, the APC 6
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "ssvt"
    weapon = "he"
    at     = "B3"
  }
  expect {
    unit "ssvt" { alive = false } # any hit eliminates a Shaken and reduced unit
    unit "apc" {
      at       = "B4"
      statuses = ["finished"]
      counters = { mp_spent = 2 }
    }
    interrupt = "" # the rangers are Finished: the APC draws no fire
  }
}

# Who may move ----------------------------------------------------------------

case "a unit that has moved may not move again" {
  rules   = ["impulse.finished", "movement.speed"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3"]
  }
  action "move" {
    unit = "rangers"
    path = ["B4"]
  }
  expect {
    rejected = { code = "finished", rule = "impulse.finished" }
    unit "rangers" { at = "B3" }
  }
}

case "a Finished unit may not move" {
  rules   = ["impulse.finished"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" {
    at       = "B2"
    statuses = ["finished"]
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3"]
  }
  expect {
    rejected = { code = "finished", rule = "impulse.finished" }
  }
}

case "only the active formation moves" {
  rules   = ["impulse.activation"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "B2"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3"]
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
  }
}

case "a path goes hex by hex" {
  rules   = ["movement.speed"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3", "B5"] # B5 is two hexes from B3
  }
  expect {
    rejected = { code = "not_adjacent", rule = "movement.speed" }
  }
}

case "a unit off the map does not move" {
  rules   = ["movement.speed"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3"]
  }
  expect {
    rejected = { code = "not_on_map", rule = "movement.speed" }
  }
}

case "a helicopter pays 1 MP a hex whatever the terrain" {
  rules   = ["helicopters.movement"]
  fixture = "huey"
  board {
    terrain = "water"
    hex "B3" { terrain = "woods" }
    hex "B4" { terrain = "urban" }
    marker "B5" "wreck" {
    }
    hex "B6" { features = ["hill"] }
  }
  active_formation = "335th-ahc"
  action "move" {
    unit = "huey"
    path = ["B3", "B4", "B5", "B6", "B7"] # woods, urban, wreck, hill, water: 5 x 1
  }
  expect {
    unit "huey" {
      at       = "B7"
      counters = { mp_spent = 5 }
    }
  }
}
