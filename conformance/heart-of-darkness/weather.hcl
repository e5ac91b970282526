# The weather (1.8) [weather.*]. The weather of a map is the weather marker on
# it (the cases lay it on A1, where the rules lay a new one). Cleanup cases
# begin in the Cleanup phase: its "weather" step throws 1D6 per map (the
# weather-roll table), a worse roll 1D6 more for the marker (the weather-draw
# table: 1 acid-rain, 2 darkness, 3 fog, 4 heatwave, 5 radwind, 6 sandstorm),
# and every random hex two dice: its column, then its row. A case's dice
# list must be used up exactly, so a case that throws no more dice than it
# lists also proves that nothing else was rolled.

fixture "weather-board" {
  ruleset = "heart-of-darkness"
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

fixture "weather-cleanup" {
  fixture = "weather-board"
  turn    = 1
  phase   = "cleanup"
  begin   = true
}

fixture "weather-actions" {
  fixture          = "weather-board"
  active_formation = "1-130"
}

# The roll ------------------------------------------------------------------

case "weather roll 1-2 under a clear sky: a marker is drawn and laid" {
  rules   = ["weather.roll", "weather.sandstorm"]
  fixture = "weather-cleanup"
  dice    = [1, 6]
  expect {
    marker "A1" "sandstorm" { present = true }
    weather { weather = "sandstorm" }
    log_contains = ["the weather worsens", "Sandstorm"]
  }
}

case "weather roll 2 may draw the marker in play again, and its start effects happen again" {
  rules   = ["weather.roll", "weather.fog"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "fog" {}
  }
  dice = [2, 3, 2, 2, 4, 5, 7, 1]
  expect {
    marker "A1" "fog" { present = true }
    marker "B2" "smoke" { level = 2 }
    marker "D5" "smoke" { level = 2 }
    marker "G1" "smoke" { level = 2 }
    log_contains = ["Fog again"]
  }
}

case "weather roll 3 keeps the weather and does not repeat its start" {
  rules   = ["weather.roll", "weather.fog"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "fog" {}
  }
  dice = [3] # no die for smoke hexes
  expect {
    marker "A1" "fog" { present = true }
    weather_roll {
      roll   = 3
      result = "same"
    }
    log_contains = ["the weather holds (fog)"]
  }
}

case "weather roll 4 keeps a clear sky clear" {
  rules   = ["weather.roll"]
  fixture = "weather-cleanup"
  dice    = [4]
  expect {
    weather_roll { result = "same" }
    log_contains = ["the weather holds (clear sky)"]
  }
}

case "weather roll 5 clears the sky" {
  rules   = ["weather.roll"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "fog" {}
  }
  dice = [5]
  expect {
    marker "A1" "fog" { present = false }
    weather { weather = "clear" }
  }
}

case "weather roll 6 clears a marker laid anywhere on the map" {
  rules   = ["weather.roll"]
  fixture = "weather-cleanup"
  board {
    marker "H6" "sandstorm" {}
  }
  dice = [6]
  expect {
    marker "H6" "sandstorm" { present = false }
    log_contains = ["the sky clears"]
  }
}

case "a worse roll under Fog can bring another weather, which replaces it" {
  rules   = ["weather.roll"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "fog" {}
  }
  dice = [1, 6]
  expect {
    marker "A1" "fog" { present = false }
    marker "A1" "sandstorm" { present = true }
  }
}

# Forecast ------------------------------------------------------------------

case "forecast weather replaces the roll" {
  rules   = ["weather.forecast"]
  fixture = "weather-cleanup"
  options = { forecast = { "2" = "sandstorm" } } # Sandstorm forecast for turn 2
  dice    = []                                   # no roll
  expect {
    marker "A1" "sandstorm" { present = true }
    log_contains = ["forecast on board: sandstorm"]
  }
}

case "a clear forecast removes the weather without a roll" {
  rules   = ["weather.forecast"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "darkness" {}
  }
  unit "fj" { at = "A1" } # not on a hill: Darkness hits no one
  options = { forecast = { "2" = "clear" } }
  dice    = []
  expect {
    marker "A1" "darkness" { present = false }
  }
}

case "the forecast of turn 1 holds as play begins" {
  rules   = ["weather.forecast"]
  fixture = "weather-board"
  turn    = 1
  phase   = "actions"
  begin   = true
  options = { forecast = { "1" = "darkness" } } # Darkness
  expect {
    marker "A1" "darkness" { present = true }
  }
}

# Two maps ------------------------------------------------------------------

case "each map in play rolls its own weather" {
  rules   = ["weather.roll", "weather.scope"]
  ruleset = "heart-of-darkness"
  maps    = ["wewelsburg", "magdeburg"]
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "wewelsburg:C3"
  }
  unit "rg" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "magdeburg:F3"
  }
  turn  = 1
  phase = "cleanup"
  begin = true
  dice  = [1, 6, 5] # Wewelsburg worse: Sandstorm; Magdeburg clear
  expect {
    marker "wewelsburg:A1" "sandstorm" { present = true }
    marker "magdeburg:A1" "sandstorm" { present = false }
    log_contains = ["weather roll 1 on wewelsburg", "weather roll 5 on magdeburg"]
  }
}

