# Actions of the base game. Each names its parameters; the Lua files say when
# an action is legal (validate) and what it does (resolve).

action "fire" {
  rule  = "combat.forms"
  title = "Ranged attack, alone or as a group, standing or moving"

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" {
    type = "unit"
    of   = "enemy"
  }
  param "weapon" { # "ap", "he", "aa", or the id of a carried weapon
    type = "string"
  }
  param "assist" { # the group fire assistant [group-fire.stack]
    type     = "unit"
    optional = true
  }
  param "moving" { # moving fire: move the path "before" or "after" firing [moving-fire.order]
    type     = "string"
    choices  = ["before", "after"]
    optional = true
  }
  param "path" {
    type     = "hexes"
    optional = true
  }
  param "co_bonus" { # use the formation CO's bonus [command.co-bonus]
    type     = "bool"
    optional = true
  }
}

action "opportunity_fire" {
  rule     = "opportunity-fire.trigger"
  title    = "Opportunity fire at a unit entering a hex"
  reaction = true

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" {
    type = "unit"
    of   = "enemy"
  }
  param "weapon" {
    type     = "string"
    optional = true
  }
  param "at" { # the hex of the mover's path where it is fired at (default: where it stands)
    type     = "hex"
    optional = true
  }
  param "assist" {
    type     = "unit"
    optional = true
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

action "end_activation" {
  rule  = "impulse.activation"
  title = "End the formation's activation"
}

action "move" {
  rule  = "movement.speed"
  title = "Move a unit, or a group stacked at the start of the activation, along a path"

  param "unit" {
    type     = "unit"
    of       = "active"
    optional = true
  }
  param "units" {
    type     = "units"
    optional = true
  }
  param "path" {
    type = "hexes"
  }
}
