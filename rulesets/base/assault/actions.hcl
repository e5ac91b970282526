# The assault action [assault.*]. assault/assault.lua says when it is legal and what
# it does.
#
# One unit, or two units of the active formation stacked together, move along
# `path` (each paying its own terrain costs) and end in the hex of `target`, the
# defending unit they declare. The first of `units` leads the assault, the
# second assists it. Opportunity fire may strike them in the hexes they pass
# through, but not as they enter the assaulted hex.

action "assault" {
  rule     = "assault.definition"
  title    = "Assault an enemy hex: move into it and attack one of its units"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "not-a-missile", "launch-site-immune", "attacker-on-map", "not-acted-yet", "assault-not-air", "assault-not-spa", "assault-steady", "target-on-map", "assault-target-on-ground", "target-not-aboard"]

  param "units" { # the leader, then the assistant if any [assault.attack]
    type = "units"
  }
  param "path" { # hexes entered in order; the last is the assaulted hex
    type = "hexes"
  }
  param "target" { # the declared defending unit [assault.attack]
    type = "unit"
    of   = "enemy"
  }
  param "weapon" { # "ap", "he", "aa" or a carried weapon id; default: the leader's own factor that suits the target
    type     = "string"
    optional = true
  }
  param "co_bonus" { # add the formation CO's bonus to the AV [command.co-bonus]
    type     = "bool"
    optional = true
  }
}

# The owner's answer when the assaulted unit falls and the other defender in
# its hex has a choice of open hexes across [assault.success]: offered in a
# `retreat` window to that unit's side (after a player's assault, or a Black
# Hand one from an event's ambush or spawn); passing it up takes the
# documented default.
action "retreat" {
  rule     = "assault.success"
  title    = "Name the hex across the assaulted hex where your other defender retreats (its owner)"
  reaction = true

  param "hex" { # one of the open hexes across (default on pass: straight across, then the other two by label)
    type = "hex"
  }
}