# Wewelsburg darkens in turn 1's Cleanup; Magdeburg clears. In turn 2 the
# Reich fires on Magdeburg (allowed) and on Wewelsburg (refused).
fixture "weather-two-maps-dark" {
  ruleset = "heart-of-darkness"
  maps    = ["wewelsburg", "magdeburg"]
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "magdeburg:C3"
  }
  unit "rg" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "magdeburg:C5"
  }
  unit "fj2" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "wewelsburg:C3"
  }
  unit "rg2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "wewelsburg:C5"
  }
  turn   = 1
  phase  = "cleanup"
  begin  = true
  values = { game = { drawn = { "1-130" = 3 } } } # back in the cup at Cleanup: 3 markers less 2 players, 1 draw
  draws  = ["1-130"]
  action "draw" {}
}

case "the weather of one map forbids nothing on the other" {
  rules   = ["weather.scope", "weather.darkness"]
  fixture = "weather-two-maps-dark"
  dice    = [1, 2, 5, 1, 1]
  action "fire" {
    unit   = "fj"
    target = "rg"
    weapon = "he"
  }
  expect {
    marker "wewelsburg:A1" "darkness" { present = true }
    attack { target = "rg" }
  }
}

case "the weather of a map forbids what it forbids there" {
  rules   = ["weather.scope", "weather.darkness"]
  fixture = "weather-two-maps-dark"
  dice    = [1, 2, 5]
  action "fire" {
    unit   = "fj2"
    target = "rg2"
    weapon = "he"
  }
  expect {
    rejected = { code = "weather", rule = "weather.darkness" }
  }
}

# Acid Rain -----------------------------------------------------------------

case "Acid Rain puts out every fire on its map when it starts" {
  rules   = ["weather.acid-rain", "weather.roll"]
  fixture = "weather-cleanup"
  board {
    marker "B2" "fire" { level = 2 }
    marker "G5" "fire" { level = 1 }
  }
  dice = [1, 1]
  expect {
    marker "A1" "acid-rain" { present = true }
    marker "B2" "fire" { present = false }
    marker "G5" "fire" { present = false }
  }
}

# Darkness ------------------------------------------------------------------

case "Darkness: each Cleanup the units on the Magdeburg hill take a hit" {
  rules   = ["weather.darkness"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "darkness" {}
    hex "C3" { name = "Magdeburg hill" }
  }
  dice = [3]
  expect {
    log_contains = ["fj on the hill in C3 takes 1 hit"]
    unit "fj" { statuses = ["shaken"] }
    unit "rg" { statuses = [] }
  }
}

