# What the off-board artillery rules forbid [oba.*]: who calls a mission,
# when, on what, and the defender's answer to a miss (deviate), with the seat
# that submits (`by`) on the wrong side. Refusals proved in oba.hcl are not
# repeated here. Boards are clear; every hex is in every unit's LOS.

# --- who calls, and when --------------------------------------------------------

case "call_oba: the CO of a formation that is not active calls nothing" {
  rules   = ["oba.calling", "impulse.activation"]
  fixture = "tiger-co-and-tiger"
  unit "other" {
    type      = "e-100"
    side      = "reich"
    formation = "1-501"
    at        = "C2"
    attached  = ["co"]
  }
  oba = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "other"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "other" { counters = { support_calls = 0 } }
  }
}

case "call_oba: an enemy CO calls nothing in the active formation's activation" {
  rules   = ["oba.calling", "impulse.activation"]
  fixture = "tiger-co-and-tiger"
  unit "nco" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H9"
    attached  = ["co"]
  }
  oba = { nato = ["barrage"] }
  action "call_oba" {
    unit    = "nco"
    mission = "barrage"
    target  = "B2"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "co" { statuses = [] }
  }
}

case "call_oba: a seat of the other side may not call the active CO's mission" {
  rules   = ["oba.calling"]
  fixture = "tiger-co-and-tiger"
  oba     = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
    by      = "nato"
  }
  expect {
    rejected = { code = "not_your_turn", rule = "oba.calling" }
    unit "co" { counters = { support_calls = 0 } }
    unit "tiger" { statuses = [] }
  }
}

case "call_oba: no mission is called between activations" {
  rules   = ["oba.calling", "impulse.activation"]
  fixture = "tiger-co"
  oba     = { reich = ["barrage"] }
  begin   = true
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "co" { counters = { support_calls = 0 } }
  }
}

case "call_oba: a CO aboard an APC calls nothing" {
  rules   = ["oba.calling", "units.apc-passengers"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  unit "co" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
    aboard    = "apc"
    attached  = ["co"]
  }
  active_formation = "1-7-ss"
  oba              = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "co" { counters = { support_calls = 0 } }
  }
}

case "call_oba: a CO off the map calls nothing" {
  rules   = ["oba.calling"]
  fixture = "tiger-co-and-tiger"
  unit "co" { at = "" }
  oba = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "not_on_map", rule = "oba.calling" }
    unit "co" { on_map = false }
  }
}

case "call_oba: a CO that has fired calls nothing" {
  rules   = ["oba.calling", "combat.one-attack"]
  fixture = "tiger-co-and-tiger"
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  oba  = { reich = ["barrage"] }
  dice = [1, 1] # the CO's shot misses
  action "fire" {
    unit   = "co"
    target = "t64"
    weapon = "ap"
  }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "not_first", rule = "oba.calling" }
    unit "co" { counters = { support_calls = 0 } }
  }
}

case "call_oba: a Finished CO calls nothing" {
  rules   = ["oba.calling", "impulse.finished"]
  fixture = "tiger-co-and-tiger"
  unit "co" { statuses = ["finished"] }
  oba = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "not_first", rule = "oba.calling" }
    unit "co" { counters = { support_calls = 0 } }
  }
}

# "First action" is the caller's own: another unit of the formation may
# have moved already.
case "call_oba: the CO still calls after another unit of its formation has moved" {
  rules   = ["oba.calling"]
  fixture = "tiger-co-and-tiger"
  oba     = { reich = ["biological"] }
  dice    = [4] # accuracy; nobody is in H9
  action "move" {
    unit = "tiger"
    path = ["B10"]
  }
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "H9"
  }
  expect {
    oba { first = "H9" }
    unit "co" { counters = { support_calls = 1 } }
  }
}

