rule "house.side-activation" {
  title   = "Side activations (house rule)"
  summary = "A drawn formation marker activates every unit of its side, not only the formation's: a unit may act in each activation of its side, within that activation's limits (one move, one attack)."
}

patch "precondition" "active-formation" {
  rule      = "house.side-activation"
  condition = true
}
