# Infantry special actions and Weapon handling. infantry.lua and weapons.lua
# say when each is legal and what it does.
#
# fill_sandbags, lay_mines and lay_smoke are a unit's only action of its
# activation: it must not have moved or attacked, and it is Finished after it.
# Units other than infantry may lay mines or smoke when the scenario designates
# them with the unit counter lays_mines = 1 or lays_smoke = 1.

action "fill_sandbags" {
  rule  = "units.sandbags"
  title = "Fill Sandbags in the unit's own hex (its only action)"

  param "unit" {
    type = "unit"
    of   = "active"
  }
}

action "lay_mines" {
  rule  = "units.minefields"
  title = "Lay a minefield in the unit's own or an adjacent hex (its only action)"

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "hex" {
    type = "hex"
  }
}

action "lay_smoke" {
  rule  = "units.smokescreen"
  title = "Lay Level 1 smoke in the unit's own or an adjacent hex (its only action)"

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "hex" {
    type = "hex"
  }
}

action "pick_up" {
  rule  = "units.weapon-transfer"
  title = "Pick up a Weapon left in the hex where the unit starts its activation"

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "weapon" { # the Weapon's item id, e.g. "mg42"
    type = "string"
  }
}

action "drop" {
  rule  = "units.weapon-transfer"
  title = "Leave a carried Weapon in the unit's hex"

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "weapon" {
    type = "string"
  }
}

action "exchange" {
  rule  = "units.weapon-transfer"
  title = "Pass a Weapon between two stacked infantry units at the start of the unit's activation"

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
