# Supply units [supply.units]: a unit type tagged "supply" is one. It gives its
# faction a point in each Cleanup while it stands in an urban hex its side
# controls, or is cashed in (cash_supply) for its printed cost, stats.cost.
# Tag "no_control": entering a hex gives its side no control of it
# [supply.no-control] (base control/hex-control.lua honours the tag).
#
# The Supply Depot is the one the book names (event 17 gives it). It has no
# attack factor.
unit_type "supply-depot" {
  rule        = "supply.units"
  name        = "Supply Depot"
  tags        = ["supply", "no_control", "soft"]
  movement    = "wheeled"
  stats       = { speed = 3, armor = 12, cost = 3 }
  provisional = true
  note        = "No printed counter: event 17 hands it out with other AUX worth up to 5 SP, so its printed cost is read as 3 (the Weapon/Equipment price); armor 12 as a soft target; Speed 3, the pace of the infantry that hauls it."
}
