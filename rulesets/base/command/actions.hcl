# Command actions of the start of a formation's activation [impulse.sequence].
# command/officers.lua says when each is legal and what it does.

action "rally" {
  rule  = "command.rally"
  title = "Start-of-activation rally step: roll to rally the formation's Shaken units (all, or those listed) and mark Out Of Contact"

  param "units" { # only these Shaken units roll, in this order (default: every Shaken unit of the formation, by id)
    type     = "units"
    optional = true
  }
}

action "demote_co" {
  rule  = "command.demotion"
  title = "Pass command to a 2IC: demote the CO (or replace the 2IC), or name the unit that takes over a lost command"

  param "unit" { # the formation unit that takes the 2IC marker
    type = "unit"
    of   = "active"
  }
}
