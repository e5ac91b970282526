# The rally-seven house rule [command.rally-seven]: 2D6 of 7 or more
# rallies a Shaken unit, whatever its CO. 1-130's CO is 2/2/1/6 (local /
# radio bonus / radio range / ERR), 1st-ranger's 2/1/2/7.

case "rally-seven: six stays Shaken though the CO shares the hex (no Local rating)" {
  rules   = ["command.rally-seven", "command.rally"]
  ruleset = "base"
  mods    = ["rally-seven"]
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    statuses  = ["shaken"]
  }
  active_formation = "1-130"
  dice             = [3, 3] # 6: with the base game's Local rating 2 it would be 8, above the ERR of 6
  action "rally" {}
  expect {
    rally {
      unit    = "tiger"
      roll    = 6
      total   = 6
      need    = 6
      rallied = false
    }
    unit "tiger" { statuses = ["shaken"] }
    log_contains = ["tiger stays Shaken: 6 is below 7"]
  }
}

case "rally-seven: seven rallies a unit far beyond its CO's radio range" {
  rules   = ["command.rally-seven"]
  ruleset = "base"
  mods    = ["rally-seven"]
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "co" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    attached  = ["co"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B9" # 7 hexes: beyond radio range 2 (the base game: 7 does not beat the ERR of 7)
    statuses  = ["shaken"]
  }
  active_formation = "1st-ranger"
  dice             = [3, 4]
  action "rally" {}
  expect {
    rally {
      unit    = "rangers"
      total   = 7
      rallied = true
    }
    unit "rangers" { statuses = [] }
    log_contains = ["rangers rallies: 7 reaches 7"]
  }
}

case "rally-seven: a formation with no CO or 2IC rolls all the same" {
  rules   = ["command.rally-seven"]
  ruleset = "base"
  mods    = ["rally-seven"]
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    statuses  = ["shaken"]
  }
  active_formation = "1-130"
  dice             = [5, 2] # the base game rolls nothing: 1-130 has no CO or 2IC to rally it
  action "rally" {}
  expect {
    rally {
      unit    = "tiger"
      total   = 7
      rallied = true
    }
    unit "tiger" { statuses = [] }
    log_contains = ["tiger rallies: 7 reaches 7"]
  }
}
