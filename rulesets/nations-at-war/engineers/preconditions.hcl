# Only engineers (pioneers, sappers) demolish [engineers.definition].
precondition "engineers-only" {
  rule      = "engineers.definition"
  code      = "not_engineer"
  each      = ["unit"]
  condition = unit.tags.engineer
  reason    = "${unit.id} is no engineer unit"
}

# A Disrupted engineer starts nothing; it must be back in Good Order [engineers.interrupted].
precondition "engineers-good-order" {
  rule      = "engineers.interrupted"
  code      = "disrupted"
  each      = ["unit"]
  condition = !unit.statuses.disrupted
  reason    = "${unit.id} is Disrupted"
}
