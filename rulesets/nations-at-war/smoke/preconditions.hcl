# Who may lay smoke [smoke.supply, smoke.disrupted].

precondition "smoke-capable" {
  rule      = "smoke.supply"
  code      = "no_smoke"
  each      = ["unit"]
  condition = unit.statuses["smoke-capable"]
  reason    = "${unit.id} has no smoke: the scenario gives it none"
}

precondition "smoke-good-order" {
  rule      = "smoke.disrupted"
  code      = "disrupted"
  each      = ["unit"]
  condition = !unit.statuses.disrupted
  reason    = "${unit.id} is Disrupted and cannot lay smoke"
}

precondition "smoke-not-ops-complete" {
  rule      = "smoke.placement"
  code      = "ops_complete"
  each      = ["unit"]
  condition = !unit.statuses["ops-complete"]
  reason    = "${unit.id} is Ops Complete"
}
