# The expansion's Events Table (1.5) [events.*].
#
# An Event marker drawn from the cup: 1D6 for the player affected (1-3 nato,
# 4-6 reich: the sides sorted), then 3D6 on the table. With two maps in play
# a harmful event's map is 1D6 (1-3 the first map, 4-6 the second); a
# beneficial one's is the player's event_choice {map}.

fixture "events-sides" {
  ruleset = "heart-of-darkness"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
  phase = "actions"
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
}

fixture "events-cup" {
  fixture = "events-sides"
  map     = "wewelsburg"
}

fixture "events-board" {
  fixture = "events-sides"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
}

case "event 3 on Wewelsburg: a Ravager appears on Q9" {
  rules   = ["events.marker", "events.ravager"]
  fixture = "events-cup"
  dice    = [1, 1, 1, 1] # nato; 3D6 = 3
  action "draw" {}
  expect {
    event {
      roll = 3
      side = "nato"
      rule = "events.ravager"
    }
    hex "Q9" { unit_types = ["ravager"] }
  }
}
