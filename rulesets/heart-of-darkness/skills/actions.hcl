# The skill actions of 1.4, one per skill [skills.*]. Each is the unit's only
# action of its activation and Finishes it (skills.only-action); the active
# ones (Search, Mind Control, Slay) roll against the CO/2IC's ERR
# (skills.active), with the CO bonus when `co_bonus` is set; the others
# succeed without a roll and refuse `co_bonus`. skills/skills.lua says when each is legal and what it does. The
# Recruit and Release actions are the independents area's; Slay and Charge
# are options of the assault (skills/actions.hcl patches the action,
# skills/skills.lua plays them).

action "search" {
  rule     = "skills.search"
  title    = "Search your own or an adjacent hex: show the hidden Weapons and the objects there"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "hex" { # the hex searched (default: the unit's own)
    type     = "hex"
    optional = true
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

action "mind_control" {
  rule     = "skills.mind-control"
  title    = "Take over one infantry unit in sight for one action"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" {
    type = "unit"
    of   = "any"
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

action "engineer" {
  rule     = "skills.engineering"
  title    = "Do one engineering task: build, repair or blow a bridge, repair a vehicle, lay or clear a marker"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "task" {
    type    = "string"
    choices = ["build_bridge", "repair_bridge", "destroy_bridge", "repair_vehicle", "lay_sandbags", "lay_smoke", "lay_mines", "clear"]
  }
  param "hex" { # the bridge's water hex (own or adjacent); default: the unit's own hex
    type     = "hex"
    optional = true
  }
  param "target" { # repair_vehicle: the reduced friendly vehicle (default: the unit itself)
    type     = "unit"
    of       = "active"
    optional = true
  }
  param "marker" { # clear: the marker kind taken off the unit's hex
    type     = "string"
    optional = true
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

action "heal" {
  rule     = "skills.heal"
  title    = "Bring one reduced friendly infantry unit in reach back to full strength (1 supply point)"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" { # default: the unit itself
    type     = "unit"
    of       = "active"
    optional = true
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

action "pyrokinesis" {
  rule     = "skills.pyrokinesis"
  title    = "Set a fire in a hex in reach; it attacks every unit there"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "hex" {
    type = "hex"
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

action "reanimate" {
  rule     = "skills.reanimate"
  title    = "Raise a Reanimated (Skinless) from Corpses or a friendly Abomination, or restore a reduced Undead (1 supply point)"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "hex" { # the hex of the corpses: a Corpses marker, the graveyard or a friendly full-strength Abomination
    type     = "hex"
    optional = true
  }
  param "target" { # a reduced friendly Undead to restore (instead of hex/source)
    type     = "unit"
    of       = "active"
    optional = true
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

action "telekinesis" {
  rule     = "skills.telekinesis"
  title    = "Move one unit, or one object on the ground, hex by hex through hexes in sight"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" { # the unit moved
    type     = "unit"
    of       = "any"
    optional = true
  }
  param "object" { # or: the marker kind of an object on the ground in `from`
    type     = "string"
    optional = true
  }
  param "from" { # the object's hex
    type     = "hex"
    optional = true
  }
  param "path" { # hexes entered in order, each next to the one before
    type = "hexes"
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

action "terror" {
  rule     = "skills.terror"
  title    = "Mark one unit in sight Shaken and Finished"
  requires = ["activation", "active-formation", "active-side", "not-aboard"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" { # any unit in sight, of any side [skills.terror]
    type = "unit"
    of   = "any"
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

# Slay and Charge are declared with an assault by a leader that has the skill
# (skills/skills.lua checks them; assault/lib/blows.lua brings them to the blow).
patch "action" "assault" {
  param "slay" { # the leader tries to slay the declared defender [skills.slay]
    type     = "bool"
    optional = true
  }
  param "charge" { # the leader charges: its FP is the hexes crossed [skills.charge]
    type     = "bool"
    optional = true
  }
}
