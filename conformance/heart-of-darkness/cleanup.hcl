# The expansion's Cleanup [cleanup.order] (rulesets/heart-of-darkness/cleanup):
# its steps in the book's order, base's handlers kept by step name.
#
# The fixture: turn 1's Actions phase with no draw left (the cup is empty),
# so end_phase starts the Cleanup. The forecast keeps the sky clear, so no
# weather roll is made. E5 is urban, an objective the Reich holds (its control
# marker), C5 clear; a reduced SS-VT stands in B2.
fixture "cleanup-turn" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    hex "E5" { terrain = "urban" }
    marker "E5" "objective" {}
    marker "E5" "control" { level = 1 }
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    statuses  = ["finished"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1-rgr"
    at        = "H8"
  }
  phase = "actions"
  begin = true
  options = { forecast = { "2" = "clear", "3" = "clear" } }
}

case "with no point to spend the Cleanup runs through its steps to turn 2" {
  rules   = ["cleanup.order", "cleanup.steps"]
  fixture = "cleanup-turn"
  action "end_phase" {}
  expect {
    turn  = 2
    phase = "actions"
    unit "ssvt" { statuses = [] }
    log_contains = ["finished marker(s) removed", "forecast on board"]
  }
}

case "supply units give their points before the purchases step" {
  rules   = ["cleanup.order", "supply.units"]
  fixture = "cleanup-turn"
  unit "depot" {
    type      = "supply-depot"
    side      = "reich"
    formation = "1-130"
    at        = "E5"
  }
  action "end_phase" {}
  expect {
    phase        = "cleanup"
    log_contains = ["gives reich a supply point", "cleanup: supply points may buy aux"]
  }
}

case "the Cleanup waits while a side may buy AUX" {
  rules   = ["cleanup.order", "auxiliary.buy"]
  fixture = "cleanup-turn"
  supply  = { nato = 2 }
  action "end_phase" {}
  expect {
    turn  = 1
    phase = "cleanup"
  }
}

case "AUX bought in the Cleanup: the last point spent ends it" {
  rules   = ["auxiliary.buy", "cleanup.order"]
  fixture = "cleanup-turn"
  supply  = { nato = 3 }
  action "end_phase" {}
  action "buy" {
    side = "nato"
    kind = "oba"
    type = "smoke"
  }
  expect {
    buy {
      cost        = 3
      held        = 1
      supply_left = 0
    }
    turn  = 2
    phase = "actions"
  }
}

case "an AUX unit may be bought in the Cleanup, on a setup hex" {
  rules   = ["auxiliary.buy", "auxiliary.placement"]
  fixture = "cleanup-turn"
  supply  = { nato = 5 }
  options   = { setup_hexes = { nato = ["J10"] }, forecast = { "2" = "clear" } }
  action "end_phase" {}
  action "buy" {
    side      = "nato"
    kind      = "unit"
    type      = "rangers"
    at        = "J10"
    formation = "1-rgr"
  }
  expect {
    hex "J10" { unit_types = ["rangers"] }
    turn = 2
  }
}

case "markers bought in the Cleanup go to the pool: none is laid at once" {
  rules   = ["auxiliary.placement"]
  fixture = "cleanup-turn"
  supply  = { nato = 2 }
  options   = { setup_hexes = { nato = ["J10"] }, forecast = { "2" = "clear" } }
  action "end_phase" {}
  action "buy" {
    side = "nato"
    kind = "mines"
    at   = "J10"
  }
  expect {
    rejected = { code = "setup_only", rule = "auxiliary.placement" }
  }
}

case "bridge work is bought at setup only" {
  rules   = ["auxiliary.bridges"]
  fixture = "cleanup-turn"
  supply  = { reich = 5 }
  action "end_phase" {}
  action "buy" {
    side = "reich"
    kind = "build_bridge"
    at   = "C2"
  }
  expect {
    rejected = { code = "setup_only", rule = "auxiliary.bridges" }
  }
}

case "a refit in the Cleanup leaves it waiting while points remain for AUX" {
  rules   = ["cleanup.order", "supply.refit", "supply.timing"]
  fixture = "cleanup-turn"
  unit "ssvt" { reduced = true }
  supply = { reich = 2 }
  action "end_phase" {}
  action "refit" { unit = "ssvt" }
  expect {
    unit "ssvt" { reduced = false }
    refit { supply_left = 1 }
    phase = "cleanup"
  }
}

case "Fog keeps the smoke at the lower-smoke step; elsewhere it thins" {
  rules   = ["cleanup.order"]
  fixture = "cleanup-turn"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    marker "A1" "fog" {}
    marker "D4" "smoke" { level = 2 }
  }
  options  = { forecast = { "2" = "fog" } }
  action "end_phase" {}
  expect {
    marker "D4" "smoke" { level = 2 }
    log_contains = ["the smoke in d4 stays"]
  }
}

