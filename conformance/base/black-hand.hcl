# The Black Hand [black-hand.command, black-hand.masterless].
#
# A Black Hand marker drawn from the cup activates every Black Hand unit at
# once (the formation "black-hand"): no CO, always In Contact, Shaken units
# rally without a roll. With no Black Hand player (the case states sides
# without "black-hand") its units act by themselves within the draw: each, by
# unit id, fires at the closest enemy in normal range and line of sight
# without moving, or else walks towards the closest enemy and stops as soon as
# one is in normal range and sight, firing on the move if it has spent no more
# than half its MP. Then the activation ends.
#
# Each cup holds one marker more than the players, so one draw is left.
# Counters: Zealot AP 6 / HE 5 range 3, armor 13, speed 3 (half: 1);
# Megrim AP 10 r6, speed 6; Rangers AP 6 / HE 5 range 3, armor 13, speed 4.
# Column B is a straight line: B2..B9 are 7 hexes apart.

# --- a Black Hand player ---------------------------------------------------------

case "one Black Hand marker activates every Black Hand unit, however far apart, with no one Out Of Contact" {
  rules   = ["black-hand.command", "impulse.activation"]
  fixture = "zealot"
  unit "zealot" { at = "B2" }
  unit "megrim" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "K11"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  cup   = ["black-hand", "1-130", "1-130"]
  draws = ["black-hand"]
  action "draw" {}
  action "move" {
    unit = "zealot"
    path = ["B3"]
  }
  action "move" {
    unit = "megrim"
    path = ["K10", "K9"]
  }
  expect {
    active_formation = "black-hand"
    active_side      = "black-hand"
    unit "zealot" {
      at       = "B3"
      statuses = ["finished"]
    }
    unit "megrim" {
      at       = "K9"
      statuses = ["finished"]
    }
  }
}

case "Black Hand units rally automatically, with no roll, when their marker is drawn" {
  rules   = ["black-hand.command", "command.no-field-co"]
  fixture = "zealot"
  unit "zealot" {
    at       = "B2"
    statuses = ["shaken", "finished"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
    statuses  = ["shaken"]
  }
  cup   = ["black-hand", "1-130", "1-130"]
  draws = ["black-hand"]
  dice  = [] # no rally roll
  action "draw" {}
  expect {
    unit "zealot" { statuses = [] }
    unit "tiger" { statuses = ["shaken"] }
    rally {
      unit      = "zealot"
      automatic = true
    }
  }
}

case "a Black Hand marker with no Black Hand unit on the map activates nothing" {
  rules   = ["black-hand.command"]
  fixture = "zealot"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  cup   = ["black-hand", "1-130", "1-130"]
  draws = ["black-hand"]
  action "draw" {}
  expect {
    active_formation = ""
    log_contains     = ["the Black Hand has no unit on the map"]
  }
}

# --- masterless Zealots -------------------------------------------------------------

case "a masterless Zealot with an enemy in normal range and sight stays put and fires; the activation then ends" {
  rules   = ["black-hand.masterless", "combat.attack-value"]
  fixture = "zealot"
  sides   = ["nato", "reich"]
  unit "zealot" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5" # 3 hexes: normal range
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B1" # 1 hex: the closest enemy in range and sight
  }
  cup   = ["black-hand", "1-130", "1st-ranger"]
  draws = ["black-hand"]
  dice  = [5, 4]
  action "draw" {}
  expect {
    attack {
      kind     = "ranged"
      attacker = "zealot"
      target   = "tiger" # the closest enemy in range and sight
      weapon   = "ap"
      av       = 16 # AP 6 + 9 + 1 close range (1 hex, at most half of 3)
      dv       = 18
      hits     = 0
    }
    unit "zealot" {
      at       = "B2"
      statuses = ["finished"]
    }
    active_formation = ""
    log_contains     = ["the masterless Black Hand's activation ends"]
  }
}

