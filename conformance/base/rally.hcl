# Rallying Shaken units as the formation's activation starts [command.rally,
# results.shaken, command.no-field-co]. 2D6 plus the CO's Local rating (same
# hex) or radio bonus (within radio range) must exceed the ERR.
# 1-130 CO 2/2/1/6, 1st-ranger CO 2/1/2/7 (local / radio bonus / radio range / ERR).

case "a Shaken unit in the CO's hex rallies with the Local rating" {
  rules   = ["command.rally", "command.local-rating", "results.shaken"]
  fixture = "tiger-co-rallies"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at       = "B2"
    statuses = ["shaken"]
  }
  dice = [2, 3]
  expect {
    rally {
      unit    = "tiger"
      roll    = 5
      total   = 7 # 2D6 5 + CO local rating 2, above the ERR of 6
      need    = 6
      rallied = true
    }
    unit "tiger" { statuses = [] }
    log_contains = ["CO local rating 2 [command.local-rating]", "tiger rallies"]
  }
}

case "a rally total equal to the ERR fails" {
  rules   = ["command.rally", "command.extended-radio-range"]
  fixture = "tiger-co-rallies"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B5" # 3 hexes: beyond radio range 1, no bonus
    statuses  = ["shaken"]
  }
  dice = [3, 3]
  expect {
    rally {
      total   = 6 # 2D6 6, not above the ERR of 6
      rallied = false
    }
    unit "tiger" { statuses = ["shaken"] }
    log_contains = ["tiger stays Shaken"]
  }
}

case "a rally total one above the ERR succeeds without any bonus" {
  rules   = ["command.rally"]
  fixture = "tiger-co-rallies"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at       = "B5"
    statuses = ["shaken"]
  }
  dice = [3, 4]
  expect {
    rally {
      total   = 7 # 2D6 7 > ERR 6
      rallied = true
    }
    unit "tiger" { statuses = [] }
  }
}

case "the radio bonus helps a rally within radio range" {
  rules   = ["command.rally", "command.radio-rating"]
  ruleset = "base"
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
    at        = "B4" # 2 hexes: the radio range
    statuses  = ["shaken"]
  }
  active_formation = "1st-ranger"
  dice             = [4, 3]
  action "rally" {}
  expect {
    rally {
      total   = 8 # 2D6 7 + CO radio bonus 1, above the ERR of 7
      need    = 7
      rallied = true
    }
    unit "rangers" { statuses = [] }
    log_contains = ["CO radio bonus 1 [command.radio-rating]"]
  }
}

case "no radio bonus to a rally one hex beyond radio range" {
  rules   = ["command.rally", "command.radio-rating"]
  ruleset = "base"
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
    at        = "B5" # 3 hexes
    statuses  = ["shaken"]
  }
  active_formation = "1st-ranger"
  dice             = [4, 3]
  action "rally" {}
  expect {
    rally {
      total   = 7 # 2D6 7 alone: not above the ERR of 7
      rallied = false
    }
    unit "rangers" { statuses = ["shaken"] }
  }
}

case "a unit in the CO's hex adds the Local rating only, not the radio bonus too" {
  rules   = ["command.rally", "command.local-rating"]
  ruleset = "base"
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
    statuses  = ["shaken"] # the CO rallies itself
  }
  active_formation = "1st-ranger"
  dice             = [3, 3]
  action "rally" {}
  expect {
    rally {
      unit    = "co"
      total   = 8 # 2D6 6 + local 2 (not + radio 1 as well)
      rallied = true
    }
    unit "co" { statuses = [] }
  }
}

case "a Finished CO gives no rally bonus" {
  rules   = ["command.rally", "command.local-rating", "impulse.finished"]
  fixture = "tiger-co-rallies"
  board {
    cols = 10
    rows = 12
  }
  unit "co" { statuses = ["finished"] }
  unit "tiger" {
    at       = "B2"
    statuses = ["shaken"]
  }
  dice = [2, 3]
  expect {
    rally {
      total   = 5 # 2D6 5; the Finished CO adds nothing (with its local 2: 7, a rally)
      rallied = false
    }
    unit "tiger" { statuses = ["shaken"] }
    log_contains = ["the CO is Finished and gives no rally bonus"]
  }
}

