unit_shorthand "altitude" { # altitude = "cruise": the status naming a flying unit's height
  rule   = "helicopters.cruise"
  status = true
}
