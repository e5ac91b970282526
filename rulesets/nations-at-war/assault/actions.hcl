# The assault and its retreat [assault.*]. assault/assault.lua says when an assault is legal and
# resolves it; assault/lib/close_combat.lua holds the dice pools, the sharing of hits and the
# retreat that the overrun (overrun/) uses too.
#
# One unit, or two stacked units of the active formation, walk `path` (each hex at its terrain
# cost) and end in the hex of enemy units, its last hex; infantry pays 1 MP more for that last
# hex [assault.entry]. An HQ stacked with the attackers enters with them; `hq_bonus` names the
# attacker its leadership boosts [assault.hq].

action "assault" {
  rule     = "assault.attack"
  title    = "Assault an enemy hex: move into it and fight it out with every unit there"
  requires = ["activation", "active-formation", "close-combat-on-map", "movers-in-command", "close-combat-good-order", "close-combat-not-ops-complete", "close-combat-not-hq", "assault-initiative", "assault-factor"]

  param "units" { # one or two attackers stacked together [assault.stack]
    type = "units"
    of   = "active"
  }
  param "path" { # hexes entered in order; the last holds the defenders [assault.entry]
    type = "hexes"
  }
  param "hq_bonus" { # the attacker the stacked HQ's leadership boosts [assault.hq]
    type     = "unit"
    of       = "active"
    optional = true
  }
}

# The beaten defenders' owner names the retreat path [assault.retreat]: offered in a `retreat`
# window to that side; passing it up lets the ruleset choose (the first open hex straight
# across, then on away from the assaulted hex, as far as the slowest retreating unit's MF).
action "retreat" {
  rule     = "assault.retreat"
  title    = "Name the path your beaten defenders retreat along (its owner)"
  reaction = true

  param "path" { # the first hex one of the three across the attackers' hexside, each next one farther away
    type = "hexes"
  }
}
