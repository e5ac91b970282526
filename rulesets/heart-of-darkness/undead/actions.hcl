# consume_corpses [undead.consume-corpses]: a reduced Undead unit's first and
# only action. undead/undead.lua says when it is legal and what it does.
action "consume_corpses" {
  rule     = "undead.consume-corpses"
  title    = "A reduced Undead unit eats the Corpses in its hex and returns to full strength"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "on-map", "only-action"]

  param "unit" {
    type = "unit"
    of   = "own"
  }
}
