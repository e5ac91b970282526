status "high-morale" {
  rule = "counters.high-morale"
  name = "High Morale"
}
