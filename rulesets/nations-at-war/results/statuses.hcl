status "disrupted" {
  rule = "results.disruption"
  name = "Disrupted"
}
