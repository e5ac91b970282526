# Buying AUX with supply points [auxiliary.*] (rulesets/heart-of-darkness/auxiliary).
#
# The fixture: the setup phase (not begun: the sides are buying), the Reich's
# SS-VT in B2 and its King Tiger in C2, NATO's Rangers far off in H8; the
# Reich's setup hexes are B3 and B4 (the vars a scenario's
# options.setup_hexes stands for); a river of water in column E.

fixture "auxiliary-setup" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    region "river" {
      hexes   = ["E1-E10"]
      terrain = "water"
    }
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1-rgr"
    at        = "H8"
  }
  phase = "setup"
  options = { setup_hexes = { reich = ["B3", "B4"] } }
}

# --- Units ----------------------------------------------------------------------

case "an AUX unit is set up on a setup hex for 5 supply points" {
  rules   = ["auxiliary.buy", "auxiliary.costs", "auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 6 }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "fallschirmjager"
    at        = "B3"
    formation = "1-130"
  }
  expect {
    buy {
      cost        = 5
      supply_left = 1
    }
    hex "B3" { unit_types = ["fallschirmjager"] }
    log_contains = ["reich buys the aux unit"]
  }
}

case "the AUX unit joins the named formation and is marked as AUX" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "fallschirmjager"
    at        = "B4"
    formation = "1-130"
  }
  expect {
    unit "fallschirmjager-1" {
      side      = "reich"
      formation = "1-130"
      at        = "B4"
      counters  = { aux = 1 }
    }
  }
}

case "an Independent unit may be bought: it serves the buyer as a recruit" {
  rules   = ["auxiliary.factions"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side = "reich"
    kind      = "unit"
    type      = "independent-reanimated"
    at        = "B3"
    formation = "1-130"
  }
  expect {
    unit "independent-reanimated-1" {
      side     = "reich"
      statuses = ["recruited"]
    }
  }
}

case "a unit that prints its own cost is bought at that price" {
  rules   = ["auxiliary.costs", "supply.units"]
  fixture = "auxiliary-setup"
  supply  = { reich = 3 }
  action "buy" {
    side = "reich"
    kind      = "unit"
    type      = "supply-depot"
    at        = "B3"
    formation = "1-130"
  }
  expect {
    buy {
      cost        = 3
      supply_left = 0
    }
    hex "B3" { unit_types = ["supply-depot"] }
  }
}

case "another faction's unit cannot be bought" {
  rules   = ["auxiliary.factions"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "unit"
    type = "rangers"
    at   = "B3"
  }
  expect {
    rejected = { code = "wrong_faction", rule = "auxiliary.factions" }
  }
}

case "an AUX unit goes only on one of its side's setup hexes" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "unit"
    type = "fallschirmjager"
    at   = "D5"
  }
  expect {
    rejected = { code = "not_setup_hex", rule = "auxiliary.placement" }
  }
}

case "five points are needed for a unit: four are not enough" {
  rules   = ["auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 4 }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "fallschirmjager"
    at        = "B3"
    formation = "1-130"
  }
  expect {
    rejected = { code = "not_enough_supply", rule = "auxiliary.costs" }
  }
}

case "an AUX unit cannot join another side's formation" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "fallschirmjager"
    at        = "B3"
    formation = "1-rgr"
  }
  expect {
    rejected = { code = "not_your_formation", rule = "auxiliary.placement" }
  }
}

case "an AUX unit must join one of its side's formations" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "unit"
    type = "fallschirmjager"
    at   = "B3"
  }
  expect {
    rejected = { code = "no_formation", rule = "auxiliary.placement" }
  }
}

case "nothing is bought in the Actions phase" {
  rules   = ["auxiliary.buy"]
  fixture = "auxiliary-setup"
  phase   = "actions"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "mines"
  }
  expect {
    rejected = { code = "not_now", rule = "auxiliary.buy" }
  }
}

case "a player spends only his own side's points" {
  rules   = ["auxiliary.buy"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "mines"
    by   = "nato"
  }
  expect {
    rejected = { code = "not_yours", rule = "auxiliary.buy" }
  }
}

