# A Disrupted unit does not fire [results.disrupted-effects].
precondition "good-order" {
  rule      = "results.disrupted-effects"
  code      = "disrupted"
  each      = ["unit"]
  condition = !unit.statuses.disrupted
  reason    = "${unit.id} is Disrupted and may not fire"
}
