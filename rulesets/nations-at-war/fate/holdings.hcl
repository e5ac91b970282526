# A side's Fate Points [fate.points]: a count, fate = { american = 3 } in a setup. spend_fate
# spends them; they never come back [fate.spent].
holding "fate" {
  rule = "fate.points"
  name = "Fate Points"
}
