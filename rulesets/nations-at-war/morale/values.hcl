# The number a Morale Check must not exceed [morale.check, morale.formation]: the formation's
# morale (morale/lib/morale.lua computes it). A rule that gives a unit another morale (a
# leader's, 10.5) adds or replaces a term here.
value "morale" {
  rule  = "morale.check"
  title = "Morale: a Morale Check passes on 2d6 equal to or less"
  facts = {
    "unit.id"        = "the unit checking (\"\" for a hex's command check)"
    "unit.formation" = "its formation, whose morale is printed on the HQ"
    "check.kind"     = "what calls for the check: command or rally"
  }
}