# The caller is then free to act [oba.calling].
case "call_oba: the CO moves after its call" {
  rules   = ["oba.calling"]
  fixture = "tiger-co-and-tiger"
  oba     = { reich = ["biological"] }
  dice    = [4]
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "H9"
  }
  action "move" {
    unit = "co"
    path = ["B3"]
  }
  expect {
    unit "co" {
      at       = "B3"
      counters = { support_calls = 1 }
    }
  }
}

case "call_oba: a 2IC calls artillery" {
  rules   = ["oba.calling", "command.2ic"]
  fixture = "tiger-co-and-tiger"
  unit "co" { attached = ["2ic"] }
  oba  = { reich = ["biological"] }
  dice = [4]
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "H9"
  }
  expect {
    unit "co" { counters = { support_calls = 1 } }
    log_contains = ["co (2IC) calls a Biological mission on H9"]
  }
}

case "call_oba: a recon unit that does not command calls artillery" {
  rules   = ["oba.calling", "units.recon"]
  fixture = "tiger-co-and-tiger"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  oba  = { reich = ["biological"] }
  dice = [4]
  action "call_oba" {
    unit    = "puma"
    mission = "biological"
    target  = "H9"
  }
  expect {
    unit "puma" { counters = { support_calls = 1 } }
    log_contains = ["puma (recon) calls a Biological mission on H9"]
  }
}

# Nothing in the book bars a Shaken caller: being Shaken limits fire and
# movement, not the radio.
case "call_oba: a Shaken CO still calls artillery" {
  rules   = ["oba.calling", "results.shaken"]
  fixture = "tiger-co-and-tiger"
  unit "co" { statuses = ["shaken"] }
  oba  = { reich = ["biological"] }
  dice = [4]
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "H9"
  }
  expect {
    unit "co" {
      statuses = ["shaken"]
      counters = { support_calls = 1 }
    }
  }
}

# --- what a mission aims at --------------------------------------------------------

case "call_oba: a target off the map is refused" {
  rules   = ["oba.calling"]
  fixture = "tiger-co-and-tiger"
  oba     = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "Z40"
  }
  expect {
    rejected = { code = "off_map" }
    unit "co" { counters = { support_calls = 0 } }
  }
}

case "call_oba: a barrage names two extra hexes, not one" {
  rules   = ["oba.barrage"]
  fixture = "tiger-co-and-tiger"
  oba     = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "E8"
    hexes   = ["E9"]
  }
  expect {
    rejected = { code = "bad_param", rule = "oba.barrage" }
    unit "co" { counters = { support_calls = 0 } }
  }
}

case "call_oba: a barrage may not name the same extra hex twice" {
  rules   = ["oba.barrage"]
  fixture = "tiger-co-and-tiger"
  oba     = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "E8"
    hexes   = ["E9", "E9"]
  }
  expect {
    rejected = { code = "bad_param", rule = "oba.barrage" }
    unit "co" { counters = { support_calls = 0 } }
  }
}

case "call_oba: a nuclear strike takes no extra hexes" {
  rules   = ["oba.nuclear"]
  fixture = "tiger-co-and-tiger"
  oba     = { reich = ["nuclear"] }
  action "call_oba" {
    unit    = "co"
    mission = "nuclear"
    target  = "H9"
    hexes   = ["H10", "G9"]
  }
  expect {
    rejected = { code = "bad_param", rule = "oba.nuclear" }
    unit "co" { counters = { support_calls = 0 } }
    marker "H9" "radiation" { present = false }
  }
}

# Any hex in the caller's LOS: friendly units there do not bar the mission
# (smoke harms no one; each aimed hex rolls its accuracy).
case "call_oba: a mission may fall on a hex held by the caller's own units" {
  rules   = ["oba.calling", "oba.smoke"]
  fixture = "tiger-co-and-tiger"
  oba     = { reich = ["smoke"] }
  dice    = [4, 4, 4]
  action "call_oba" {
    unit    = "co"
    mission = "smoke"
    target  = "B9"
    hexes   = ["B10", "C9"]
  }
  expect {
    marker "B9" "smoke" { level = 2 }
    unit "tiger" {
      at       = "B9"
      statuses = []
    }
  }
}

