# The overrun [overrun.*] (5.5): overrun/overrun.lua says when it is legal and resolves it with
# the close combat of assault/lib/close_combat.lua.
#
# One Good Order AFV, or two stacked together, walk `path`: its last hex but one holds the enemy
# soft targets, its last hex is the exit, next to them and free of enemies. The overrun costs
# the enemy hex's terrain plus 1 MP, and the exit hex must still be paid for [overrun.cost].
action "overrun" {
  rule     = "overrun.eligibility"
  title    = "Overrun enemy soft targets in the open: drive through their hex and out the other side"
  requires = ["activation", "active-formation", "close-combat-on-map", "movers-in-command", "close-combat-good-order", "close-combat-not-ops-complete", "close-combat-not-hq", "overrun-afv"]

  param "units" { # one or two AFVs stacked together
    type = "units"
    of   = "active"
  }
  param "path" { # hexes entered in order: ..., the enemy hex, the exit hex
    type = "hexes"
  }
}
