# Disrupted units never go into Overwatch [overwatch.restrictions].
precondition "overwatch-good-order" {
  rule      = "overwatch.restrictions"
  code      = "disrupted"
  each      = ["unit"]
  condition = !unit.statuses.disrupted
  reason    = "${unit.id} is Disrupted and may not go into Overwatch"
}

# A unit in Overwatch already has nothing to pay for [overwatch.marker].
precondition "overwatch-not-yet" {
  rule      = "overwatch.marker"
  code      = "overwatch"
  each      = ["unit"]
  condition = !unit.statuses.overwatch
  reason    = "${unit.id} is in Overwatch already"
}
