# Shorthands of unit specs in the scenarios and conformance cases.
unit_shorthand "reduced" { # reduced = true: the unit shows its reduced face
  rule  = "counters.strength-faces"
  stats = { face = "reduced" }
}

unit_shorthand "altitude" { # altitude = "cruise": the status naming a flying unit's height
  rule  = "helicopters.cruise"
  stats = { status = true }
}
