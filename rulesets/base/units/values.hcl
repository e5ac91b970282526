# The values of units that rules may change (units/classes.lua computes
# them).

value "transport_after_attack" {
  rule  = "units.apc-loading"
  title = "Whether a carrier that attacked this activation is done with loading and unloading: above 0 it is (1 in the base game)"
  facts = {
    "unit.id"   = "the carrier's id"
    "unit.type" = "the carrier's unit type"
  }
}
