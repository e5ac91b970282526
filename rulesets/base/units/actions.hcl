action "spa_indirect" {
  rule     = "units.spa-indirect-fire"
  title    = "SPA indirect fire at a hex spotted by the formation's CO/2IC or a recon unit"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "spa-fires-indirect", "not-acted", "attacker-on-map"]

  param "unit" { # the SPA
    type = "unit"
    of   = "active"
  }
  param "spotter" { # who calls the fire; default: the first able spotter by unit id
    type     = "unit"
    of       = "active"
    optional = true
  }
  param "target" { # the target hex, within the SPA's range
    type = "hex"
  }
  param "weapon" { # "ap" or "he": fire only that factor; default: each unit gets the one that suits it
    type     = "string"
    optional = true
  }
  param "co_bonus" { # add the formation CO's bonus to the strike (every unit it attacks) [command.co-bonus]
    type     = "bool"
    optional = true
  }
}

# Infantry special actions and Weapon handling. units/classes.lua says when each
# is legal and what it does.
#
# fill_sandbags, lay_mines and lay_smoke are a unit's only action of its
# activation: it must not have moved or attacked, and it is Finished after it.
# Units other than infantry may lay mines or smoke when the scenario designates
# them with the unit counter lays_mines = 1 or lays_smoke = 1.

action "fill_sandbags" {
  rule     = "units.sandbags"
  title    = "Fill Sandbags in the unit's own hex (its only action)"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "on-map", "only-action", "not-huge", "sandbags-infantry"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
}

action "lay_mines" {
  rule     = "units.minefields"
  title    = "Lay a minefield in the unit's own or an adjacent hex (its only action)"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "on-map", "only-action", "not-huge", "mines-layer"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "hex" {
    type = "hex"
  }
}

action "lay_smoke" {
  rule     = "units.smokescreen"
  title    = "Lay Level 1 smoke in the unit's own or an adjacent hex (its only action)"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "on-map", "only-action", "not-huge", "smoke-layer"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "hex" {
    type = "hex"
  }
}

action "pick_up" {
  rule     = "units.weapon-transfer"
  title    = "Pick up a Weapon left in the hex where the unit starts its activation"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "not-huge", "weapon-user", "on-map"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "weapon" { # the Weapon's item id, e.g. "mg42"
    type = "string"
  }
}

action "drop" {
  rule     = "units.weapon-transfer"
  title    = "Leave a carried Weapon in the unit's hex"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "on-map"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "weapon" {
    type = "string"
  }
}

action "exchange" {
  rule     = "units.weapon-transfer"
  title    = "Pass a Weapon between two stacked infantry units at the start of the unit's activation"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "not-huge", "weapon-user", "weapon-transfer-at-start"]

  param "unit" { # the unit whose activation starts
    type = "unit"
    of   = "active"
  }
  param "with" { # the stacked infantry unit on the other end
    type = "unit"
    of   = "any"
  }
  param "weapon" { # passes from whichever of the two carries it (from unit when both do)
    type = "string"
  }
}

# Actions of the armoured classes: APC loading and unloading. units/classes.lua
# says when each is legal and what it does.

action "load" {
  rule     = "units.apc-loading"
  title    = "Load an infantry unit into an APC in the same hex"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" { # the APC
    type = "unit"
    of   = "active"
  }
  param "passenger" { # the infantry unit that boards
    type = "unit"
    of   = "active"
  }
}

action "unload" {
  rule     = "units.apc-unloading"
  title    = "Unload a transported unit, optionally moving it one hex away"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" { # the APC
    type = "unit"
    of   = "active"
  }
  param "passenger" {
    type = "unit"
    of   = "active"
  }
  param "hex" { # the dismounted unit's one-hex move, whatever the terrain cost
    type     = "hex"
    optional = true
  }
}
