# The negative space of the expansion's changes to base play that the other
# refusal files do not own: the Actions phase's pre-actions
# [impulse.pre-actions, impulse.co-bonus], the setup before turn 1
# [setup.order] and the Cleanup [cleanup.order]. Fixture "impulse-board"
# (impulse.hcl): the 1/130's CO King Tiger in B2 (CO marker, local rating 2)
# and King Tiger in B3, active; NATO's T-64 in B8.

# --- Pre-actions ----------------------------------------------------------------------

case "pre-actions: a CO calls two artillery missions in its activation, not a third" {
  rules   = ["impulse.pre-actions", "oba.calling"]
  fixture = "impulse-board"
  oba     = { reich = ["barrage", "barrage", "barrage"] }
  # accuracy rolls on empty hexes: nothing to strike
  dice = [4, 5, 3, 4, 5, 3]
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "H8"
    hexes   = ["H9", "I8"]
  }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "H4"
    hexes   = ["H5", "I4"]
  }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "G2"
    hexes   = ["G3", "H2"]
  }
  expect {
    rejected = { code = "too_many_calls", rule = "oba.calling" }
    unit "co" { statuses = [] }
  }
}

case "pre-actions: the CO's rally lends its bonus without Finishing the CO" {
  rules   = ["impulse.pre-actions", "impulse.co-bonus", "command.rally"]
  fixture = "impulse-board"
  unit "tiger" { statuses = ["shaken"] }
  dice = [6, 6]
  action "rally" {
    units = ["tiger"]
  }
  expect {
    rally {
      unit    = "tiger"
      rallied = true
    }
    unit "tiger" { statuses = [] }
    unit "co" { statuses = [] }
  }
}

case "pre-actions: a CO that lent its bonus is Finished and takes no action of its own" {
  rules   = ["impulse.co-bonus", "impulse.finished"]
  fixture = "impulse-board"
  dice    = [3, 3]
  action "fire" {
    unit     = "tiger"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  action "move" {
    unit = "co"
    path = ["C2"]
  }
  expect {
    rejected = { code = "finished", rule = "impulse.finished" }
    unit "co" {
      at       = "B2"
      statuses = ["finished"]
    }
  }
}

# --- The setup before turn 1 [setup.order] -----------------------------------------------

case "setup: no unit moves while the sides buy AUX" {
  rules    = ["setup.order", "impulse.activation"]
  ruleset  = "heart-of-darkness"
  scenario = "two-cities"
  begin    = true
  action "move" {
    unit = "tc-ssvt2"
    path = ["wewelsburg:M10"]
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "tc-ssvt2" { at = "wewelsburg:L9" }
    phase = "setup"
  }
}

case "setup: no Hero or CO passes hands while the sides buy AUX" {
  rules    = ["setup.order", "heroes.transfer"]
  ruleset  = "heart-of-darkness"
  scenario = "two-cities"
  begin    = true
  action "transfer_hero" {
    unit = "tc-ssvt1"
    with = "tc-ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    phase    = "setup"
  }
}

case "setup: the Reich's seat buys for the Reich in Two Cities' setup" {
  rules    = ["setup.order", "auxiliary.buy"]
  ruleset  = "heart-of-darkness"
  scenario = "two-cities"
  begin    = true
  action "buy" {
    side = "reich"
    kind = "mines"
    by   = "reich"
  }
  expect {
    buy {
      side = "reich"
      kind = "mines"
    }
    phase = "setup"
  }
}

# --- The Cleanup [cleanup.order] ---------------------------------------------------------

case "cleanup: once the weather is rolled and turn 2 begins, no supply unit is cashed in" {
  rules   = ["cleanup.order", "supply.cash", "impulse.activation"]
  fixture = "supply-town"
  supply  = { reich = 0 }
  action "end_phase" {}
  action "end_phase" {}
  action "cash_supply" { unit = "depot" }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    turn     = 2
    unit "depot" {
      on_map = true
      at     = "E5"
    }
  }
}
