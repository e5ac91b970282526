# Mods change rules with a few lines of data; these cases pin what they do.

case "a house rule mod makes long range cost 3 AV" {
  rules   = ["house.long-range-3", "combat.attack-value"]
  ruleset = "base"
  mods    = ["long-range-3"]
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    type = "king-tiger"
    side = "reich"
    at   = "B2"
  }
  unit "t64" {
    type = "t-64"
    side = "nato"
    at   = "B9"
  }
  dice = [6, 5]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack {
      av = 18 # AP 10 + 11 - 3
    }
    log_contains = ["house.long-range-3"]
  }
}

case "a patch changes one stat and keeps the rest" {
  rules   = ["combat.defense-value", "results.full-strength"]
  ruleset = "base"
  mods    = ["heavy-armor"]
  board {
    cols = 10
    rows = 12
  }
  unit "t64" {
    type = "t-64"
    side = "nato"
    at   = "B2"
  }
  unit "tiger" {
    type = "king-tiger"
    side = "reich"
    at   = "B5"
  }
  dice = [6, 4]
  action "fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 23 # AP 12 + 10 + 1 close range (3 hexes, half of 10 or less)
      dv   = 19 # the patched armor
      hits = 4
    }
    unit "tiger" { alive = false }
    marker "B5" "wreck" { present = true }
  }
}

# The rain mod's one modifier on stage "range" cuts the Tiger's AP range
# from 6 to 5: its long range from 12 to 10, so a T-64 11 hexes away is out
# of range (without the mod the same shot is legal, at long range).
case "a house rule modifier on stage range puts a target out of range" {
  rules   = ["house.rain", "combat.long-range"]
  mods    = ["rain"]
  fixture = "open-ground-shot"
  board {
    rows = 14
  }
  unit "t64" { at = "B13" }
  expect {
    rejected = { code = "out_of_range", rule = "combat.long-range" }
  }
}

# In rain 6 hexes is beyond the Tiger's range of 5: long range, -2 AV
# (AP 10 + 11 - 2).
case "a house rule modifier on stage range moves the long range band" {
  rules   = ["house.rain", "combat.long-range"]
  mods    = ["rain"]
  fixture = "open-ground-shot"
  unit "t64" { at = "B8" }
  dice = [6, 5]
  expect {
    attack {
      distance = 6
      av       = 19
    }
  }
}

# The Rangers in B8 would draw the Tiger's opportunity fire from B2 at
# 6 hexes (AP range 6); in rain the Tiger's range is 5 (long range 10), so
# at 11 hexes, B13, it may not react at all.
case "a house rule modifier on stage range also bounds opportunity fire" {
  rules   = ["house.rain", "opportunity-fire.trigger", "combat.long-range"]
  mods    = ["rain"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 10
    rows    = 14
    terrain = "clear"
  }
  unit "rangers" { at = "B14" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B13"]
  }
  expect {
    interrupt = ""
    unit "rangers" { at = "B13" }
  }
}

# The house rule "tanks may not enter woods" is three lines patching the
# tracked movement class (mods/no-tanks-in-woods).
case "no tanks in woods: a tank is refused a woods hex, by the house rule" {
  rules   = ["house.no-tanks-in-woods"]
  mods    = ["no-tanks-in-woods"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "tiger" { at = "B2" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"]
  }
  expect {
    rejected = { code = "impassable", rule = "house.no-tanks-in-woods" }
  }
}

case "no tanks in woods: wheeled vehicles and infantry enter woods as the chart says" {
  rules   = ["house.no-tanks-in-woods", "terrain.woods"]
  mods    = ["no-tanks-in-woods"]
  fixture = "tiger-and-puma"
  board {
    cols    = 10
    rows    = 12
    terrain = "woods"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F2"
  }
  action "move" {
    unit = "puma"
    path = ["C3", "C4", "C5"] # woods 2 x 3 = 6
  }
  action "move" {
    unit = "rangers"
    path = ["F3", "F4", "F5", "F6"] # woods 1 x 4 = 4
  }
  expect {
    unit "puma" {
      at       = "C5"
      counters = { mp_spent = 6 }
    }
    unit "rangers" {
      at       = "F6"
      counters = { mp_spent = 4 }
    }
  }
}

case "no tanks in woods: a road through the woods still carries a tank" {
  rules   = ["house.no-tanks-in-woods", "terrain.road"]
  mods    = ["no-tanks-in-woods"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "woods"
    region "road" {
      hexes    = ["B2-B5"]
      features = ["road"]
    }
  }
  unit "tiger" { at = "B2" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5"] # road 1 x 3, road to road
  }
  expect {
    unit "tiger" {
      at       = "B5"
      counters = { mp_spent = 3 }
    }
    log_contains = ["MP for tiger to enter B3 1 = Road 1 [terrain.road]"]
  }
}
