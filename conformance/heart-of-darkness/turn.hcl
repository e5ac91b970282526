# The turn with Independents and allies (2.0): the Independents' markers are
# outside the count of draws but inside the two-in-a-row limit; they join
# the cup at Cleanup while an uncontrolled Independent is on the map; allied
# factions end each other's runs. The fixture is independents.hcl's
# "independents-village": NATO rangers, an uncontrolled militia, a Reich
# SS-VT, the Independents automated.

case "the Independent markers do not count towards the turn's draws" {
  rules            = ["turn.independent-markers", "turn.draw-count"]
  fixture          = "independents-village"
  active_formation = ""
  cup              = { independent = 2, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws            = ["1st-ranger"]
  action "draw" {}
  expect {
    vars         = { draws_left = 1 } # (6 - 2 Independent) - 2 players = 2, one drawn
    log_contains = ["6 markers in the cup, 2 players: 2 draws this turn"]
  }
}

case "drawing an Independent marker uses no draw" {
  rules            = ["turn.independent-markers", "turn.draw-count"]
  fixture          = "independents-village"
  active_formation = ""
  cup              = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws            = ["independent"]
  action "draw" {}
  expect {
    vars         = { draws_left = 2 }
    log_contains = ["independent is drawn; 2 draw(s) left this turn"]
  }
}

case "the Independents' last counted draw ends the turn's draws, an Independent marker left in the cup" {
  rules            = ["turn.independent-markers", "turn.draw-count"]
  fixture          = "independents-village"
  active_formation = ""
  cup              = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 1 }
  draws            = ["1st-ranger"]
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  expect {
    rejected = { code = "no_draws_left", rule = "turn.draw-count" }
  }
}

case "a third Independent activation in a row goes back into the cup" {
  rules            = ["turn.independent-streaks", "turn.consecutive-limit"]
  fixture          = "independents-village"
  active_formation = ""
  values           = { game = { consecutive = { independent = 2 } } }
  cup              = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws            = ["independent", "1-7-ss"]
  action "draw" {}
  expect {
    active_formation = "1-7-ss"
    cup { contents = ["1-7-ss", "1st-ranger", "1st-ranger", "independent"] }
    log_contains = ["independent would give independent a third activation in a row"]
  }
}

case "an Independent activation ends a faction's run" {
  rules            = ["turn.independent-streaks", "turn.consecutive-limit"]
  fixture          = "independents-village"
  active_formation = ""
  values           = { game = { consecutive = { reich = 2 } } }
  cup              = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws            = ["independent"]
  action "draw" {}
  expect {
    values = { game = { consecutive = { reich = null, independent = 1 } } }
  }
}

case "the Independent markers join the cup at Cleanup while an uncontrolled Independent is on the map" {
  rules            = ["turn.independent-markers", "cleanup.steps"]
  fixture          = "independents-village"
  active_formation = ""
  cup              = { "1st-ranger" = 1, "1-7-ss" = 1 }
  draws            = []
  begin            = true
  dice             = [3] # the Cleanup weather roll: the weather holds
  action "end_phase" {}
  expect {
    turn = 2
    cup { contents = ["1-7-ss", "1st-ranger", "independent"] }
    log_contains = ["uncontrolled Independents are on the map: 1 Independent marker(s) join the cup"]
  }
}

case "with no uncontrolled Independent left on the map, the Independent markers leave the cup at Cleanup" {
  rules   = ["turn.independent-markers", "cleanup.steps"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited"]
  }
  active_formation = ""
  cup              = { "1st-ranger" = 1, "1-7-ss" = 1, independent = 2 }
  draws            = []
  begin            = true
  dice             = [3] # the Cleanup weather roll: the weather holds
  action "end_phase" {}
  expect {
    turn = 2
    cup { contents = ["1-7-ss", "1st-ranger"] }
    log_contains = ["no uncontrolled Independent is left on the map: 2 Independent marker(s) leave the cup"]
  }
}

case "a scenario may give the Independents more than one marker" {
  rules   = ["turn.independent-markers"]
  fixture = "independents-village"
  formation "independent" {
    side     = "independent"
    counters = { markers = 2 }
  }
  active_formation = ""
  cup              = { "1st-ranger" = 1, "1-7-ss" = 1 }
  draws            = []
  begin            = true
  dice             = [3] # the Cleanup weather roll: the weather holds
  action "end_phase" {}
  expect {
    cup { contents = ["1-7-ss", "1st-ranger", "independent", "independent"] }
  }
}

# "Darkness on the Square" allies the Black Hand and the White Hand: two
# White Hand activations in a row, then a Black Hand one, which ends the
# White Hand's run as any other faction's would; they are not one faction
# for the limit.
case "allied factions end each other's runs" {
  rules    = ["turn.allied-streaks", "factions.relations", "turn.consecutive-limit"]
  ruleset  = "heart-of-darkness"
  scenario = "dark-square"
  begin    = true
  draws    = ["white-hand", "white-hand", "black-hand"] # after the promised vympel (first = vympel)
  action "end_phase" {}                                 # the setup phase: nobody buys
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  expect {
    active_formation = "black-hand"
    values           = { game = { consecutive = { "white-hand" = null, "black-hand" = 1 } } }
    log_contains     = ["black-hand and white-hand are allies"]
  }
}
