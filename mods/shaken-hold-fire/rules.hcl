rule "house.shaken-hold-fire" {
  title   = "Shaken units hold their fire (house rule)"
  summary = "A Shaken unit makes no ranged attack until it rallies, with any weapon."
}

# judged after the fire action's own preconditions
precondition "shaken-hold-fire" {
  rule      = "house.shaken-hold-fire"
  actions   = ["fire"]
  code      = "shaken"
  each      = ["unit"]
  condition = !unit.statuses.shaken
  reason    = "${unit.id} is Shaken and holds its fire"
}