# One nuclear strike per opponent a turn: the other side's strike this turn
# does not bar this side's.
case "call_oba: the enemy's nuclear strike this turn does not bar this side's" {
  rules   = ["oba.nuclear"]
  fixture = "tiger-co-and-tiger"
  oba     = { reich = ["nuclear"] }
  values  = { "side/nato" = { nuclear = 1 } } # NATO's nuclear strike of turn 1
  dice    = [4]                  # accuracy; nobody is in or around H9
  action "call_oba" {
    unit    = "co"
    mission = "nuclear"
    target  = "H9"
  }
  expect {
    marker "H9" "radiation" { present = true }
    values = { "side/reich" = { nuclear = 1 } }
  }
}

# --- deviate ---------------------------------------------------------------------------

case "deviate: no missed strike waits for the defender" {
  rules   = ["oba.deviation"]
  fixture = "tiger-co-and-tiger"
  action "deviate" {
    hex = "B8"
  }
  expect {
    rejected = { code = "no_interrupt", rule = "oba.deviation" }
  }
}

case "deviate: the firer's seat may not name where the missed strike lands" {
  rules   = ["oba.deviation"]
  fixture = "barrage-misses-tiger"
  dice    = [1, 4, 4]
  action "deviate" {
    hex = "C7"
    by  = "nato"
  }
  expect {
    rejected  = { code = "not_your_turn", rule = "oba.deviation" }
    interrupt = "deviation"
    unit "tiger" {
      at       = "B8"
      statuses = []
    }
  }
}

case "deviate: the missed hex itself is not a hex next to it" {
  rules   = ["oba.deviation"]
  fixture = "barrage-misses-tiger"
  dice    = [1, 4, 4]
  action "deviate" {
    hex = "B8"
  }
  expect {
    rejected  = { code = "not_adjacent", rule = "oba.deviation" }
    interrupt = "deviation"
    unit "tiger" { statuses = [] }
  }
}

case "deviate: a hex off the map is refused" {
  rules   = ["oba.deviation"]
  fixture = "barrage-misses-tiger"
  dice    = [1, 4, 4]
  action "deviate" {
    hex = "F8"
  }
  expect {
    rejected  = { code = "off_map" }
    interrupt = "deviation"
    unit "tiger" { statuses = [] }
  }
}

# Any hex next to the missed one, his own units' included: the Puma in B7
# takes the Barrage, AP 10 + 2 = 12 vs armor 15, no hit.
case "deviate: the defender may move the strike onto his own units" {
  rules   = ["oba.deviation", "oba.barrage"]
  fixture = "barrage-misses-tiger"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B7"
  }
  dice = [1, 4, 4, 1, 1]
  action "deviate" {
    hex = "B7"
  }
  expect {
    oba {
      first   = "B7"
      attacks = 1
    }
    unit "puma" { statuses = [] }
    unit "tiger" { statuses = [] }
  }
}

case "deviate: the defender's own seat names the hex" {
  rules   = ["oba.deviation"]
  fixture = "barrage-misses-tiger"
  dice    = [1, 4, 4]
  action "deviate" {
    hex = "C7"
    by  = "reich"
  }
  expect {
    oba {
      first   = "C7"
      attacks = 0
    }
    interrupt = ""
  }
}

case "the firer's seat may not pass up the defender's deviation window" {
  rules   = ["oba.deviation"]
  fixture = "barrage-misses-tiger"
  dice    = [1, 4, 4]
  action "move" {
    unit = "m60"
    path = ["A7"]
    by   = "nato"
  }
  expect {
    rejected  = { code = "not_your_turn", rule = "movement.speed" }
    interrupt = "deviation"
    unit "m60" { at = "A8" }
    unit "tiger" { at = "B8" }
  }
}
