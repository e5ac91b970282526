# The expansion's supply [supply.*] (rulesets/heart-of-darkness/supply):
# Specialization points, the faction pool, supply units.

# A town: E5 is urban, an objective whose control marker names the Reich
# (level 1), so the Reich holds it once play begins (turn 1's Actions phase,
# no marker in the cup: end_phase leads straight to the Cleanup). The
# Reich's Supply Depot stands in E5, an SS-VT in B2. The forecast keeps the
# sky clear (no weather roll at Cleanup).
fixture "supply-town" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    hex "E5" { terrain = "urban" }
    hex "G5" { terrain = "urban" }
    marker "E5" "objective" {}
    marker "E5" "control" { level = 1 }
  }
  unit "depot" {
    type      = "supply-depot"
    side      = "reich"
    formation = "1-130"
    at        = "E5"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  phase = "actions"
  begin = true
  options = { forecast = { "2" = "clear", "3" = "clear" } }
}

# --- Specialization ---------------------------------------------------------------

fixture "supply-specialized-setup" {
  ruleset = "heart-of-darkness"
  board {
    cols = 10
    rows = 10
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1-rgr"
    at        = "H8"
  }
  phase = "setup"
  options = { specialization = true }
  begin = true
}

case "each faction receives 7 Specialization points at setup" {
  rules   = ["supply.specialization", "setup.order"]
  fixture = "supply-specialized-setup"
  expect {
    phase        = "setup"
    log_contains = ["reich receives 7 specialization points", "nato receives 7 specialization points"]
  }
}

case "Specialization points buy mines, smoke and sandbags" {
  rules   = ["supply.specialization"]
  fixture = "supply-specialized-setup"
  action "buy" {
    side = "reich"
    kind = "sandbags"
  }
  expect {
    buy {
      cost                = 1
      held                = 1
      specialization_left = 6
      supply_left         = 0
    }
  }
}

case "Specialization points do not pay for an OBA mission" {
  rules   = ["supply.specialization", "auxiliary.costs"]
  fixture = "supply-specialized-setup"
  action "buy" {
    side = "nato"
    kind = "oba"
    type = "barrage"
  }
  expect {
    rejected = { code = "not_enough_supply", rule = "auxiliary.costs" }
  }
}

case "Specialization points are spent before the pool's" {
  rules   = ["supply.specialization"]
  fixture = "supply-specialized-setup"
  supply  = { reich = 2 }
  action "buy" {
    side = "reich"
    kind = "mines"
  }
  expect {
    buy {
      specialization_left = 6
      supply_left         = 2
    }
  }
}

case "Specialization points left at the end of the setup join the pool" {
  rules   = ["supply.specialization", "auxiliary.pool"]
  fixture = "supply-specialized-setup"
  action "end_phase" {}
  expect {
    phase        = "actions"
    turn         = 1
    log_contains = ["reich's 7 unspent specialization point(s) join its pool", "reich keeps 7 unspent supply point(s)"]
  }
}

case "Medical and Engineering skills at setup: within 3 hexes of a friendly land unit" {
  rules   = ["supply.setup-skills"]
  fixture = "supply-specialized-setup"
  board {
    cols = 10
    rows = 10
    hex "B5" { terrain = "water" }
  }
  supply = { reich = 5 }
  action "buy" {
    side = "reich"
    kind = "build_bridge"
    at   = "B5"
  }
  expect {
    buy { supply_left = 0 }
  }
}

# --- Supply units ------------------------------------------------------------------

case "a supply unit in a controlled urban hex gives a point at Cleanup" {
  rules   = ["supply.units", "cleanup.order"]
  fixture = "supply-town"
  action "end_phase" {}
  expect {
    phase = "cleanup"
    supply_unit {
      unit   = "depot"
      supply = 1
    }
    log_contains = ["the supply unit depot in e5 gives reich a supply point"]
  }
}

case "a supply unit outside an urban hex gives nothing" {
  rules   = ["supply.units"]
  fixture = "supply-town"
  unit "depot" { at = "C5" }
  action "end_phase" {}
  expect {
    phase = "cleanup" # it waits: the depot may be cashed in
    unit "depot" { counters = { supplied = 0 } }
  }
}

case "a supply unit in an urban hex its side does not control gives nothing" {
  rules   = ["supply.units"]
  fixture = "supply-town"
  unit "depot" { at = "G5" }
  action "end_phase" {}
  expect {
    phase = "cleanup" # it waits: the depot may be cashed in
    unit "depot" { counters = { supplied = 0 } }
  }
}

case "a supply unit is cashed in for its printed cost" {
  rules   = ["supply.cash"]
  fixture = "supply-town"
  unit "depot" { at = "C5" }
  phase = "cleanup"
  begin = false
  action "cash_supply" { unit = "depot" }
  expect {
    unit "depot" {
      on_map = false
      alive  = true
    }
    cash_supply {
      gain   = 3
      supply = 3
    }
  }
}

