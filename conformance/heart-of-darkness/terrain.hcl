# The expansion's terrain (1.7) [terrain.*]: the restored terrain table and
# the Magdeburg map's named hexes. Movement costs are read from the move
# report (mp); the Magdeburg map is flat-topped with its even columns (B, D,
# F...) shifted down: K10's neighbours include J9 and J10, L9's K9 and K10.

fixture "terrain-magdeburg" {
  ruleset = "heart-of-darkness"
  map     = "magdeburg"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "L9"
  }
  active_formation = "1-130"
}

case "Magdeburg's square K9 is clear: a vehicle enters it for 1 MP" {
  rules   = ["terrain.square", "terrain.magdeburg"]
  fixture = "terrain-magdeburg"
  action "move" {
    unit = "puma"
    path = ["K9"]
  }
  expect {
    move { mp = 1 }
  }
}

case "Magdeburg's park J10 is woods: a vehicle pays 2 MP" {
  rules   = ["terrain.park", "terrain.magdeburg"]
  fixture = "terrain-magdeburg"
  unit "puma" { at = "K10" }
  action "move" {
    unit = "puma"
    path = ["J10"]
  }
  expect {
    move { mp = 2 }
  }
}

case "J7, the park's other wood, is woods too" {
  rules   = ["terrain.park", "terrain.magdeburg"]
  fixture = "terrain-magdeburg"
  unit "puma" { at = "K7" }
  action "move" {
    unit = "puma"
    path = ["J7"]
  }
  expect {
    move { mp = 2 }
  }
}

case "Magdeburg's graveyard M9 is urban: a vehicle pays 2 MP" {
  rules   = ["terrain.graveyard", "terrain.magdeburg"]
  fixture = "terrain-magdeburg"
  unit "puma" { at = "M8" }
  action "move" {
    unit = "puma"
    path = ["M9"]
  }
  expect {
    move { mp = 2 }
  }
}

case "Magdeburg's graveyard never runs out of corpses" {
  rules   = ["terrain.graveyard", "corpses.graveyard"]
  ruleset = "heart-of-darkness"
  map     = "magdeburg"
  unit "ghoul" {
    type      = "reanimated"
    side      = "white-hand"
    formation = "wh-1"
    at        = "M9"
    reduced   = true
  }
  active_formation = "wh-1"
  action "consume_corpses" {
    unit = "ghoul"
  }
  expect {
    unit "ghoul" { reduced = false }
  }
}

case "the Darkness strikes the units on the Magdeburg and Holterberg hills, and nowhere else" {
  rules   = ["terrain.magdeburg-hills", "weather.darkness"]
  ruleset = "heart-of-darkness"
  map     = "magdeburg"
  unit "r1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F4"
  }
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D15"
  }
  unit "r3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H4"
  }
  turn  = 1
  phase = "actions"
  begin = true
  options = { forecast = { "1" = "darkness" } } # Darkness from the start
  dice  = [3]                # turn 2's weather holds
  action "end_phase" {}
  expect {
    unit "r1" { statuses = ["shaken"] }
    unit "r2" { statuses = ["shaken"] }
    unit "r3" { statuses = [] }
  }
}

# --- The terrain table -----------------------------------------------------------------

fixture "terrain-table" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
    hex "C4" { terrain = "crop-field" }
    hex "D4" { terrain = "sand" }
    hex "E4" { terrain = "urban" }
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C3"
  }
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C3"
  }
  active_formation = "1st-ranger"
}

case "crop field: 2 MP for infantry" {
  rules   = ["terrain.table"]
  fixture = "terrain-table"
  action "move" {
    unit = "rangers"
    path = ["C4"]
  }
  expect {
    move { mp = 2 }
  }
}

case "crop field: 1 MP for vehicles" {
  rules   = ["terrain.table"]
  fixture = "terrain-table"
  action "move" {
    unit = "m113"
    path = ["C4"]
  }
  expect {
    move { mp = 1 }
  }
}

case "sand: 2 MP for vehicles" {
  rules   = ["terrain.table"]
  fixture = "terrain-table"
  unit "m113" { at = "D3" }
  action "move" {
    unit = "m113"
    path = ["D4"]
  }
  expect {
    move { mp = 2 }
  }
}

# Rangers in crop field C4 fired on by a King Tiger's HE (5) from C8, dice
# 1+1: the DV is armor 13 + 1 for the crop field + 1 concealment (a crop
# field hides infantry, no enemy adjacent).
case "crop field: +1 DV for infantry" {
  rules   = ["terrain.table"]
  fixture = "terrain-table"
  unit "rangers" { at = "C4" }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C8"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { dv = 15 }
    log_contains = ["Crop field 1 [terrain.crop-field]"]
  }
}

case "corpses: +1 DV for infantry" {
  rules   = ["terrain.table", "corpses.cover"]
  fixture = "terrain-table"
  board {
    cols = 8
    rows = 8
    marker "B4" "corpses" { level = 1 }
  }
  unit "rangers" { at = "B4" }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B8"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { dv = 14 } # armor 13 + 1 corpses; clear ground hides no one
  }
}
