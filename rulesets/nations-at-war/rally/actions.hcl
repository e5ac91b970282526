# The rally step of a pulse [rally.check]: rally/rally.lua says when it is legal and what it
# does.
action "rally" {
  rule     = "rally.check"
  title    = "Rally step: each Disrupted unit of the active formation (all, or those listed) tries a Morale Check to rally"
  requires = ["activation", "active-formation"]

  param "units" { # only these Disrupted units roll, in this order (default: every Disrupted unit of the formation that has not tried, by id)
    type     = "units"
    of       = "active"
    optional = true
  }
}