case "Darkness hits a helicopter flying over a hill, not the units off the hills" {
  rules   = ["weather.darkness"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "darkness" {}
    hex "D2" { name = "Holterberg hill" }
    hex "C3" { name = "Elbe meadow" }
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D2"
    altitude  = "cruise"
  }
  dice = [3]
  expect {
    log_contains = ["huey on the hill in D2 takes 1 hit"]
    unit "fj" { statuses = [] }
  }
}

case "Darkness hits units on the Holterberg hill of the Magdeburg map" {
  rules   = ["weather.darkness"]
  ruleset = "heart-of-darkness"
  map     = "magdeburg"
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "D15"
  }
  unit "rg" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H3"
  }
  turn    = 1
  phase   = "cleanup"
  begin   = true
  options = { forecast = { "1" = "darkness" } } # Darkness as play begins
  dice    = [4]
  expect {
    unit "fj" { statuses = ["shaken"] }
    unit "rg" { statuses = [] }
  }
}

case "Darkness forbids ranged attacks" {
  rules   = ["weather.darkness"]
  fixture = "weather-actions"
  board {
    marker "A1" "darkness" {}
  }
  action "fire" {
    unit   = "fj"
    target = "rg"
    weapon = "he"
  }
  expect {
    rejected = { code = "weather", rule = "weather.darkness" }
  }
}

# Under Darkness no weapon reaches another hex, so a move in sight of an
# enemy offers no opportunity fire; in clear weather the same move does.
case "Darkness forbids opportunity fire: no window opens" {
  rules   = ["weather.darkness"]
  fixture = "weather-board"
  board {
    marker "A1" "darkness" {}
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rg"
    path = ["E3"]
  }
  expect {
    interrupt = ""
    unit "rg" { at = "E3" }
  }
}

case "without Darkness the same move offers opportunity fire" {
  rules            = ["weather.darkness"]
  fixture          = "weather-board"
  active_formation = "1st-ranger"
  action "move" {
    unit = "rg"
    path = ["E3"]
  }
  expect {
    interrupt = "opportunity"
  }
}

case "Darkness forbids off-board artillery" {
  rules   = ["weather.darkness"]
  fixture = "weather-actions"
  board {
    marker "A1" "darkness" {}
  }
  unit "fj" { attached = ["co"] }
  oba = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "fj"
    mission = "barrage"
    target  = "F3"
  }
  expect {
    rejected = { code = "weather", rule = "weather.darkness" }
  }
}

case "Darkness forbids SPA indirect fire" {
  rules   = ["weather.darkness"]
  fixture = "weather-actions"
  board {
    marker "A1" "darkness" {}
  }
  unit "hummel" {
    type      = "hummel"
    side      = "reich"
    formation = "1-130"
    at        = "C1"
  }
  unit "fj" { attached = ["co"] }
  action "spa_indirect" {
    unit   = "hummel"
    target = "F3"
  }
  expect {
    rejected = { code = "weather", rule = "weather.darkness" }
  }
}

case "Darkness forbids calling air strikes" {
  rules   = ["weather.darkness"]
  fixture = "weather-actions"
  board {
    marker "A1" "darkness" {}
  }
  unit "fj" { attached = ["co"] }
  cas = { reich = ["ju-87g-stuka"] }
  action "call_cas" {
    unit   = "fj"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "weather", rule = "weather.darkness" }
  }
}

# Fog -----------------------------------------------------------------------

case "Fog lays Level 2 smoke on three random hexes when it rolls in" {
  rules   = ["weather.fog", "weather.roll"]
  fixture = "weather-cleanup"
  dice    = [1, 3, 2, 2, 2, 2, 4, 5, 8, 6] # B2, B2 again (rolled anew), D5, H6
  expect {
    marker "A1" "fog" { present = true }
    marker "B2" "smoke" { level = 2 }
    marker "D5" "smoke" { level = 2 }
    marker "H6" "smoke" { level = 2 }
  }
}

