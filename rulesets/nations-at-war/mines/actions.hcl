# Mines [mines.*] (7.2): mines/mines.lua says when each action is legal and what it does.

# The surprise of a minefield [mines.placement]: right after an enemy unit walks into a hex no
# enemy unit had occupied or passed through, a side holding Mine markers is offered a `mines`
# window; `place_mine` puts one there and the Mine attacks at once [mines.attack], before any
# Opportunity Fire in that hex [mines.before-opportunity].
action "place_mine" {
  rule     = "mines.placement"
  title    = "Place a Mine marker in the hex the enemy just entered (its opponent, from its Mine markers)"
  reaction = true

  param "hex" { # the hex just entered (the window's); may be left out
    type     = "hex"
    optional = true
  }
}

# Clearing an adjacent Mine marker as the unit's only action of the pulse [mines.clearance,
# mines.engineers]: infantry rolls 1d6 (even clears), engineers clear it without a roll; either
# way the unit is Ops Complete. Opportunity Fire may strike it first [mines.clearance-fire].
action "clear_mines" {
  rule     = "mines.clearance"
  title    = "Clear the Mine marker of an adjacent hex (the unit's only action this pulse)"
  requires = ["activation", "active-formation", "obstacle-unit-on-map", "mines-good-order", "mines-not-ops-complete", "mines-only-action"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "hex" { # a hex next to the unit holding a Mine marker
    type = "hex"
  }
}
