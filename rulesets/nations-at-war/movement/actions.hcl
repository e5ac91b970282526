action "move" {
  rule     = "movement.points"
  title    = "Move a unit, or a stack that began the pulse together, along a path of adjacent hexes"
  requires = ["activation", "active-formation", "mover-on-map", "mover-not-ops-complete", "movers-in-command", "mover-has-mf"]

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
