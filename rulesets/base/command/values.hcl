# The rally roll as a value rules may change (command/lib/command.lua).

value "rally" {
  rule  = "command.rally"
  title = "A rally roll: 2D6 plus the CO's bonus, to beat the unit's ERR"
  facts = {
    "unit.id"       = "the Shaken unit's id"
    "unit.side"     = "its side"
    "unit.infantry" = "it is infantry"
    "distance"      = "hexes from the unit to its CO"
    "need"          = "the ERR the total must beat"
  }
}
