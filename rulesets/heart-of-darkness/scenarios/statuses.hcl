status "withheld" {
  rule = "scenarios.notation-campaign"
  name = "Withheld by the campaign"
}
