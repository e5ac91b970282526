# The rally roll [rally.check]: 2d6 with what modifies it (rally/modifiers.hcl), compared with
# the morale value (morale/values.hcl). rally/rally.lua computes it with these facts.
value "rally_roll" {
  rule  = "rally.check"
  title = "Rally roll: 2d6 and its modifiers; the unit rallies when it is at most its morale"
  facts = {
    "unit.id"             = "the rallying unit"
    "unit.out_of_command" = "the unit is marked Out of Command"
    "hq.leadership"       = "the leadership of an HQ of the unit's formation in its hex (0: none)"
  }
}