# A hex overstacked by the Black Hand (a conversion can do it) may not end
# its activation so: the masterless Black Hand removes the excess, the last
# unit by id, before it ends [stacking.limit, stacking.overstack].
case "a masterless Black Hand removes the excess of an overstacked hex before its activation ends" {
  rules   = ["black-hand.masterless", "stacking.overstack"]
  fixture = "zealot"
  sides   = ["nato", "reich"]
  unit "zealot" { at = "B2" }
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
  }
  unit "zealot3" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B1"
  }
  cup   = ["black-hand", "1-130", "1st-ranger"]
  draws = ["black-hand"]
  dice  = [1, 1, 1, 1, 1, 1] # three shots at the tiger, no hit
  action "draw" {}
  expect {
    unit "zealot3" { alive = false }
    unit "zealot2" { at = "B2" }
    active_formation = ""
    log_contains     = ["B2 holds too many Black Hand units: zealot3 is removed", "the masterless Black Hand's activation ends"]
  }
}

case "a masterless Zealot with no target walks towards the closest enemy and fires on the move within half its MP" {
  rules   = ["black-hand.masterless", "moving-fire.general"]
  fixture = "zealot"
  sides   = ["nato", "reich"]
  unit "zealot" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B6" # 4 hexes: one step brings it in range
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K11" # farther away
  }
  cup   = ["black-hand", "1-130", "1st-ranger"]
  draws = ["black-hand"]
  dice  = [6, 5]
  action "draw" {}
  expect {
    unit "zealot" {
      at       = "B3"
      statuses = ["finished"]
    }
    attack {
      target = "rangers"
      av     = 14 # HE 5 + 11 - 2 moving fire
      dv     = 13
      hits   = 1
    }
    unit "rangers" { statuses = ["shaken"] }
    active_formation = ""
  }
}

case "a masterless Zealot that comes in range after more than half its MP stops there and waits" {
  rules   = ["black-hand.masterless", "moving-fire.general"]
  fixture = "zealot"
  sides   = ["nato", "reich"]
  unit "zealot" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7" # 5 hexes: in range after 2 MP, more than half of 3
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K11"
  }
  cup   = ["black-hand", "1-130", "1st-ranger"]
  draws = ["black-hand"]
  dice  = [] # no attack
  action "draw" {}
  expect {
    unit "zealot" {
      at       = "B4"
      statuses = ["finished"] # moved, did not fire
    }
    unit "rangers" { statuses = [] }
    log_contains = ["moved more than half its MP: it waits"]
  }
}

case "a masterless Zealot heads for the closest enemy, not the first by id" {
  rules   = ["black-hand.masterless"]
  fixture = "zealot"
  sides   = ["nato", "reich"]
  unit "zealot" { at = "F6" }
  unit "a-rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F12" # 6 hexes up the column
  }
  unit "b-tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "F1" # 5 hexes down the column: the closest
  }
  cup   = ["black-hand", "1-130", "1st-ranger"]
  draws = ["black-hand"]
  action "draw" {}
  expect {
    unit "zealot" { at = "F4" } # 2 hexes towards F1, where the tank is 3 away: in range, too late to fire
    log_contains = ["zealot heads for b-tiger"]
  }
}

case "a masterless Zealot with an enemy in range but out of sight moves to see it" {
  rules   = ["black-hand.masterless", "los.required"]
  fixture = "zealot"
  sides   = ["nato", "reich"]
  board {
    hex "B4" { terrain = "woods" }
  }
  unit "zealot" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5" # 3 hexes, behind the woods in B4
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K11"
  }
  cup   = ["black-hand", "1-130", "1st-ranger"]
  draws = ["black-hand"]
  action "draw" {}
  expect {
    # B3 still looks through the woods; B4 (the woods, 1 MP for infantry) is
    # next to the rangers: in sight, but after 2 MP
    unit "zealot" { at = "B4" }
    unit "rangers" { statuses = [] }
  }
}

