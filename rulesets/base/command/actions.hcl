# Command actions of the start of a formation's activation [impulse.sequence].
# command/officers.lua says when each is legal and what it does.

action "rally" {
  rule     = "command.rally"
  title    = "Start-of-activation rally step: roll to rally the formation's Shaken units (all, or those listed) and mark Out Of Contact"
  requires = ["active-formation", "active-side"]

  param "units" { # only these Shaken units roll, in this order (default: every Shaken unit of the formation, by id)
    type     = "units"
    optional = true
  }
}

action "demote_co" {
  rule     = "command.demotion"
  title    = "Pass command to a 2IC: demote the CO (or replace the 2IC), or name the unit that takes over a lost command"
  requires = ["demote-in-formation"]

  param "unit" { # the formation unit that takes the 2IC marker
    type = "unit"
    of   = "own" # the owner replaces his CO, also in Cleanup when no side is active
  }
}

# The owner's designation of a formation's CO as play begins [command.co]:
# legal from the start of play until the first activation starts; a side that
# takes none keeps the CO markers where the scenario put them.
action "designate_co" {
  rule     = "command.co"
  title    = "Designate the unit of one of your formations that carries its CO marker (as play begins, before the first activation)"
  requires = ["designate-own-co"]

  param "unit" { # the new CO: a unit on the map of a formation led by a field CO (default: the scenario's)
    type = "unit"
    of   = "any"
  }
}