case "Fog keeps smoke from thinning at Cleanup" {
  rules   = ["weather.fog"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "fog" {}
    marker "D4" "smoke" { level = 1 }
    marker "E4" "smoke" { level = 2 }
  }
  dice = [3]
  expect {
    marker "D4" "smoke" { level = 1 }
    marker "E4" "smoke" { level = 2 }
  }
}

case "Fog halves ranges, rounding down: HE 3 reaches 2 at long range" {
  rules   = ["weather.fog"]
  fixture = "weather-actions"
  board {
    marker "A1" "fog" {}
  }
  action "fire" {
    unit   = "fj"
    target = "rg"
    weapon = "he"
  }
  expect {
    rejected = { code = "out_of_range", rule = "combat.long-range" }
  }
}

case "under Fog a target within the halved range may still be fired at" {
  rules   = ["weather.fog"]
  fixture = "weather-actions"
  board {
    marker "A1" "fog" {}
  }
  unit "rg" { at = "E3" }
  dice = [1, 1]
  action "fire" {
    unit   = "fj"
    target = "rg"
    weapon = "he"
  }
  expect {
    attack {
      target   = "rg"
      distance = 2
    }
  }
}

# Heatwave ------------------------------------------------------------------

case "Heatwave starts fires on three random hexes, Level 2 where the terrain burns" {
  rules   = ["weather.heatwave", "weather.roll"]
  fixture = "weather-cleanup"
  board {
    hex "B2" { terrain = "woods" }
  }
  dice = [2, 4, 2, 2, 4, 5, 8, 6]
  expect {
    marker "A1" "heatwave" { present = true }
    marker "B2" "fire" { level = 2 }
    marker "D5" "fire" { level = 1 }
    marker "H6" "fire" { level = 1 }
  }
}

case "Heatwave keeps fires from dying down at Cleanup" {
  rules   = ["weather.heatwave"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "heatwave" {}
    marker "H1" "fire" { level = 1 }
  }
  dice = [3]
  expect {
    marker "H1" "fire" { level = 1 }
  }
}

case "Heatwave: Level 2 fire spreads to the burnable hexes around it, raising Level 1 to Level 2" {
  rules   = ["weather.heatwave"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "heatwave" {}
    hex "F5" { terrain = "woods" }
    hex "F6" { terrain = "woods" }
    hex "G5" { terrain = "woods" }
    marker "F5" "fire" { level = 2 }
    marker "F6" "fire" { level = 1 }
  }
  dice = [3]
  expect {
    marker "F5" "fire" { level = 2 }
    marker "F6" "fire" { level = 2 }
    marker "G5" "fire" { level = 2 }
    marker "E5" "fire" { present = false } # clear ground does not catch
  }
}

# Radwind -------------------------------------------------------------------

case "Radwind: radiation drifts, three more markers land and the smoke blows away" {
  rules   = ["weather.radwind", "weather.roll"]
  fixture = "weather-cleanup"
  board {
    marker "D4" "radiation" {}
    marker "G2" "smoke" { level = 2 }
  }
  # worse, Radwind; D4's drift (D4 has 6 neighbours: the first, E4... as the
  # kernel lists them); then B2, D5, H6
  dice = [1, 5, 1, 2, 2, 4, 5, 8, 6]
  expect {
    marker "A1" "radwind" { present = true }
    marker "D4" "radiation" { present = false }
    marker "G2" "smoke" { present = false }
    marker "B2" "radiation" { present = true }
    marker "D5" "radiation" { present = true }
    marker "H6" "radiation" { present = true }
    log_contains = ["the radiation marker in D4 drifts to"]
  }
}

