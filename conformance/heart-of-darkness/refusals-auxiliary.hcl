# The negative space of buy [auxiliary.*, supply.setup-skills]: every code
# auxiliary/buy.lua returns that auxiliary.hcl, cleanup.hcl and supply.hcl do
# not already prove, and the allowing cases an over-strict engine might
# refuse. Fixture "auxiliary-setup" (auxiliary.hcl): setup phase, the Reich's
# SS-VT in B2 and King Tiger in C2, NATO's Rangers in H8, Reich setup hexes
# B3 and B4, a river in column E. The runner checks a refused purchase left
# the game as it was; the supply and the unit checks below say so in words.

# --- Who buys ------------------------------------------------------------------------

case "buy: the Independents are no faction that buys AUX" {
  rules   = ["auxiliary.buy"]
  fixture = "auxiliary-setup"
  supply  = { independent = 5 }
  action "buy" {
    side = "independent"
    kind = "mines"
  }
  expect {
    rejected = { code = "not_a_faction", rule = "auxiliary.buy" }
  }
}

case "buy: a side the game does not know buys nothing" {
  rules   = ["auxiliary.buy"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side = "martians"
    kind = "mines"
  }
  expect {
    rejected = { code = "not_a_faction", rule = "auxiliary.buy" }
  }
}

case "buy: the side spending its own points may submit the purchase" {
  rules   = ["auxiliary.buy"]
  fixture = "auxiliary-setup"
  supply  = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "mines"
    by   = "reich"
  }
  expect {
    buy {
      side        = "reich"
      supply_left = 0
    }
  }
}

# --- What is bought --------------------------------------------------------------------

case "buy: a unit purchase names the unit type" {
  rules   = ["auxiliary.buy"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    at        = "B3"
    formation = "1-130"
  }
  expect {
    rejected = { code = "no_type", rule = "auxiliary.buy" }
    hex "B3" { units = 0 }
  }
}

case "buy: a unit type the game does not know is not for sale" {
  rules   = ["auxiliary.buy"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "flying-saucer"
    at        = "B3"
    formation = "1-130"
  }
  expect {
    rejected = { code = "unknown_counter", rule = "auxiliary.buy" }
    hex "B3" { units = 0 }
  }
}

case "buy: an OBA mission the game does not have cannot be bought" {
  rules   = ["auxiliary.buy", "auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "oba"
    type = "napalm"
  }
  expect {
    rejected = { code = "unknown_counter", rule = "auxiliary.buy" }
  }
}

case "buy: an OBA purchase names its mission" {
  rules   = ["auxiliary.buy"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "oba"
  }
  expect {
    rejected = { code = "unknown_counter", rule = "auxiliary.buy" }
  }
}

case "buy: the CO marker is no Hero to buy" {
  rules   = ["auxiliary.buy", "heroes.counters"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "hero"
    type = "co"
    unit = "tiger"
  }
  expect {
    rejected = { code = "not_a_hero", rule = "auxiliary.buy" }
    unit "tiger" { attached = [] }
  }
}

case "buy: a Hero is not bought as a weapon or equipment" {
  rules   = ["auxiliary.buy", "auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "reich-kommandant"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "not_an_object", rule = "auxiliary.buy" }
    unit "ssvt" {
      carries  = []
      attached = []
    }
  }
}

case "buy: an OBA mission is not bought as an object" {
  rules   = ["auxiliary.buy"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "oba-barrage"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "not_an_object", rule = "auxiliary.buy" }
    unit "ssvt" { carries = [] }
  }
}

# --- Where it goes -------------------------------------------------------------------

case "buy: an AUX unit names the setup hex it is set up on" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "fallschirmjager"
    formation = "1-130"
  }
  expect {
    rejected = { code = "no_hex", rule = "auxiliary.placement" }
  }
}

case "buy: an AUX unit goes on a setup hex of its own side, not another side's" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  options = { setup_hexes = { reich = ["B3", "B4"], nato = ["H9"] } }
  supply  = { reich = 9 }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "fallschirmjager"
    at        = "H9"
    formation = "1-130"
  }
  expect {
    rejected = { code = "not_setup_hex", rule = "auxiliary.placement" }
    hex "H9" { units = 0 }
  }
}

case "buy: a side with no formation in play sets up an AUX unit with none" {
  rules   = ["auxiliary.placement"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 6
    rows    = 6
    terrain = "clear"
  }
  phase   = "setup"
  options = { setup_hexes = { reich = ["B3"] } }
  supply  = { reich = 5 }
  action "buy" {
    side = "reich"
    kind = "unit"
    type = "fallschirmjager"
    at   = "B3"
  }
  expect {
    hex "B3" { unit_types = ["fallschirmjager"] }
    buy { supply_left = 0 }
  }
}

case "buy: a Hero names the unit it is attached to" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "hero"
    type = "reich-kommandant"
  }
  expect {
    rejected = { code = "no_unit", rule = "auxiliary.placement" }
  }
}

case "buy: equipment goes to a friendly unit, not an enemy's" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "first-aid-kit"
    unit = "rangers"
  }
  expect {
    rejected = { code = "not_friendly", rule = "auxiliary.placement" }
    unit "rangers" { carries = [] }
  }
}

case "buy: a Hero goes to a unit on the map, not one set aside" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  unit "reserve" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
  }
  supply = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "hero"
    type = "reich-kommandant"
    unit = "reserve"
  }
  expect {
    rejected = { code = "not_friendly", rule = "auxiliary.placement" }
    unit "reserve" {
      on_map   = false
      attached = []
    }
  }
}

