# The negative space of cash_supply [supply.cash]: the codes supply/pool.lua
# returns that supply.hcl does not prove, and what the book allows. Fixture
# "supply-town" (supply.hcl): the Reich's Supply Depot in E5 and SS-VT in B2,
# turn 1's Actions phase begun, an empty cup (end_phase leads to the Cleanup),
# a clear forecast. A refused cash leaves the depot where it was and the pool
# as it was (checked below).

case "cash_supply: a supply unit is not cashed in during the Actions phase" {
  rules   = ["supply.cash"]
  fixture = "supply-town"
  active_formation = "1-130"
  action "cash_supply" { unit = "depot" }
  expect {
    rejected = { code = "not_cleanup", rule = "supply.cash" }
    unit "depot" {
      on_map = true
      at     = "E5"
    }
  }
}

case "cash_supply: a supply unit off the map is not cashed in" {
  rules   = ["supply.cash"]
  fixture = "supply-town"
  unit "depot" { at = "" }
  phase = "cleanup"
  begin = false
  action "cash_supply" { unit = "depot" }
  expect {
    rejected = { code = "not_on_map", rule = "supply.cash" }
    unit "depot" {
      on_map   = false
      counters = { cashed = 0 }
    }
  }
}

case "cash_supply: a supply unit already cashed in is not cashed again" {
  rules   = ["supply.cash"]
  fixture = "supply-town"
  supply  = { reich = 0 }
  action "end_phase" {}
  action "cash_supply" { unit = "depot" }
  action "cash_supply" { unit = "depot" }
  expect {
    rejected = { code = "not_on_map", rule = "supply.cash" }
    unit "depot" { on_map = false }
  }
}

case "cash_supply: the owner's seat cashes its supply unit in" {
  rules   = ["supply.cash"]
  fixture = "supply-town"
  phase   = "cleanup"
  begin   = false
  supply  = { reich = 0 }
  action "cash_supply" {
    unit = "depot"
    by   = "reich"
  }
  expect {
    cash_supply {
      side = "reich"
      gain = 3
    }
    unit "depot" { on_map = false }
  }
}
