# The fire action [combat.*]. combat/fire.lua says when it is legal
# (validate) and what it does (resolve).

action "fire" {
  rule     = "combat.forms"
  title    = "Ranged attack, alone or as a group, standing or moving"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "one-attack", "not-a-missile", "launch-site-immune", "target-not-aboard", "blighter-standing", "spa-standing", "blighter-alone", "spa-leads-alone", "assistant-unacted", "assistant-steady", "assistant-no-artillery"]

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
  param "moving" { # moving fire [moving-fire.order]: "before" fires first and then moves the path, "after" moves the path first and fires from its end
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