case "the last turn's Cleanup does not wait for purchases: the game ends" {
  rules   = ["cleanup.order", "auxiliary.buy"]
  fixture = "cleanup-turn"
  supply  = { nato = 2 }
  vars    = { last_turn = 1 }
  options   = { forecast = { "2" = "clear" } }
  action "end_phase" {}
  expect {
    turn   = 1
    result = "reich wins a tactical victory (reich 5, nato 0 VP)"
  }
}

# The order of the book's Cleanup list: the supply units and the purchases
# ("Auxiliary markers may be acquired and set up") come before "The Weather
# for the next turn must be determined". The Cleanup waits for the players
# before the weather step, which runs, with the planes' return and the cup,
# once they are done (phase "cleanup-end").

case "the Cleanup waits for purchases before the weather is rolled" {
  rules   = ["cleanup.order", "auxiliary.buy"]
  fixture = "cleanup-turn"
  supply  = { nato = 2 }
  options = { forecast = {} } # no forecast: the weather of turn 2 is rolled
  dice    = []                # no die is thrown while the Cleanup waits
  action "end_phase" {}
  expect {
    turn  = 1
    phase = "cleanup"
  }
}

case "the weather is rolled once the purchases are over" {
  rules   = ["cleanup.order", "auxiliary.buy", "weather.roll"]
  fixture = "cleanup-turn"
  supply  = { nato = 2 }
  options = { forecast = {} }
  dice    = [3] # the weather roll: it holds
  action "end_phase" {}
  action "buy" {
    side = "nato"
    kind = "mines"
  }
  action "end_phase" {}
  expect {
    buy { supply_left = 1 }
    turn         = 2
    phase        = "actions"
    log_contains = ["nato buys mines for the pool", "weather roll 3 on board: the weather holds"]
  }
}

case "an AUX unit bought in the Cleanup on the Magdeburg hill takes that Cleanup's Darkness hit" {
  rules   = ["cleanup.order", "auxiliary.buy", "weather.darkness"]
  fixture = "cleanup-turn"
  board {
    marker "A1" "darkness" {}
    hex "J10" { name = "Magdeburg hill" }
  }
  supply  = { nato = 5 }
  options = { setup_hexes = { nato = ["J10"] }, forecast = { "2" = "clear" } }
  action "end_phase" {}
  action "buy" {
    side      = "nato"
    kind      = "unit"
    type      = "rangers"
    at        = "J10"
    formation = "1-rgr"
  }
  expect {
    buy { supply_left = 0 }
    hex "J10" { unit_types = ["rangers"] }
    turn         = 2
    log_contains = ["on the hill in J10 takes 1 hit"]
  }
}

case "a supply unit cashed in during the Cleanup is gone before the Darkness hits the hill" {
  rules   = ["cleanup.order", "supply.cash", "weather.darkness"]
  fixture = "cleanup-turn"
  board {
    marker "A1" "darkness" {}
    hex "C3" { name = "Magdeburg hill" }
  }
  unit "depot" {
    type      = "supply-depot"
    side      = "reich"
    formation = "1-130"
    at        = "C3"
  }
  action "end_phase" {}
  action "cash_supply" { unit = "depot" }
  action "end_phase" {}
  expect {
    cash_supply { gain = 3 }
    unit "depot" {
      alive    = true
      on_map   = false
      statuses = [] # never hit: no Shaken marker
    }
    turn = 2
  }
}

# Once the weather is rolled the Cleanup is over: no moment is left in it to
# buy, and the next turn's Actions phase takes no purchase (between
# activations, no action is taken but a draw).
case "after the Cleanup's weather roll a purchase is refused" {
  rules   = ["cleanup.order", "auxiliary.buy"]
  fixture = "cleanup-turn"
  supply  = { nato = 2 }
  options = { forecast = {} }
  dice    = [3]
  action "end_phase" {}
  action "end_phase" {}
  action "buy" {
    side = "nato"
    kind = "mines"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    turn     = 2
    phase    = "actions"
  }
}

# After the last turn the game ends with the players' part of the Cleanup;
# the weather in play still acts in it ("During each Cleanup phase while the
# Darkness is in play"), with no roll for a next turn.
case "the last turn's Cleanup: Darkness still hits the hill before the game ends, with no roll" {
  rules   = ["cleanup.order", "weather.darkness", "weather.roll"]
  fixture = "cleanup-turn"
  board {
    marker "A1" "darkness" {}
    hex "H8" { name = "Magdeburg hill" }
  }
  vars    = { last_turn = 1 }
  options = { forecast = {} } # no forecast: a roll would need a die
  dice    = []
  action "end_phase" {}
  expect {
    turn         = 1
    unit "rangers" { statuses = ["shaken"] }
    log_contains = ["darkness: rangers on the hill in h8 takes 1 hit"]
    result       = "reich wins a tactical victory (reich 5, nato 0 VP)"
  }
}