case "a masterless Zealot's walk draws opportunity fire from the player" {
  rules   = ["black-hand.masterless", "opportunity-fire.trigger"]
  fixture = "zealot"
  sides   = ["nato", "reich"]
  unit "zealot" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K11"
  }
  cup   = ["black-hand", "1-130", "1st-ranger"]
  draws = ["black-hand"]
  dice  = [6, 6] # the rangers' opportunity fire at B3
  action "draw" {}
  action "opportunity_fire" {
    unit   = "rangers"
    target = "zealot"
    at     = "B3"
  }
  expect {
    attack {
      kind   = "opportunity"
      target = "zealot"
      av     = 15 # HE 5 + 12 - 2 long range (4 hexes)
      dv     = 13
      hits   = 2
    }
    # Shaken and reduced in B3, the Zealot walks on to B4 as planned (as a
    # player's move goes on, opportunity-fire.aftermath), then, 2 MP spent,
    # it waits
    unit "zealot" {
      reduced = true
      at      = "B4"
    }
    active_formation = ""
  }
}

case "the masterless Black Hand takes no opportunity fire at a player's moving unit" {
  rules   = ["black-hand.masterless", "opportunity-fire.trigger"]
  fixture = "zealot"
  sides   = ["nato", "reich"]
  unit "zealot" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B6", "B5", "B4"]
  }
  expect {
    interrupt = ""
    unit "rangers" { at = "B4" }
    log_contains = ["take no opportunity fire at rangers"]
  }
}

case "the Cleanup after masterless Zealots appear puts two Black Hand markers in the cup" {
  rules   = ["black-hand.masterless", "events.pool-zealots", "turn.activation-markers"]
  fixture = "tiger-and-rangers-draw"
  draws   = ["event"]
  dice    = [1, 1, 2] # nato; 2D6 = 3: three Zealots
  action "end_phase" {}
  expect {
    turn  = 2
    phase = "actions"
    cup {
      remaining = 5 # the three markers back, and two Black Hand markers
    }
  }
}

case "a masterless Ravager from event 2 acts on the next Black Hand marker" {
  rules   = ["black-hand.masterless", "events.ravager", "black-hand.ravager"]
  fixture = "rangers-and-tiger"
  board {
    cols = 26
    rows = 13
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "O7" # 2 hexes from O9
  }
  unit "tiger" { at = "B2" }
  cup   = ["event", "black-hand", "1-130", "1st-ranger"]
  draws = ["event", "black-hand"]
  dice = [
    1, 1, 1, # nato; 2D6 = 2: a Ravager in O9
    4, 4,    # its attack from O8
  ]
  action "draw" {}
  action "draw" {}
  expect {
    unit "ravager-1" {
      at       = "O8"
      statuses = ["finished"]
    }
    attack {
      attacker = "ravager-1"
      target   = "rangers"
      weapon   = "he"
      av       = 13 # HE 7 + 8 - 2 moving fire
      dv       = 13
      hits     = 0
    }
    active_formation = ""
  }
}

# --- Black Hand units ------------------------------------------------------------

case "Black Hand infantry wades water at +1 MP a hex: two water hexes are one MP too many for a Zealot" {
  rules   = ["black-hand.wasteland", "movement.water"]
  fixture = "zealot"
  board {
    region "pool" {
      hexes   = ["B3", "B4"]
      terrain = "water"
    }
  }
  unit "zealot" { at = "B2" }
  active_formation = "black-hand"
  action "move" {
    unit = "zealot"
    path = ["B3", "B4"] # (1 + 1 wading) twice = 4 MP against a speed of 3
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "Black Hand vehicles do not wade: water stops a Megrim" {
  rules   = ["black-hand.wasteland", "movement.water"]
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
    hex "B3" { terrain = "water" }
  }
  unit "megrim" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
  }
  active_formation = "black-hand"
  action "move" {
    unit = "megrim"
    path = ["B3"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
  }
}

case "the Ravager's dual AP/AA factor fires at a helicopter next to it" {
  rules   = ["black-hand.ravager", "combat.air-targets"]
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C5"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "C6"
    altitude  = "cruise"
  }
  active_formation = "black-hand"
  dice             = [3, 3]
  action "fire" {
    unit   = "ravager"
    target = "huey"
    weapon = "aa"
  }
  expect {
    attack {
      weapon = "aa"
      av     = 17 # AA 11 + 6
      dv     = 16 # armor 16, no terrain for air units
      hits   = 1
    }
    unit "huey" { statuses = ["shaken", "cruise"] }
  }
}
