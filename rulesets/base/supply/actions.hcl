action "refit" {
  rule  = "supply.refit"
  title = "Spend a supply point to turn a reduced unit back to its full-strength side (Cleanup)"

  param "unit" {
    type = "unit"
    of   = "own"
  }
}
