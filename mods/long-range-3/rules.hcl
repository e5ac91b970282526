rule "house.long-range-3" {
  title   = "Long range (house rule)"
  summary = "Long-range fire costs 3 AV instead of 2."
}

patch "modifier" "long-range" {
  rule  = "house.long-range-3"
  value = -3
}
