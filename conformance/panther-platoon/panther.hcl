# The panther-platoon mod [units.panther-ii]: a new unit type and a variant
# of castle-road that extends the base scenario.

case "panther-platoon: the Panther II fires AP 9" {
  rules   = ["units.panther-ii", "combat.attack-value", "combat.long-range"]
  ruleset = "base"
  mods    = ["panther-platoon"]
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "pz" {
    type      = "panther-ii"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B9"
  }
  active_formation = "1-130"
  dice             = [6, 5]
  action "fire" {
    unit   = "pz"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack {
      av = 18 # AP 9 + 2D6 11 - 2 long range (7 hexes, range 6)
    }
  }
}

case "panther-platoon: the Panther II moves 7 hexes" {
  rules   = ["units.panther-ii", "movement.speed"]
  ruleset = "base"
  mods    = ["panther-platoon"]
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "pz" {
    type      = "panther-ii"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  active_formation = "1-130"
  action "move" {
    unit = "pz"
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9"]
  }
  expect {
    unit "pz" { at = "B9" }
  }
}

case "panther-platoon: but not 8" {
  rules   = ["units.panther-ii", "movement.speed"]
  ruleset = "base"
  mods    = ["panther-platoon"]
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "pz" {
    type      = "panther-ii"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  active_formation = "1-130"
  action "move" {
    unit = "pz"
    path = ["B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
    unit "pz" { at = "B2" }
  }
}

# The variant sets up castle-road with kt2 a Panther II and one more at J11:
# the new unit, drawn and firing as the scenario's opening cases do (2D6 =
# 1+1: no hit), and the rest of castle-road as it was.
case "castle-road-panthers: the variant's Panthers stand where it puts them" {
  rules    = ["units.panther-ii", "turn.setup"]
  scenario = "castle-road-panthers"
  ruleset  = "base"
  mods     = ["panther-platoon"]
  begin    = true
  draws    = ["1-130"]
  dice     = [1, 1]
  action "draw" {}
  action "fire" {
    unit   = "pz2"
    target = "m60a1-1"
    weapon = "ap"
  }
  expect {
    attack {
      av = 9 # AP 9 + 2D6 2 - 2 long range
    }
    unit "pz2" { at = "J11" }
    unit "kt2" {
      type = "panther-ii"
      at   = "J10"
    }
    unit "kt1" {
      type = "king-tiger"
      at   = "K10"
    }
  }
}
