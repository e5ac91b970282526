# Opportunity fire [opportunity-fire.*].

case "a unit entering a hex in range and LOS draws opportunity fire" {
  rules   = ["opportunity-fire.trigger", "movement.speed"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
  active_formation = "1-130"
  dice             = [6, 6]
  action "move" {
    unit = "tiger"
    path = ["B8", "B7", "B6"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "tiger"
    weapon = "ap"
    at     = "B7"
  }
  expect {
    attack {
      kind = "opportunity"
      av   = 16 # AP 6 + 12 - 2 long range (5 hexes, range 3)
      dv   = 18
      hits = 0
    }
    unit "tiger" {
      at       = "B6"
      statuses = ["finished"]
    }
    unit "rangers" { statuses = ["finished"] }
    interrupt = ""
  }
}
