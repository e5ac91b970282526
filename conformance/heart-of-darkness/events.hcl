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

fixture "events-magdeburg" {
  fixture = "events-sides"
  map     = "magdeburg"
}

case "event 3 on Magdeburg: the Wurmking appears on J7" {
  rules   = ["events.ravager", "events.maps"]
  fixture = "events-magdeburg"
  dice    = [4, 1, 1, 1] # reich; 3D6 = 3
  action "draw" {}
  expect {
    event {
      roll = 3
      side = "reich"
    }
    hex "J7" { unit_types = ["wurmking"] }
    hex "Q9" { units = 0 }
  }
}

case "event 4 on Wewelsburg: a Zealot in each waste water pool, G3, E7 and V13" {
  rules   = ["events.zealots"]
  fixture = "events-cup"
  dice    = [1, 1, 1, 2] # nato; 3D6 = 4
  action "draw" {}
  expect {
    hex "G3" { unit_types = ["zealot"] }
    hex "E7" { unit_types = ["zealot"] }
    hex "V13" { unit_types = ["zealot"] }
  }
}

case "event 4 on Magdeburg: Skinless of the White Hand on J7, J10 and Q7" {
  rules   = ["events.zealots", "events.maps"]
  fixture = "events-magdeburg"
  dice    = [1, 1, 1, 2] # nato; 3D6 = 4
  action "draw" {}
  expect {
    hex "J7" { unit_types = ["skinless"] }
    hex "J10" { unit_types = ["skinless"] }
    hex "Q7" { unit_types = ["skinless"] }
    unit "skinless-1" { side = "white-hand" }
    hex "G3" { units = 0 }
  }
}

case "event 4 on Magdeburg: a Skinless entering J7 where the Rangers stand assaults them from a neighbouring hex" {
  rules   = ["events.spawn", "events.zealots"]
  fixture = "events-magdeburg"
  unit "rangers" { at = "J7" }
  dice = [
    1, 1, 1, 2, # nato; 3D6 = 4
    6, 6,       # the Skinless's assault: HE 6 + 12 + 2 against the Rangers
  ]
  action "draw" {}
  expect {
    assault {
      leader = "skinless-1"
      target = "rangers"
    }
    unit "rangers" { alive = false }
    unit "skinless-1" { side = "white-hand" }
  }
}

# --- 5: reinforcements --------------------------------------------------------------

fixture "events-reinforce" {
  fixture = "events-board"
  unit "ssvt" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D5"
  }
  dice = [1, 1, 1, 3] # nato; 3D6 = 5
  action "draw" {}
}

case "event 5: the player brings two infantry units of his faction onto his setup hexes, each joining a formation he names" {
  rules   = ["events.reinforcements"]
  fixture = "events-reinforce"
  action "event_choice" {
    item      = "spetsnaz"
    hex       = "D5"
    formation = "1st-ranger"
  }
  action "event_choice" {
    item      = "rangers"
    hex       = "B5"
    formation = "1st-ranger"
  }
  expect {
    hex "D5" { unit_types = ["rangers", "spetsnaz"] }
    hex "B5" { unit_types = ["rangers"] }
    hex "B5" { units = 2 }
    unit "spetsnaz-1" {
      side      = "nato"
      formation = "1st-ranger"
    }
    interrupt = ""
  }
}

case "event 5: no unit of another faction" {
  rules   = ["events.reinforcements"]
  fixture = "events-reinforce"
  action "event_choice" {
    item      = "zealot"
    hex       = "D5"
    formation = "1st-ranger"
  }
  expect {
    rejected = { code = "bad_choice", rule = "events.reinforcements" }
  }
}

# --- 6: airstrikes on the hills ------------------------------------------------------

fixture "events-hills" {
  fixture = "events-board"
  board {
    hex "C3" { features = ["hill"] }
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "C3"
  }
}

case "event 6 against the Reich: an A-6 Intruder of NATO, a side in the game, strikes each hill hex once and leaves" {
  rules   = ["events.airstrikes", "events.attackers", "events.ambush"]
  fixture = "events-hills"
  dice = [
    4, 1, 1, 4, # reich; 3D6 = 6
    1, 1,       # the airstrike on C3: HE 7 + 2 + 1 close range
  ]
  action "draw" {}
  expect {
    attack {
      attacker = "a-6-intruder-1"
      target   = "ssvt"
      av       = 10
    }
    unit "a-6-intruder-1" {
      on_map = false
      side   = "nato"
    }
    unit "tiger" { alive = true }
  }
}

case "event 6 against NATO: no enemy type of the row is in the game, so the enemy's Scourge strikes" {
  rules   = ["events.airstrikes", "events.attackers"]
  fixture = "events-hills"
  unit "rangers" { at = "C3" }
  unit "ssvt" { at = "H9" }
  dice = [
    1, 1, 1, 4, # nato; 3D6 = 6
    6, 2,       # the airstrike on C3: HE 5 + 8 + 1 close range, against armor 13: 1 hit
  ]
  action "draw" {}
  expect {
    attack {
      attacker = "scourge-1"
      target   = "rangers"
      av       = 14
      hits     = 1
    }
    unit "scourge-1" { on_map = false }
    unit "rangers" { statuses = ["shaken"] }
    log_contains = ["the attack is made by Scourge"]
  }
}

# --- 7: biological attack -----------------------------------------------------------

case "event 7: two of three infantry units, by die, suffer the Biological agents" {
  rules   = ["events.biological-attack"]
  fixture = "events-board"
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D5"
  }
  unit "r3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F5"
  }
  dice = [
    1, 1, 1, 5, # nato; 3D6 = 7
    3, 1,       # by id r2, r3, rangers: the third (rangers), then of r2, r3 the first (r2)
    1, 6,       # rangers becomes a Zealot; r2 resists
  ]
  action "draw" {}
  expect {
    unit "rangers" { side = "black-hand" }
    unit "r2" {
      side     = "nato"
      statuses = []
    }
    unit "r3" { side = "nato" }
    biological {
      unit   = "r2"
      result = "no effect"
    }
  }
}
