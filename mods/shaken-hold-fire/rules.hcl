rule "house.shaken-hold-fire" {
  title   = "Shaken units hold their fire (house rule)"
  summary = "A Shaken unit makes no ranged attack until it rallies, with any weapon."
}

# judged after the own preconditions of every attack by fire: ranged fire
# (again where a move-and-fire ends), opportunity fire, SPA indirect fire
precondition "shaken-hold-fire" {
  rule      = "house.shaken-hold-fire"
  actions   = ["fire", "opportunity_fire", "spa_indirect"]
  code      = "shaken"
  each      = ["unit"]
  condition = !unit.statuses.shaken
  reason    = "${unit.id} is Shaken and holds its fire"
}

