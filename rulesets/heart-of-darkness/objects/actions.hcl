# The Charred Heart's aura [objects.heart-aura]; objects/objects.lua says
# when it is legal and what it does. Objects are dropped, picked up and
# passed with the base game's drop, pick_up and exchange.

action "heart_aura" {
  rule     = "objects.heart-aura"
  title    = "The carried Charred Heart strikes every unit out of cover within 3 hexes (the carrier's first action)"
  requires = ["activation", "active-formation", "active-side", "on-map", "aura-first"]

  param "unit" { # the unit carrying the Heart
    type = "unit"
    of   = "active"
  }
}
