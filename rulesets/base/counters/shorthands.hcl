# Shorthands of unit specs in the scenarios and conformance cases.
unit_shorthand "reduced" { # reduced = true: the unit shows its reduced face
  rule = "counters.strength-faces"
  face = "reduced"
}
