value "overwatch_cost" {
  rule  = "overwatch.cost"
  title = "MP a unit pays to go into Overwatch"
  facts = {
    "unit.id"   = "the unit's id"
    "unit.hard" = "the face shown is a hard target (armour)"
  }
}
