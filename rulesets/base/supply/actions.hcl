action "refit" {
  rule     = "supply.refit"
  title    = "Spend a supply point to turn a reduced unit back to its full-strength side (Cleanup)"
  requires = ["cleanup-phase", "on-map", "refit-reduced"]

  param "unit" {
    type = "unit"
    of   = "own"
  }
}