case "buy: a weapon goes to infantry, not a Huge unit" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  unit "megrim" {
    type      = "megrim"
    side      = "reich"
    formation = "1-130"
    at        = "B4"
  }
  supply = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "m60"
    unit = "megrim"
  }
  expect {
    rejected = { code = "not_infantry", rule = "auxiliary.placement" }
  }
}

# --- Prices ------------------------------------------------------------------------

case "buy: a Hero costs 5: four points are not enough" {
  rules   = ["auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 4 }
  action "buy" {
    side = "reich"
    kind = "hero"
    type = "reich-kommandant"
    unit = "tiger"
  }
  expect {
    rejected = { code = "not_enough_supply", rule = "auxiliary.costs" }
    unit "tiger" { attached = [] }
  }
}

case "buy: equipment costs 3: two points are not enough" {
  rules   = ["auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 2 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "first-aid-kit"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "not_enough_supply", rule = "auxiliary.costs" }
    unit "ssvt" { carries = [] }
  }
}

case "buy: a Nuclear mission costs 5: four points are not enough" {
  rules   = ["auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 4 }
  action "buy" {
    side = "reich"
    kind = "oba"
    type = "nuclear"
  }
  expect {
    rejected = { code = "not_enough_supply", rule = "auxiliary.costs" }
  }
}

case "buy: a Barrage mission costs 3: two points are not enough" {
  rules   = ["auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 2 }
  action "buy" {
    side = "reich"
    kind = "oba"
    type = "barrage"
  }
  expect {
    rejected = { code = "not_enough_supply", rule = "auxiliary.costs" }
  }
}

case "buy: mines cost a point: a side with none buys none" {
  rules   = ["auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 0 }
  action "buy" {
    side = "reich"
    kind = "mines"
  }
  expect {
    rejected = { code = "not_enough_supply", rule = "auxiliary.costs" }
  }
}

case "buy: a bridge built costs 5: four points are not enough" {
  rules   = ["auxiliary.costs", "auxiliary.bridges"]
  fixture = "auxiliary-setup"
  supply  = { reich = 4 }
  action "buy" {
    side = "reich"
    kind = "build_bridge"
    at   = "E2"
  }
  expect {
    rejected = { code = "not_enough_supply", rule = "auxiliary.costs" }
    marker "E2" "bridge" { present = false }
  }
}

# --- Bridge work at setup ------------------------------------------------------------

case "buy: bridge work names its hex" {
  rules   = ["auxiliary.bridges"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "build_bridge"
  }
  expect {
    rejected = { code = "no_hex", rule = "auxiliary.bridges" }
  }
}

case "buy: no bridge is built where one stands" {
  rules   = ["auxiliary.bridges", "bridges.work"]
  fixture = "auxiliary-setup"
  board {
    hex "E3" {
      terrain  = "water"
      features = ["road"]
    }
  }
  supply = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "build_bridge"
    at   = "E3"
  }
  expect {
    rejected = { code = "bridge_present", rule = "bridges.work" }
  }
}

case "buy: a standing bridge is not repaired" {
  rules   = ["auxiliary.bridges", "bridges.work"]
  fixture = "auxiliary-setup"
  board {
    hex "E3" {
      terrain  = "water"
      features = ["road"]
    }
  }
  supply = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "repair_bridge"
    at   = "E3"
  }
  expect {
    rejected = { code = "no_bridge", rule = "bridges.work" }
  }
}

case "buy: a destroyed bridge is not destroyed again" {
  rules   = ["auxiliary.bridges", "bridges.work"]
  fixture = "auxiliary-setup"
  board {
    marker "E3" "bridge" { level = 1 }
  }
  supply = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "destroy_bridge"
    at   = "E3"
  }
  expect {
    rejected = { code = "no_bridge", rule = "bridges.work" }
  }
}

# --- Skills bought at setup [supply.setup-skills] ------------------------------------

case "buy: healing bought at setup names the unit healed" {
  rules   = ["supply.setup-skills"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "heal"
  }
  expect {
    rejected = { code = "no_unit", rule = "supply.setup-skills" }
  }
}

case "buy: healing bought at setup heals a reduced unit, not a whole one" {
  rules   = ["supply.setup-skills"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "heal"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "not_reduced", rule = "supply.setup-skills" }
  }
}

case "buy: healing bought at setup is for a friendly unit, not an enemy's" {
  rules   = ["supply.setup-skills"]
  fixture = "auxiliary-setup"
  unit "rangers" { reduced = true }
  supply = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "heal"
    unit = "rangers"
  }
  expect {
    rejected = { code = "not_friendly", rule = "supply.setup-skills" }
    unit "rangers" { reduced = true }
  }
}

case "buy: the Medical skill bought at setup heals infantry, not a tank" {
  rules   = ["supply.setup-skills", "skills.heal"]
  fixture = "auxiliary-setup"
  unit "tiger" { reduced = true }
  supply = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "heal"
    unit = "tiger"
  }
  expect {
    rejected = { code = "not_infantry", rule = "skills.heal" }
    unit "tiger" { reduced = true }
  }
}

case "buy: the Engineering skill bought at setup repairs vehicles, not infantry" {
  rules   = ["supply.setup-skills", "skills.engineering"]
  fixture = "auxiliary-setup"
  unit "ssvt" { reduced = true }
  supply = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "repair_vehicle"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "not_vehicle", rule = "skills.engineering" }
    unit "ssvt" { reduced = true }
  }
}

case "buy: healing is bought at setup only, not in the Cleanup" {
  rules   = ["supply.setup-skills"]
  fixture = "auxiliary-setup"
  phase   = "cleanup"
  unit "ssvt" { reduced = true }
  supply = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "heal"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "setup_only", rule = "supply.setup-skills" }
    unit "ssvt" { reduced = true }
  }
}
