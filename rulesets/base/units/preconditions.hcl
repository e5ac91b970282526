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

# What infantry does, Huge infantry does not [units.huge]: fill Sandbags, lay
# mines or smoke, use Weapons. Of an exchange both ends are judged.
precondition "not-huge" {
  rule      = "units.huge"
  code      = "huge"
  each      = ["unit", "with"]
  condition = !unit.tags.huge
  reason    = "${unit.id} is Huge: Huge units fill no Sandbags, lay no mines or smoke and use no Weapons"
}

# Infantry fills Sandbags [units.sandbags]; it lays mines and smoke, as does a
# unit the scenario designates with the counter lays_mines or lays_smoke = 1
# [units.minefields, units.smokescreen].
precondition "sandbags-infantry" {
  rule      = "units.sandbags"
  code      = "not_infantry"
  each      = ["unit"]
  condition = unit.tags.infantry
  reason    = "only infantry fills Sandbags"
}

precondition "mines-layer" {
  rule      = "units.minefields"
  code      = "not_infantry"
  each      = ["unit"]
  condition = unit.tags.infantry || unit.counters.lays_mines > 0
  reason    = "${unit.id} is not infantry and is not designated to lay mines"
}

precondition "smoke-layer" {
  rule      = "units.smokescreen"
  code      = "not_infantry"
  each      = ["unit"]
  condition = unit.tags.infantry || unit.counters.lays_smoke > 0
  reason    = "${unit.id} is not infantry and is not designated to lay smoke"
}

# Only infantry picks up, passes and fires Weapons [units.weapons] (firing one
# is the fire handler's: whether the weapon named is a Weapon is no fact).
precondition "weapon-user" {
  rule      = "units.weapons"
  code      = "not_infantry"
  each      = ["unit", "with"]
  condition = unit.tags.infantry
  reason    = "only infantry uses Weapons"
}

# A Weapon is picked up or dropped on the map, and passed at the start of the
# activation [units.weapon-transfer] (picking one up at the start too, unless
# the item is taken on the move: the item's tag is no fact, so that is Lua's).
precondition "weapon-transfer-at-start" {
  rule      = "units.weapon-transfer"
  code      = "not_at_start"
  each      = ["unit"]
  condition = !unit.statuses.finished && unit.counters.moved == 0 && unit.counters.fired == 0
  reason    = "${unit.id} has already acted this activation; exchanging Weapons happens at its start"
}

# A unit acts on the map: one condition many actions share, each refusal
# citing the rule of the action refused (no rule of its own), so a unit
# off the map fills no Sandbags [units.sandbags], calls no mission
# [oba.calling] and moves nowhere [movement.speed] under its action's rule.
precondition "on-map" {
  code      = "not_on_map"
  each      = ["unit", "units"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}

# Actions that must be a unit's only one in its activation (Sandbags, a
# minefield, smoke, the undead's feast), or its first (a call for a fire
# mission or an air strike), come before it moves, attacks or is
# Finished, each refused under its action's own rule.
precondition "only-action" {
  code      = "finished"
  each      = ["unit"]
  condition = !unit.statuses.finished && unit.counters.moved == 0 && unit.counters.fired == 0
  reason    = "${unit.id} has already acted this activation: this must be its only action"
}

precondition "call-first" {
  code      = "not_first"
  each      = ["unit"]
  condition = !unit.statuses.finished && unit.counters.moved == 0 && unit.counters.fired == 0
  reason    = "${unit.id} has already acted: a call is the unit's first action"
}