case "a supply unit that gave its point brings its cost less that point" {
  rules   = ["supply.cash", "supply.units"]
  fixture = "supply-town"
  action "end_phase" {}
  action "cash_supply" { unit = "depot" }
  expect {
    cash_supply {
      gain   = 2
      supply = 3
    }
  }
}

case "supply units are cashed in during the Cleanup only" {
  rules   = ["supply.cash"]
  fixture = "supply-town"
  phase   = "setup"
  begin   = false
  action "cash_supply" { unit = "depot" }
  expect {
    rejected = { code = "not_cleanup", rule = "supply.cash" }
  }
}

case "only a supply unit is cashed in" {
  rules   = ["supply.cash"]
  fixture = "supply-town"
  phase   = "cleanup"
  begin   = false
  action "cash_supply" { unit = "ssvt" }
  expect {
    rejected = { code = "not_supply_unit", rule = "supply.cash" }
  }
}

case "a supply unit takes no control of the hexes it enters" {
  rules   = ["supply.no-control"]
  fixture = "supply-town"
  unit "depot" { at = "C5" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1-rgr"
    at        = "J10"
  }
  begin            = false
  active_formation = "1-130"
  action "move" {
    unit = "depot"
    path = ["C6", "C7"]
  }
  expect {
    unit "depot" { at = "C7" }
    control = { "C6" = "", "C7" = "" }
  }
}

# --- The pool ------------------------------------------------------------------------

case "points not spent in a Cleanup stay in the faction pool" {
  rules   = ["supply.timing"]
  fixture = "supply-town"
  unit "depot" { at = "C5" }
  supply = { reich = 2 }
  action "end_phase" {} # Actions -> Cleanup, which waits: the Reich could buy
  action "end_phase" {} # the Reich passes: turn 2, the points are kept
  action "end_phase" {} # turn 2's Cleanup waits again for the same points
  expect {
    turn  = 2
    phase = "cleanup"
  }
}

case "Specialization points buy an Engineering Kit, whose carrier may then engineer" {
  rules   = ["supply.specialization", "objects.equipment"]
  fixture = "supply-specialized-setup"
  action "buy" {
    side = "reich"
    kind = "object"
    type = "engineering-kit"
    unit = "ssvt"
  }
  expect {
    buy {
      cost                = 3
      specialization_left = 4
    }
    unit "ssvt" { carries = ["engineering-kit"] }
  }
}

case "Specialization points buy Independent pioneers, an Engineering unit" {
  rules   = ["supply.specialization", "auxiliary.factions"]
  fixture = "supply-specialized-setup"
  options   = { specialization = true, setup_hexes = { reich = ["B3"] } }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "independent-pioneers"
    at        = "B3"
    formation = "1-130"
  }
  expect {
    buy {
      cost                = 5
      specialization_left = 2
    }
    hex "B3" { unit_types = ["independent-pioneers"] }
  }
}

case "Specialization points do not pay for a unit that is no Engineering unit" {
  rules   = ["supply.specialization"]
  fixture = "supply-specialized-setup"
  options   = { specialization = true, setup_hexes = { reich = ["B3"] } }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "fallschirmjager"
    at        = "B3"
    formation = "1-130"
  }
  expect {
    rejected = { code = "not_enough_supply" }
  }
}

case "at setup, supply points heal a reduced infantry unit with no Medical unit" {
  rules   = ["supply.setup-skills"]
  fixture = "supply-specialized-setup"
  unit "ssvt" { reduced = true }
  supply  = { reich = 2 }
  action "buy" {
    side = "reich"
    kind = "heal"
    unit = "ssvt"
  }
  expect {
    buy {
      cost        = 1
      supply_left = 1
    }
    unit "ssvt" { reduced = false }
  }
}

case "at setup, supply points repair a reduced vehicle with no Engineering unit" {
  rules   = ["supply.setup-skills"]
  fixture = "supply-specialized-setup"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C3"
    reduced   = true
  }
  supply = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "repair_vehicle"
    unit = "tiger"
  }
  expect {
    unit "tiger" { reduced = false }
  }
}

case "the Medical skill bought at setup heals no Undead" {
  rules   = ["supply.setup-skills", "undead.no-skills"]
  fixture = "supply-specialized-setup"
  unit "ghoul" {
    type      = "reanimated"
    side      = "reich"
    formation = "1-130"
    at        = "C3"
    reduced   = true
  }
  supply = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "heal"
    unit = "ghoul"
  }
  expect {
    rejected = { code = "not_infantry", rule = "skills.heal" }
  }
}

case "once play has begun, healing is bought no more: only specialized units heal" {
  rules   = ["supply.setup-skills"]
  fixture = "supply-specialized-setup"
  unit "ssvt" { reduced = true }
  supply  = { reich = 2 }
  action "end_phase" {}
  action "buy" {
    side = "reich"
    kind = "heal"
    unit = "ssvt"
  }
  expect {
    phase    = "actions"
    rejected = {}
    unit "ssvt" { reduced = true }
  }
}
