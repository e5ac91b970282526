# Opportunity fire [opportunity-fire.*]: reactions offered when a unit enters a hex.

case "a unit entering a hex in range and LOS draws opportunity fire" {
  rules            = ["opportunity-fire.trigger", "movement.speed"]
  fixture          = "rangers-and-tiger"
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
    unit "rangers" {
      statuses = ["finished"]
    }
    interrupt = ""
  }
}

case "opportunity fire at the hex the mover stands in" {
  rules            = ["opportunity-fire.trigger"]
  fixture          = "rangers-and-tiger"
  active_formation = "1-130"
  dice             = [2, 2]
  action "move" {
    unit = "tiger"
    path = ["B8", "B7"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "tiger"
  }
  expect {
    attack {
      distance = 6
      av       = 8 # AP 6 + 4 - 2 long range: the window opened at B8, 6 hexes away
    }
    unit "tiger" {
      at = "B7"
    }
  }
}

case "the opportunity firer is Finished" {
  rules   = ["opportunity-fire.trigger", "opportunity-fire.aftermath"]
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  unit "r2" {
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
  dice             = [1, 1]
  action "move" {
    unit = "tiger"
    path = ["B8", "B7", "B6"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "tiger"
    at     = "B7"
  }
  action "end_activation" {
  }
  expect {
    unit "rangers" {
      statuses = ["finished"]
    }
    unit "r2" {
      statuses = []
    }
    unit "tiger" {
      at = "B6"
    }
  }
}

case "a Finished unit does not get opportunity fire" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "rangers-and-tiger"
  unit "rangers" { statuses = ["finished"] }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B8", "B7"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "tiger"
  }
  expect {
    rejected = { code = "no_interrupt", rule = "opportunity-fire.trigger" }
  }
}

# From B1 the Rangers reach 6 hexes (AP range 3 doubled); the tiger stops at B8, 7 away.
case "a unit out of range does not get opportunity fire" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "rangers-and-tiger"
  unit "rangers" { at = "B1" }
  unit "tiger" { at = "B12" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B11", "B10", "B9", "B8"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "tiger"
  }
  expect {
    rejected = { code = "no_interrupt" }
  }
}

# After the first shot at B7 the tiger walks on to B6; B7 is behind it.
case "a mover is fired at only once in a hex" {
  rules   = ["opportunity-fire.once-per-hex"]
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  unit "r2" {
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
  dice             = [1, 1]
  action "move" {
    unit = "tiger"
    path = ["B8", "B7", "B6"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "tiger"
    at     = "B7"
  }
  action "opportunity_fire" {
    unit   = "r2"
    target = "tiger"
    at     = "B7"
  }
  expect {
    rejected = { code = "not_on_path", rule = "opportunity-fire.trigger" }
  }
}

case "different firers may fire at the mover in different hexes" {
  rules   = ["opportunity-fire.once-per-hex"]
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  unit "r2" {
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
  dice             = [1, 1, 1, 1]
  action "move" {
    unit = "tiger"
    path = ["B8", "B7", "B6"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "tiger"
    at     = "B7"
  }
  action "opportunity_fire" {
    unit   = "r2"
    target = "tiger"
    at     = "B6"
  }
  expect {
    attack {
      attacker = "r2"
      distance = 4
    }
    unit "rangers" {
      statuses = ["finished"]
    }
    unit "r2" {
      statuses = ["finished"]
    }
  }
}

case "a Shaken unit may opportunity-fire with HE at -1" {
  rules   = ["opportunity-fire.who", "results.shaken"]
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" {
    at       = "B2"
    statuses = ["shaken"]
  }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B8"
  }
  active_side = "black-hand"
  dice        = [5, 5]
  action "move" {
    unit = "z"
    path = ["B7", "B6", "B5"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "z"
    at     = "B5"
  }
  expect {
    attack {
      av   = 14 # HE 5 + 10 - 1 Shaken; 3 hexes is not close range
      dv   = 13
      hits = 1
    }
    unit "z" {
      statuses = ["finished", "shaken"]
      reduced  = false
    }
  }
}

# AP 12 + 12 = 24 vs 18 at 6 hexes: 6 hits.
case "opportunity fire that destroys the mover ends its move" {
  rules   = ["opportunity-fire.trigger", "results.full-strength"]
  fixture = "t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "t64" { at = "B1" }
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
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
    at     = "B7"
  }
  expect {
    unit "tiger" {
      alive = false
    }
    marker "B7" "wreck" { present = true }
    marker "B6" "wreck" { present = false }
  }
}

# AP 12 + 7 = 19 vs 18: Shaken at B8; the tiger had paid for its path before it started.
case "a Shaken mover keeps moving with its new values" {
  rules   = ["opportunity-fire.aftermath"]
  fixture = "t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "t64" { at = "B1" }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
  active_formation = "1-130"
  dice             = [4, 3]
  action "move" {
    unit = "tiger"
    path = ["B8", "B7", "B6"]
  }
  action "opportunity_fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
    at     = "B8"
  }
  expect {
    unit "tiger" {
      alive    = true
      at       = "B6"
      statuses = ["finished", "shaken"]
    }
  }
}

case "doing something else declines opportunity fire and the move goes on" {
  rules            = ["opportunity-fire.trigger"]
  fixture          = "rangers-and-tiger"
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B8", "B7", "B6"]
  }
  action "end_activation" {
  }
  expect {
    unit "tiger" {
      at = "B6"
    }
    unit "rangers" {
      statuses = []
    }
    interrupt = ""
    control   = { B7 = "reich" }
  }
}

case "only the unit that moved may be the target" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "rangers-and-tiger"
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B6"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B8", "B7"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "kt2"
  }
  expect {
    rejected = { code = "not_moving", rule = "opportunity-fire.trigger" }
  }
}

case "a group may opportunity-fire" {
  rules   = ["group-fire.options", "opportunity-fire.who"]
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  unit "r2" {
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
  dice             = [4, 4]
  action "move" {
    unit = "tiger"
    path = ["B8", "B7", "B6"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "tiger"
    assist = "r2"
    at     = "B6"
  }
  expect {
    attack {
      av        = 13 # AP 6 + 8 - 2 long range (4 hexes) + 1 infantry assists
      assistant = "r2"
    }
    unit "r2" {
      statuses = ["finished"]
    }
  }
}

case "a unit that opportunity-fired attacks again in its own next activation" {
  rules   = ["impulse.finished", "opportunity-fire.trigger"]
  fixture = "rangers"
  sides   = ["nato", "reich"]
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B7" }
  unit "grenadiers" {
    type      = "rangers"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  active_formation = "1-130"
  cup              = ["1st-ranger", "1-130", "1-130", "1st-ranger"]
  draws            = ["1st-ranger"]
  dice             = [1, 1, 1, 1]
  action "move" {
    unit = "grenadiers"
    path = ["B3"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "grenadiers"
  }
  action "end_activation" {}
  action "draw" {}
  action "fire" {
    unit   = "rangers"
    target = "grenadiers"
    weapon = "he"
  }
  expect {
    unit "rangers" {
      statuses = ["finished"]
      counters = { fired = 1 }
    }
  }
}
