# Stacking: the owner's choice of units to remove from an overstacked hex
# [stacking.overstack]. Declared here, next to the movement area's rules, as
# the only action the area adds; end_activation is refused with
# "overstacked" while the active side holds more than two counting units in
# a hex, and the owner either moves units out or removes the excess with it.

action "remove_excess" {
  rule     = "stacking.overstack"
  title    = "Remove a unit of your choice from a hex that holds more than two combat units"
  requires = ["counts-for-stacking"]

  param "unit" {
    type = "unit"
    of   = "own"
  }
}
