# The skill check as a value rules may change (skills/lib/skills.lua).

value "skill" {
  rule  = "skills.active"
  title = "An active skill's check: 2D6 plus the CO's bonus when lent, to beat the ERR"
  facts = {
    "unit.id"   = "the unit using the skill"
    "unit.side" = "its side"
    "skill"     = "the skill's id"
    "need"      = "the ERR the total must beat"
  }
}
