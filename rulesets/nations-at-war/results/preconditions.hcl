# A Disrupted unit does not fire [results.disrupted-effects].
precondition "good-order" {
  rule      = "results.disrupted-effects"
  code      = "disrupted"
  each      = ["unit"]
  condition = !unit.statuses.disrupted
  reason    = "${unit.id} is Disrupted and may not fire"
}

# A Disrupted unit may not advance next to, let alone into, an enemy [results.disrupted-effects].
precondition "close-combat-good-order" {
  rule      = "results.disrupted-effects"
  code      = "disrupted"
  each      = ["units"]
  condition = !unit.statuses.disrupted
  reason    = "${unit.id} is Disrupted and may not enter an enemy hex"
}
