# Cashing a supply unit [supply.cash]: during the Cleanup, the unit leaves the
# map and its faction's pool gains its printed cost (stats.cost).
action "cash_supply" {
  rule     = "supply.cash"
  title    = "Take a supply unit off the map for its printed supply point cost (Cleanup)"
  requires = ["cash-supply-unit", "on-map"]

  param "unit" {
    type = "unit"
    of   = "own"
  }
}