# --- Heroes and objects -------------------------------------------------------------

case "a Hero is attached to a friendly unit for its printed 5 points" {
  rules   = ["auxiliary.buy", "auxiliary.costs", "auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side = "reich"
    kind = "hero"
    type = "reich-kommandant"
    unit = "tiger"
  }
  expect {
    unit "tiger" { attached = ["reich-kommandant"] }
    buy {
      cost        = 5
      supply_left = 0
    }
  }
}

case "an Independent Hero may be bought" {
  rules   = ["auxiliary.factions"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side = "reich"
    kind = "hero"
    type = "independent-engineer"
    unit = "ssvt"
  }
  expect {
    unit "ssvt" { attached = ["independent-engineer"] }
  }
}

case "another faction's Hero cannot be bought" {
  rules   = ["auxiliary.factions"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side = "reich"
    kind = "hero"
    type = "nato-field-medic"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "wrong_faction", rule = "auxiliary.factions" }
  }
}

case "a Hero goes to a friendly unit, not an enemy's" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side = "reich"
    kind = "hero"
    type = "reich-kommandant"
    unit = "rangers"
  }
  expect {
    rejected = { code = "not_friendly", rule = "auxiliary.placement" }
  }
}

case "a Hero already in play cannot be bought again" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 10 }
  unit "tiger" { attached = ["reich-kommandant"] }
  action "buy" {
    side = "reich"
    kind = "hero"
    type = "reich-kommandant"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "hero_in_play", rule = "auxiliary.placement" }
  }
}

case "equipment is carried by a friendly infantry unit for 3 points" {
  rules   = ["auxiliary.buy", "auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 4 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "first-aid-kit"
    unit = "ssvt"
  }
  expect {
    unit "ssvt" { carries = ["first-aid-kit"] }
    buy {
      cost        = 3
      supply_left = 1
    }
  }
}

case "a base Weapon marker, which names no faction, is anyone's at the AUX price" {
  rules   = ["auxiliary.factions", "auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 3 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "m60"
    unit = "ssvt"
  }
  expect {
    unit "ssvt" { carries = ["m60"] }
    buy { cost = 3 }
  }
}

case "weapons and equipment go to infantry only" {
  rules   = ["auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 3 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "first-aid-kit"
    unit = "tiger"
  }
  expect {
    rejected = { code = "not_infantry", rule = "auxiliary.placement" }
  }
}

case "the Charred Heart cannot be bought" {
  rules   = ["auxiliary.not-for-sale"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "charred-heart"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "not_for_sale", rule = "auxiliary.not-for-sale" }
  }
}

case "another faction's weapon cannot be bought" {
  rules   = ["auxiliary.factions"]
  fixture = "auxiliary-setup"
  supply  = { reich = 9 }
  action "buy" {
    side = "reich"
    kind = "object"
    type = "tesla"
    unit = "ssvt"
  }
  expect {
    rejected = { code = "wrong_faction", rule = "auxiliary.factions" }
  }
}

# --- OBA and markers for the pool ---------------------------------------------------

