action "fly" {
  rule     = "helicopters.movement"
  title    = "Fly an aircraft: a helicopter along a path, changing altitude first if asked; a plane onto, across or off the map"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "aircraft-flies", "helicopter-on-map"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "path" { # hexes entered in order; a plane off the map starts with its entry hex; none (or []) for a helicopter changing altitude in place, or a plane leaving across its exit edge
    type     = "hexes"
    optional = true
  }
  param "altitude" { # helicopters: the altitude to take in the start hex, before the path (1 Speed point)
    type     = "string"
    choices  = ["cruise", "noe"]
    optional = true
  }
}