case "Radwind moves the radiation one hex at every Cleanup" {
  rules   = ["weather.radwind"]
  fixture = "weather-cleanup"
  board {
    marker "A1" "radwind" {}
    marker "D4" "radiation" {}
  }
  dice = [1, 3] # the drift, then the weather roll
  expect {
    marker "D4" "radiation" { present = false }
    marker "A1" "radwind" { present = true }
    log_contains = ["the radiation marker in D4 drifts to"]
  }
}

case "Radwind forbids laying smoke" {
  rules   = ["weather.radwind"]
  fixture = "weather-actions"
  board {
    marker "A1" "radwind" {}
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "C4"
  }
  action "lay_smoke" {
    unit = "ss"
    hex  = "C5"
  }
  expect {
    rejected = { code = "weather", rule = "weather.radwind" }
  }
}

case "Radwind forbids smoke missions of the artillery" {
  rules   = ["weather.radwind"]
  fixture = "weather-actions"
  board {
    marker "A1" "radwind" {}
  }
  unit "fj" { attached = ["co"] }
  oba = { reich = ["smoke"] }
  action "call_oba" {
    unit    = "fj"
    mission = "smoke"
    target  = "F3"
  }
  expect {
    rejected = { code = "weather", rule = "weather.radwind" }
  }
}

case "Radwind forbids a V-2's smoke warhead, as it forbids OBA smoke" {
  rules   = ["weather.radwind", "missiles.warheads"]
  fixture = "weather-actions"
  board {
    marker "A1" "radwind" {}
  }
  unit "v2" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  warheads = { reich = ["smoke"] }
  action "launch" {
    unit    = "v2"
    warhead = "smoke"
    target  = "F3"
  }
  expect {
    rejected = { code = "weather", rule = "weather.radwind" }
    unit "v2" {
      at       = "C2"
      statuses = []
    }
    unit "rg" {
      at       = "F3"
      statuses = []
    }
  }
}

case "with no Radwind a V-2's smoke warhead is launched" {
  rules   = ["weather.radwind", "missiles.warheads"]
  fixture = "weather-actions"
  unit "v2" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  warheads = { reich = ["smoke"] }
  action "launch" {
    unit    = "v2"
    warhead = "smoke"
    target  = "F3"
  }
  expect {
    launch { struck = "F3" }
    unit "v2" { on_map = false }
  }
}

case "Radwind leaves a V-2's conventional warhead alone" {
  rules   = ["weather.radwind", "missiles.warheads"]
  fixture = "weather-actions"
  board {
    marker "A1" "radwind" {}
  }
  unit "v2" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  dice = [1, 1] # rg: 8 + 2 = 10 vs 13: no hit
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "F3"
  }
  expect {
    launch { struck = "F3" }
    unit "v2" { on_map = false }
  }
}

# Sandstorm -----------------------------------------------------------------

case "Sandstorm forbids calling air strikes" {
  rules   = ["weather.sandstorm"]
  fixture = "weather-actions"
  board {
    marker "A1" "sandstorm" {}
  }
  unit "fj" { attached = ["co"] }
  cas = { reich = ["ju-87g-stuka"] }
  action "call_cas" {
    unit   = "fj"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "weather", rule = "weather.sandstorm" }
  }
}

case "Sandstorm stops a plane on the map from attacking" {
  rules   = ["weather.sandstorm"]
  fixture = "weather-actions"
  board {
    marker "A1" "sandstorm" {}
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "F3"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, flown = 3 }
  }
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rg"]
  }
  expect {
    rejected = { code = "weather", rule = "weather.sandstorm" }
  }
}

case "Sandstorm leaves ranged fire alone" {
  rules   = ["weather.sandstorm"]
  fixture = "weather-actions"
  board {
    marker "A1" "sandstorm" {}
  }
  dice = [1, 1]
  action "fire" {
    unit   = "fj"
    target = "rg"
    weapon = "he"
  }
  expect {
    attack { target = "rg" }
  }
}

# Acid Rain: the weapons it silences --------------------------------------

