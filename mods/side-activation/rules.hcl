rule "house.side-activation" {
  title   = "Side activations (house rule)"
  summary = "A drawn formation marker activates every unit of its side; each unit still acts once per turn by the usual limits."
}

patch "precondition" "active-formation" {
  rule      = "house.side-activation"
  condition = true
}
