# The values of support missions' effects that rules may change:
# movement/lib/movement.lua computes radiation_access, units/lib/units.lua
# resists.

value "radiation_access" {
  rule  = "oba.radiation"
  title = "Whether a unit may enter Radiation hexes, at +1 MP: above 0 it may (1 for the Black Hand's units)"
  facts = {
    "unit.id"       = "the mover's id"
    "unit.side"     = "the mover's side"
    "unit.type"     = "the mover's unit type"
    "unit.infantry" = "the mover is infantry"
    "unit.air"      = "the mover is a helicopter or a plane"
  }
}

value "resists" {
  rule  = "oba.biological"
  title = "Whether a unit is immune to an effect that is not an attack's hits (a biological agent's conversion): above 0 it is (0 in the base game)"
  facts = {
    "unit.id"   = "the unit's id"
    "unit.type" = "the unit's type"
    "effect"    = "the effect, such as \"biological\""
  }
}