case "Acid Rain forbids fire weapons" {
  rules   = ["weather.acid-rain"]
  fixture = "weather-actions"
  board {
    marker "A1" "acid-rain" {}
  }
  unit "fj" { carries = ["incendiary-ammo"] }
  action "fire" {
    unit   = "fj"
    target = "rg"
    weapon = "incendiary-ammo"
  }
  expect {
    rejected = { code = "weather", rule = "weather.acid-rain" }
  }
}

case "Acid Rain forbids electric weapons" {
  rules   = ["weather.acid-rain"]
  fixture = "weather-actions"
  board {
    marker "A1" "acid-rain" {}
  }
  unit "fj" { carries = ["tesla"] }
  action "fire" {
    unit   = "fj"
    target = "rg"
    weapon = "tesla"
  }
  expect {
    rejected = { code = "weather", rule = "weather.acid-rain" }
  }
}

case "Acid Rain forbids a fire weapon in an assault" {
  rules   = ["weather.acid-rain"]
  fixture = "weather-actions"
  board {
    marker "A1" "acid-rain" {}
  }
  unit "fj" { carries = ["incendiary-ammo"] }
  unit "rg" { at = "D3" }
  action "assault" {
    units  = ["fj"]
    path   = ["D3"]
    target = "rg"
    weapon = "incendiary-ammo"
  }
  expect {
    rejected = { code = "weather", rule = "weather.acid-rain" }
  }
}

case "under Acid Rain a unit still fires its own weapons" {
  rules   = ["weather.acid-rain"]
  fixture = "weather-actions"
  board {
    marker "A1" "acid-rain" {}
  }
  unit "fj" { carries = ["incendiary-ammo"] }
  dice = [1, 1]
  action "fire" {
    unit   = "fj"
    target = "rg"
    weapon = "he"
  }
  expect {
    attack {
      target = "rg"
      weapon = "he"
    }
  }
}

case "Darkness forbids missile strikes" {
  rules   = ["weather.darkness"]
  fixture = "weather-actions"
  board {
    marker "A1" "darkness" {}
  }
  unit "v2" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "F3"
  }
  expect {
    rejected = { code = "weather", rule = "weather.darkness" }
  }
}

case "Sandstorm leaves the artillery alone" {
  rules   = ["weather.sandstorm"]
  fixture = "weather-actions"
  board {
    marker "A1" "sandstorm" {}
  }
  unit "v2" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  dice = [1, 1]
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "F3"
  }
  expect {
    unit "v2" { on_map = false }
  }
}

case "Radwind forbids laying the smoke bought at setup" {
  rules   = ["weather.radwind"]
  fixture = "weather-board"
  board {
    marker "A1" "radwind" {}
  }
  phase   = "setup"
  options = { setup_hexes = { reich = ["B3"] } }
  supply  = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "smoke"
    at   = "B3"
  }
  expect {
    rejected = { code = "weather", rule = "weather.radwind" }
  }
}

case "under Fog smoke bought at setup is laid as usual" {
  rules   = ["weather.radwind"]
  fixture = "weather-board"
  board {
    marker "A1" "fog" {}
  }
  phase   = "setup"
  options = { setup_hexes = { reich = ["B3"] } }
  supply  = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "smoke"
    at   = "B3"
  }
  expect {
    marker "B3" "smoke" { level = 1 }
  }
}

# Under Darkness no weapon reaches beyond its own hex; an enemy stacked with
# the firer (an Independent turned hostile) may still be fired on.
case "Darkness leaves fire on an enemy in the firer's own hex" {
  rules   = ["weather.darkness"]
  fixture = "weather-actions"
  board {
    marker "A1" "darkness" {}
  }
  unit "rg" { at = "C3" }
  dice = [1, 1]
  action "fire" {
    unit   = "fj"
    target = "rg"
    weapon = "he"
  }
  expect {
    attack {
      target   = "rg"
      distance = 0
    }
  }
}
