# The fog-always house rule [weather.fog-always]: Fog on every map all game.

fixture "fog-board" {
  ruleset = "heart-of-darkness"
  mods    = ["fog-always"]
  board {
    cols    = 8
    rows    = 6
    terrain = "clear"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "C3"
  }
  unit "rg" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F3"
  }
}

case "fog-always: Fog sets in as play begins, with its smoke" {
  rules   = ["weather.fog-always", "weather.fog"]
  fixture = "fog-board"
  turn    = 1
  phase   = "actions"
  begin   = true
  dice    = [2, 2, 4, 5, 8, 6] # the smoke of Fog setting in: B2, D5, H6
  expect {
    marker "A1" "fog" { present = true }
    marker "B2" "smoke" { level = 2 }
    marker "D5" "smoke" { level = 2 }
    marker "H6" "smoke" { level = 2 }
    log_contains = ["forecast on board: fog"]
  }
}

# Without the house rule the same Cleanup throws a die for the weather; with
# it no die is thrown and the sky never clears.
case "fog-always: the Cleanup rolls no weather, and Fog holds" {
  rules   = ["weather.fog-always", "weather.roll"]
  fixture = "fog-board"
  board {
    marker "A1" "fog" {}
  }
  turn  = 1
  phase = "cleanup"
  begin = true
  dice  = []
  expect {
    marker "A1" "fog" { present = true }
    log_contains = ["forecast on board: the weather holds"]
  }
}

case "fog-always: a scenario's own forecast still rules its turn" {
  rules   = ["weather.fog-always", "weather.forecast"]
  fixture = "fog-board"
  board {
    marker "A1" "fog" {}
  }
  turn    = 1
  phase   = "cleanup"
  begin   = true
  options = { forecast = { "2" = "clear" } }
  dice    = []
  expect {
    marker "A1" "fog" { present = false }
  }
}
