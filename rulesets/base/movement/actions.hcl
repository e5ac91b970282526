action "move" {
  rule     = "movement.speed"
  title    = "Move a unit, or a group stacked at the start of the activation, along a path"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "on-map", "not-finished", "not-moved"]

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
