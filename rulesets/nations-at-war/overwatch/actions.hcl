action "overwatch" {
  rule     = "overwatch.cost"
  title    = "Go into Overwatch (2 MP for armour, 1 for infantry), to fire on enemies moving within normal range"
  requires = ["activation", "active-formation", "mover-on-map", "mover-not-ops-complete", "movers-in-command", "overwatch-good-order", "overwatch-not-yet"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
}
