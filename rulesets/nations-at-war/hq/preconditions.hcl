# What HQs may not do in combat [hq.no-attack, hq.no-target]. The attack actions (fire,
# assault, overrun...) name these in their requires lists. An HQ or sub-HQ carries the tag hq
# (a sub-HQ also sub-hq).

precondition "hq-no-attack" {
  rule      = "hq.no-attack"
  code      = "hq_no_attack"
  each      = ["unit"]
  condition = !unit.tags.hq && !unit.tags["sub-hq"]
  reason    = "${unit.id} is an HQ: it never attacks, it only adds its leadership to a platoon it is stacked with"
}

precondition "hq-no-target" {
  rule      = "hq.no-target"
  code      = "hq_target"
  condition = !target.tags.hq && !target.tags["sub-hq"]
  reason    = "${target.id} is an HQ and may not be the target of an attack"
}