case "a Nuclear mission costs 5 and joins the side's OBA" {
  rules   = ["auxiliary.costs", "auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  oba     = { reich = ["nuclear"] }
  action "buy" {
    side = "reich"
    kind = "oba"
    type = "nuclear"
  }
  expect {
    buy {
      cost        = 5
      held        = 2
      supply_left = 0
    }
  }
}

case "a Barrage mission costs 3" {
  rules   = ["auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 4 }
  action "buy" {
    side = "reich"
    kind = "oba"
    type = "barrage"
  }
  expect {
    buy {
      cost        = 3
      held        = 1
      supply_left = 1
    }
  }
}

case "mines bought for the pool cost a point" {
  rules   = ["auxiliary.costs", "auxiliary.placement"]
  fixture = "auxiliary-setup"
  supply  = { reich = 2 }
  action "buy" {
    side = "reich"
    kind = "mines"
  }
  action "buy" {
    side = "reich"
    kind = "mines"
  }
  expect {
    buy {
      cost        = 1
      held        = 2
      supply_left = 0
    }
  }
}

case "smoke bought at setup is laid at once, as the Engineering skill lays it, near a friendly land unit" {
  rules   = ["auxiliary.placement", "supply.setup-skills"]
  fixture = "auxiliary-setup"
  supply  = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "smoke"
    at   = "C5" # three hexes from the Tiger, and no setup hex
  }
  expect {
    marker "C5" "smoke" { level = 1 }
    buy { supply_left = 0 }
  }
}

case "sandbags bought at setup are not laid beyond 3 hexes of every friendly land unit" {
  rules   = ["auxiliary.placement", "supply.setup-skills"]
  fixture = "auxiliary-setup"
  supply  = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "sandbags"
    at   = "H2"
  }
  expect {
    rejected = { code = "too_far", rule = "supply.setup-skills" }
    marker "H2" "sandbags" { present = false }
  }
}

case "sandbags are not laid near an enemy unit alone" {
  rules   = ["auxiliary.placement", "supply.setup-skills"]
  fixture = "auxiliary-setup"
  supply  = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "sandbags"
    at   = "H7"
  }
  expect {
    rejected = { code = "too_far", rule = "supply.setup-skills" }
  }
}

# --- Bridge work at setup -------------------------------------------------------------

case "a bridge is built over water within 3 hexes of a friendly land unit for 5 points" {
  rules   = ["auxiliary.bridges", "supply.setup-skills", "auxiliary.costs"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side = "reich"
    kind = "build_bridge"
    at   = "E2"
  }
  expect {
    marker "E2" "bridge" {
      present = true
      level   = 0
    }
    buy {
      kind        = "build_bridge"
      cost        = 5
      supply_left = 0
    }
  }
}

case "no bridge work beyond 3 hexes of the side's land units" {
  rules   = ["supply.setup-skills", "auxiliary.bridges"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side = "reich"
    kind = "build_bridge"
    at   = "E9"
  }
  expect {
    rejected = { code = "too_far", rule = "supply.setup-skills" }
  }
}

case "a bridge is built over water only: the bridges rules judge the work" {
  rules   = ["auxiliary.bridges"]
  fixture = "auxiliary-setup"
  supply  = { reich = 5 }
  action "buy" {
    side = "reich"
    kind = "build_bridge"
    at   = "D2"
  }
  expect {
    rejected = { code = "not_water", rule = "bridges.work" }
  }
}

case "a destroyed bridge is repaired at setup for a point" {
  rules   = ["auxiliary.bridges", "auxiliary.costs"]
  fixture = "auxiliary-setup"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    region "river" {
      hexes   = ["E1-E10"]
      terrain = "water"
    }
    marker "E3" "bridge" { level = 1 }
  }
  supply = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "repair_bridge"
    at   = "E3"
  }
  expect {
    marker "E3" "bridge" {
      present = true
      level   = 0
    }
    buy {
      cost        = 1
      supply_left = 0
    }
  }
}

case "a standing bridge is destroyed at setup for a point" {
  rules   = ["auxiliary.bridges", "auxiliary.costs"]
  fixture = "auxiliary-setup"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    region "river" {
      hexes   = ["E1-E10"]
      terrain = "water"
    }
    hex "E3" {
      terrain  = "water"
      features = ["road"]
    }
  }
  supply = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "destroy_bridge"
    at   = "E3"
  }
  expect {
    marker "E3" "bridge" { level = 1 }
    buy { cost = 1 }
  }
}

case "there is no bridge to destroy on open water" {
  rules   = ["auxiliary.bridges"]
  fixture = "auxiliary-setup"
  supply  = { reich = 1 }
  action "buy" {
    side = "reich"
    kind = "destroy_bridge"
    at   = "E3"
  }
  expect {
    rejected = { code = "no_bridge", rule = "bridges.work" }
  }
}
