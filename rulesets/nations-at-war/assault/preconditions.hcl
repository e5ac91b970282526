# Who may take part in an assault or an overrun, unit by unit [assault.stack, assault.no-initiate,
# assault.no-factor, overrun.eligibility]. turn/'s "active-formation" and results/'s
# "close-combat-good-order" judge them too; these judge each of `units`.

precondition "close-combat-on-map" {
  rule      = "assault.stack"
  code      = "not_on_map"
  each      = ["units"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}

precondition "close-combat-not-ops-complete" {
  rule      = "assault.ops-complete"
  code      = "ops_complete"
  each      = ["units"]
  condition = !unit.statuses["ops-complete"]
  reason    = "${unit.id} is Ops Complete"
}

# The asterisk on the assault To-Hit [assault.no-initiate].
precondition "assault-initiative" {
  rule      = "assault.no-initiate"
  code      = "no_assault"
  each      = ["units"]
  condition = !unit.tags["no-assault-initiative"]
  reason    = "${unit.id} has the asterisk on its assault To-Hit: it counterattacks but never assaults"
}

precondition "assault-factor" {
  rule      = "assault.no-factor"
  code      = "no_assault"
  each      = ["units"]
  condition = unit.stats.assault > 0
  reason    = "${unit.id} has no Assault Factor"
}

# An HQ enters with the units it is stacked with; it never attacks [assault.hq].
precondition "close-combat-not-hq" {
  rule      = "assault.hq"
  code      = "hq_no_attack"
  each      = ["units"]
  condition = !unit.tags.hq
  reason    = "${unit.id} is an HQ: it never attacks, it goes in with the platoons it is stacked with"
}