case "every Shaken unit of the formation rolls, each with its bonus" {
  rules   = ["command.rally", "command.radio-rating", "command.local-rating"]
  fixture = "tiger-co"
  unit "a" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    statuses  = ["shaken"]
  }
  unit "b" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C2" # radio range 1
    statuses  = ["shaken"]
  }
  unit "c" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B6"
    statuses  = ["shaken"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
    statuses  = ["shaken"] # not of the formation: no roll
  }
  active_formation = "1-130"
  dice             = [2, 3, 2, 3, 2, 3] # by id: a 5+2 = 7 rallies, b 5+2 = 7 rallies, c 5 fails
  action "rally" {}
  expect {
    unit "a" { statuses = [] }
    unit "b" { statuses = [] }
    unit "c" { statuses = ["shaken"] }
    unit "t64" { statuses = ["shaken"] }
    rally {
      unit    = "c"
      total   = 5
      rallied = false
    }
  }
}

case "rally only the listed units" {
  rules   = ["command.rally"]
  fixture = "tiger-co"
  unit "a" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    statuses  = ["shaken"]
  }
  unit "b" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    statuses  = ["shaken"]
  }
  active_formation = "1-130"
  dice             = [6, 6]
  action "rally" {
    units = ["b"]
  }
  expect {
    unit "a" { statuses = ["shaken"] }
    unit "b" { statuses = [] }
  }
}

case "a listed unit must be Shaken" {
  rules            = ["command.rally"]
  fixture          = "tiger-co"
  active_formation = "1-130"
  action "rally" {
    units = ["co"]
  }
  expect {
    rejected = { code = "not_shaken", rule = "command.rally" }
  }
}

case "no rally once a unit of the formation has acted" {
  rules   = ["command.rally", "impulse.sequence", "results.shaken"]
  fixture = "tiger-co-and-tiger"
  unit "tiger" {
    at       = "B2"
    statuses = ["shaken"]
  }
  action "move" {
    unit = "co"
    path = ["B3"]
  }
  action "rally" {}
  expect {
    rejected = { code = "not_start", rule = "command.rally" }
  }
}

case "one rally step per activation" {
  rules   = ["command.rally"]
  fixture = "tiger-co-rallies"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at       = "B5"
    statuses = ["shaken"]
  }
  dice = [1, 1]
  action "rally" {}
  expect {
    rejected = { code = "not_start", rule = "command.rally" }
  }
}

case "no rally without an active formation" {
  rules   = ["impulse.activation"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at       = "B2"
    statuses = ["shaken"]
  }
  action "rally" {}
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
  }
}

case "the 2IC rallies with its own ratings" {
  rules   = ["command.rally", "command.2ic", "command.local-rating"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "twoic" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["2ic"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    statuses  = ["shaken"]
  }
  active_formation = "1-130"
  dice             = [2, 3]
  action "rally" {}
  expect {
    rally {
      total   = 6 # 2D6 5 + 2IC local rating 1 (a CO's 2 would make 7): not above 6
      rallied = false
    }
    unit "tiger" { statuses = ["shaken"] }
    log_contains = ["2IC local rating 1"]
  }
}

case "Black Hand units rally automatically" {
  rules   = ["black-hand.command", "command.no-field-co", "results.shaken"]
  fixture = "zealot"
  board {
    cols = 10
  }
  unit "zealot" {
    at       = "B2"
    statuses = ["shaken"]
  }
  active_formation = "black-hand"
  dice             = [] # no roll
  action "rally" {}
  expect {
    rally {
      unit      = "zealot"
      rallied   = true
      automatic = true
    }
    unit "zealot" { statuses = [] }
    log_contains = ["zealot has no field CO and rallies automatically"]
  }
}

case "helicopters of a formation without a field CO rally automatically" {
  rules   = ["command.no-field-co"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "haunebu" {
    type      = "haunebu-iii"
    side      = "reich"
    formation = "sg-2"
    at        = "B2"
    statuses  = ["shaken"]
  }
  active_formation = "sg-2"
  dice             = []
  action "rally" {}
  expect {
    unit "haunebu" { statuses = [] }
  }
}

case "the rally step does not rally the Shaken units of a CO-less formation that should have one" {
  rules   = ["command.rally", "command.co"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" {
    at       = "B2"
    statuses = ["shaken"]
  }
  active_formation = "1-130"
  dice             = []
  action "rally" {}
  expect {
    unit "tiger" { statuses = ["shaken"] }
    log_contains = ["1-130 has no CO or 2IC to rally it"]
  }
}
