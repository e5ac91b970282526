# Passing Heroes between stacked friendly units [heroes.transfer];
# heroes/heroes.lua says when it is legal and what it does.

action "transfer_hero" {
  rule     = "heroes.transfer"
  title    = "Pass a Hero between the activating unit and a friendly unit in its hex, before it acts"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "hero-transfer-at-start"]

  param "unit" { # the unit whose activation starts
    type = "unit"
    of   = "own"
  }
  param "with" { # the friendly stacked unit on the other end
    type = "unit"
    of   = "any"
  }
  param "hero" { # the Hero's item id; passes from whichever of the two has it (from unit when both do)
    type = "string"
  }
}
