rule "house.shaken-hold-fire" {
  title   = "Shaken units hold their fire (house rule)"
  summary = "A Shaken unit makes no ranged attack until it rallies, with any weapon."
}

precondition "shaken-hold-fire" {
  rule      = "house.shaken-hold-fire"
  code      = "shaken"
  each      = ["unit"]
  condition = !unit.statuses.shaken
  reason    = "${unit.id} is Shaken and holds its fire"
}

# the base game's list, and the house rule last
patch "action" "fire" {
  requires = ["activation", "active-formation", "active-side", "not-aboard", "one-attack", "shaken-hold-fire"]
}
