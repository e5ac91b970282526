# A passenger does nothing of its own while it rides [units.apc-passengers]:
# it acts once unloaded.
precondition "not-aboard" {
  rule      = "units.apc-passengers"
  code      = "aboard"
  each      = ["unit", "units"]
  condition = unit.aboard == ""
  reason    = "${unit.id} is aboard ${unit.aboard} and cannot act on its own"
}

# A passenger is no target: fire at its carrier [units.apc-passengers].
precondition "target-not-aboard" {
  rule      = "units.apc-passengers"
  code      = "aboard"
  condition = target.aboard == ""
  reason    = "${target.id} is aboard ${target.aboard}: attack the carrier"
}

# The Blighter (an SPA that is also SPAA) fires standing, alone, and never in
# opportunity fire [units.blighter]. A condition that reads a parameter the
# action was not given holds: these judge only moving fire and group fire.
precondition "blighter-standing" {
  rule      = "units.blighter"
  code      = "no_moving_fire"
  condition = given.moving == "" || !(unit.tags.spa && unit.tags.spaa)
  reason    = "the Blighter never fires on the move"
}

precondition "blighter-alone" {
  rule      = "units.blighter"
  code      = "no_group_fire"
  condition = given.assist == "" || !(unit.tags.spa && unit.tags.spaa)
  reason    = "the Blighter never takes part in group fire"
}

precondition "blighter-no-opportunity-fire" {
  rule      = "units.blighter"
  code      = "no_opportunity_fire"
  condition = !(unit.tags.spa && unit.tags.spaa)
  reason    = "the Blighter never makes opportunity fire"
}

# An SPA fires alone: it never leads group fire [units.spa].
precondition "spa-leads-alone" {
  rule      = "units.spa"
  code      = "no_group_fire"
  condition = given.assist == "" || !unit.tags.spa
  reason    = "an SPA may not lead group fire"
}

# Only self-propelled artillery fires indirectly [units.spa-indirect-fire].
precondition "spa-fires-indirect" {
  rule      = "units.spa-indirect-fire"
  code      = "not_spa"
  each      = ["unit"]
  condition = unit.tags.spa
  reason    = "${unit.id} is not self-propelled artillery"
}
