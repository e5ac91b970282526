# Events [events.*, counters.high-morale, oba.biological*].
#
# An Event marker drawn from the cup: first the player affected (1D6; with two
# players, 1-3 the first side and 4-6 the second, sides in the game's order,
# here sorted: black-hand, nato, reich; with three, 1-2, 3-4, 5-6), then 2D6
# on the events table. Each case's cup holds one marker more than the number
# of players, so one draw is left this turn.
#
# Geometry (flat-topped, odd columns shifted down): an odd column's hex X5 has
# neighbours X4, X6 and, in the columns either side, rows 5 and 6; an even
# column's hex Y5 has Y4, Y6 and rows 4 and 5 either side. "First by label"
# is string order (I5 before I6, N10 before N9).
# Counters: Zealot AP 6 / HE 5 range 3, armor 13, speed 3; Ravager AP 11 /
# HE 7; Scourge AP 10 / HE 5; Rangers AP 6 / HE 5, armor 13; SS-VT AP 6 /
# HE 6, armor 13; King Tiger armor 18.

fixture "event-cup" {
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "a" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  cup = ["event", "1-130", "1st-ranger"]
}

# --- the named hexes -------------------------------------------------------

case "event 2: a Ravager enters at the abandoned building in O9; with no Black Hand player it is masterless" {
  rules   = ["events.marker", "events.ravager", "black-hand.masterless"]
  fixture = "tiger-and-rangers-draw"
  draws   = ["event"]
  dice    = [1, 1, 1] # 1: nato; 2D6 = 2
  expect {
    event {
      roll = 2
      side = "nato"
      rule = "events.ravager"
    }
    hex "O9" { unit_types = ["ravager"] }
    unit "ravager-1" {
      at        = "O9"
      side      = "black-hand"
      formation = "black-hand"
    }
    control = { "O9" = "black-hand" }
    # two Black Hand markers will join the cup at this turn's Cleanup
    vars   = { masterless_markers = 1 }
    values = { game = { arriving = { "black-hand" = 2 } } }
    cup {
      drawn     = 1
      remaining = 2
    }
  }
}

case "event 3: a Zealot enters each waste water pool, G3, E7 and V13" {
  rules   = ["events.pool-zealots"]
  fixture = "tiger-and-rangers-draw"
  board {
    region "pools" {
      hexes   = ["G3", "E7", "V13"]
      terrain = "water"
    }
  }
  draws = ["event"]
  dice  = [6, 1, 2] # 6: reich; 2D6 = 3
  expect {
    event {
      roll = 3
      side = "reich"
    }
    hex "G3" { unit_types = ["zealot"] }
    hex "E7" { unit_types = ["zealot"] }
    hex "V13" { unit_types = ["zealot"] }
    unit "zealot-1" { at = "G3" }
    unit "zealot-3" { at = "V13" }
  }
}

case "event 4: a Zealot enters each ruined church, J6 and Z5" {
  rules   = ["events.church-zealots"]
  fixture = "tiger-and-rangers-draw"
  draws   = ["event"]
  dice    = [3, 2, 2] # 3: nato; 2D6 = 4
  expect {
    hex "J6" { unit_types = ["zealot"] }
    hex "Z5" { unit_types = ["zealot"] }
    unit "zealot-1" { at = "J6" }
    unit "zealot-2" { at = "Z5" }
  }
}

case "a named hex that is not on the map gets nothing" {
  rules   = ["events.church-zealots", "events.spawn"]
  fixture = "tiger-and-rangers-draw"
  board {
    cols = 12
    rows = 12
  }
  draws = ["event"]
  dice  = [3, 2, 2] # 2D6 = 4: J6 and Z5, but column Z is off this map
  expect {
    hex "J6" { unit_types = ["zealot"] }
    unit "zealot-1" { at = "J6" }
    log_contains = ["Z5 is not on this map"]
  }
}

# --- spawns into occupied hexes ------------------------------------------------

# An event spawns Zealots at the church, one in J6 where the Rangers stand.
fixture "spawn-on-rangers-at-j6" {
  fixture = "rangers-and-tiger"
  board {
    cols = 26
    rows = 13
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "J6" # neighbours of J6 by label: I5, I6, J5, J7, K5, K6
  }
  unit "tiger" { at = "B2" }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  action "draw" {}
}

case "a spawn hex held by the enemy: the Zealot assaults from the first vacant neighbour and takes the hex" {
  rules   = ["events.spawn", "events.church-zealots", "assault.attack", "assault.success"]
  fixture = "spawn-on-rangers-at-j6"
  dice = [
    1, 1, 3, # nato; 2D6 = 4
    6, 6,    # the assault on the rangers
  ]
  expect {
    attack {
      kind     = "assault"
      attacker = "zealot-1"
      target   = "rangers"
      av       = 19 # HE 5 + 12 + 2 assault
      dv       = 13 # armor 13, clear
      hits     = 6
    }
    assault {
      result = "taken"
      hex    = "J6"
    }
    unit "rangers" { alive = false }
    unit "zealot-1" {
      at       = "J6"
      statuses = ["finished"]
    }
    hex "Z5" { unit_types = ["zealot"] }
    interrupt = "" # no opportunity fire against it
  }
}

case "a repulsed spawn falls back Shaken to the hex it entered from and stays on the map" {
  rules   = ["events.spawn", "assault.failure"]
  fixture = "rangers"
  board {
    cols    = 26
    rows    = 13
    terrain = "clear"
  }
  unit "rangers" { at = "J6" }
  unit "other" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "I5" # I5 is held: the first vacant neighbour is I6
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice = [
    1, 1, 3, # nato; 2D6 = 4
    2, 2,    # the assault
  ]
  action "draw" {}
  expect {
    attack {
      av   = 11 # HE 5 + 4 + 2
      dv   = 13
      hits = 0
    }
    assault { result = "repulsed" }
    unit "zealot-1" {
      on_map   = true
      at       = "I6"
      statuses = ["shaken", "finished"]
    }
    unit "rangers" {
      at       = "J6"
      statuses = []
    }
    control = { "J6" = "nato" }
  }
}

case "a held spawn hex with no vacant neighbour gets no Zealot" {
  rules   = ["events.spawn"]
  fixture = "rangers"
  board {
    cols    = 26
    rows    = 13
    terrain = "clear"
    region "around" {
      hexes   = ["I5", "I6", "J5", "J7", "K5", "K6"]
      terrain = "water" # a Zealot wades water, so water does not stop it...
    }
  }
  unit "rangers" { at = "J6" }
  unit "a" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "I5"
  }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "I6"
  }
  unit "c" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "J5"
  }
  unit "d" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "J7"
  }
  unit "e" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K5"
  }
  unit "f" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K6" # ...but every neighbour is held
  }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice  = [1, 1, 3] # nato; 2D6 = 4; no assault roll
  action "draw" {}
  expect {
    hex "J6" { unit_types = ["rangers"] }
    hex "Z5" { unit_types = ["zealot"] }
    unit "zealot-1" { at = "Z5" }
    log_contains = ["J6 is held and has no vacant neighbour"]
  }
}

case "a spawn hex with a Black Hand unit: the newcomer stacks with it" {
  rules   = ["events.spawn", "events.pool-zealots"]
  ruleset = "base"
  board {
    cols    = 26
    rows    = 13
    terrain = "clear"
    region "pools" {
      hexes   = ["G3", "E7", "V13"]
      terrain = "water"
    }
  }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "G3"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
  cup   = ["event", "1-130", "black-hand"]
  draws = ["event"]
  dice  = [1, 1, 2] # 1: black-hand (a player here); 2D6 = 3
  action "draw" {}
  expect {
    event { side = "black-hand" }
    hex "G3" { unit_types = ["zealot", "zealot"] }
    unit "zealot-1" { at = "G3" }
    # a Black Hand player commands them: no masterless markers
    vars = { masterless_markers = 0 }
  }
}

case "a spawn hex full of Black Hand units: the newcomer enters the first neighbour with room" {
  rules   = ["events.spawn", "stacking.limit"]
  ruleset = "base"
  board {
    cols    = 26
    rows    = 13
    terrain = "clear"
    region "pools" {
      hexes   = ["G3", "E7", "V13"]
      terrain = "water"
    }
  }
  unit "z1" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "G3" # neighbours by label: F3, F4, G2, G4, H3, H4
  }
  unit "z2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "G3"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "F3" # F3 is enemy-held: F4 is next
  }
  cup   = ["event", "1-130", "black-hand"]
  draws = ["event"]
  dice  = [4, 1, 2] # 4: reich; 2D6 = 3
  action "draw" {}
  expect {
    hex "G3" { units = 2 }
    hex "F4" { unit_types = ["zealot"] }
    unit "zealot-1" { at = "F4" }
    unit "tiger" { statuses = [] } # Zealots entering beside it do not attack
  }
}

# --- ambushes (5, 6, 7) ----------------------------------------------------------

case "event 5: the units on a road are assaulted by a Zealot that then leaves the map" {
  rules   = ["events.road-ambush", "events.ambush", "assault.attack"]
  fixture = "rangers-and-tiger"
  board {
    cols = 12
    region "road" {
      hexes    = ["C2-C9"]
      features = ["road"]
    }
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5" # first vacant neighbour: B5
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "E5" # off the road: left alone
  }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice = [
    1, 2, 3, # nato is affected; 2D6 = 5
    4, 3,    # the assault on the rangers
  ]
  action "draw" {}
  expect {
    event {
      roll = 5
      side = "nato"
    }
    attack {
      kind     = "assault"
      attacker = "zealot-1"
      target   = "rangers"
      av       = 14 # HE 5 + 7 + 2 assault
      dv       = 13
      hits     = 1
    }
    unit "rangers" {
      at       = "C5"
      statuses = ["shaken"]
    }
    unit "zealot-1" {
      alive  = true
      on_map = false # removed from the map right after its assault
    }
    unit "tiger" { statuses = [] }
    hex "C5" { unit_types = ["rangers"] }
    interrupt = ""
  }
}

case "event 6: a lone tank in an urban hex is assaulted by unescorted infantry (+2)" {
  rules   = ["events.urban-ambush", "events.ambush", "assault.urban-infantry"]
  fixture = "tiger-and-rangers-draw"
  board {
    cols = 12
    rows = 12
    hex "E5" { terrain = "urban" }
  }
  unit "tiger" { at = "E5" }
  draws = ["event"]
  dice = [
    5, 3, 3, # reich; 2D6 = 6
    5, 5,    # the assault
  ]
  expect {
    attack {
      target = "tiger"
      weapon = "ap"
      av     = 20 # AP 6 + 10 + 2 assault + 2 unescorted infantry vs unescorted AFVs in urban
      dv     = 19 # armor 18 + urban 1
      hits   = 1
    }
    unit "tiger" { statuses = ["shaken"] }
    unit "zealot-1" { on_map = false }
  }
}

case "event 6: a stack is assaulted once, its first unit by id, the other assisting the defence" {
  rules   = ["events.urban-ambush", "events.ambush", "assault.defense"]
  fixture = "ssvt"
  board {
    cols = 12
    rows = 12
    hex "E5" { terrain = "urban" }
    hex "H8" { terrain = "urban" }
  }
  unit "ssvt" { at = "E5" }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "E5"
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "H8"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2" # in the clear: makes NATO a player
  }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice = [
    5, 4, 2, # reich; 2D6 = 6
    6, 5,    # E5 first (label order): the assault on ssvt
    1, 2,    # then H8: the assault on ssvt2
  ]
  action "draw" {}
  expect {
    attack {
      target = "ssvt2"
      av     = 10 # HE 5 + 3 + 2
      dv     = 15 # armor 13 + urban 2
      hits   = 0
    }
    unit "ssvt" {
      statuses = ["shaken"] # HE 5 + 11 + 2 = 18 against 13 + urban 2 + AFV assisting 2 = 17: 1 hit
    }
    unit "tiger" { statuses = [] }
    unit "ssvt2" { statuses = [] }
    unit "zealot-1" { on_map = false }
    unit "zealot-2" { on_map = false }
    log_contains = ["AFV tiger assists the defence"]
  }
}

case "event 7: Scourges assault the land units on hills; helicopters are never assaulted" {
  rules   = ["events.hill-scourges", "events.ambush", "assault.definition"]
  fixture = "tiger"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
    region "hills" {
      hexes    = ["H6", "H7", "I6-I9"]
      features = ["hill"]
    }
  }
  unit "tiger" { at = "H6" }
  unit "haunebu" {
    type      = "haunebu-iii"
    side      = "reich"
    formation = "sg-2"
    at        = "I8"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B9"
  }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice = [
    4, 3, 4, # reich; 2D6 = 7
    4, 3,    # the Scourge's assault on the tiger
  ]
  action "draw" {}
  expect {
    attack {
      attacker = "scourge-1"
      target   = "tiger"
      weapon   = "ap"
      av       = 19 # AP 10 + 7 + 2 assault
      dv       = 18 # armor 18: no hill edge bonus against an airborne attacker
      hits     = 1
    }
    unit "tiger" { statuses = ["shaken"] }
    unit "haunebu" {
      at       = "I8"
      statuses = []
    }
    unit "scourge-1" { on_map = false }
  }
}

# An ambush takes C5: the Rangers "b" stand there with the reduced Shaken
# target "a", a King Tiger elsewhere keeps the Reich's formation in play.
fixture "ambush-takes-c5" {
  fixture = "event-cup"
  board {
    region "road" {
      hexes    = ["C2-C9"]
      features = ["road"]
    }
  }
  unit "a" {
    at       = "C5"
    reduced  = true
    statuses = ["shaken"]
  }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  draws = ["event"]
  action "draw" {}
}

case "an ambush that destroys its target: the other defender retreats Shaken across, the attacker still leaves" {
  rules   = ["events.road-ambush", "events.ambush", "assault.success"]
  fixture = "ambush-takes-c5"
  dice = [
    1, 4, 1, # nato; 2D6 = 5
    5, 5,    # from B5 on "a": HE 5 + 10 + 2 = 17 against 13 + 1 (b assists) = 14: 3 hits
  ]
  expect {
    assault {
      result  = "taken"
      retreat = "D6" # straight across C5 from B5
    }
    unit "a" { alive = false }
    unit "b" {
      at       = "D6"
      statuses = ["shaken"]
    }
    unit "zealot-1" { on_map = false }
    hex "C5" { units = 0 }
  }
}

# The other defender's owner names the retreat hex after an ambush too, as
# after a player's assault [assault.success]; the ambush then goes on with
# the next hex (the hexes left wait in the retreat window's context).
fixture "ambush-takes-c5-then-c8" {
  fixture = "ambush-takes-c5"
  unit "c" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8"
  }
}

case "an ambush that takes a hex: the other defender's owner is asked where it retreats, the next hex waits" {
  rules   = ["events.road-ambush", "events.ambush", "assault.success"]
  fixture = "ambush-takes-c5-then-c8"
  dice = [
    1, 4, 1, # nato; 2D6 = 5
    5, 5,    # from B5 on "a": 17 against 14, 3 hits
  ]
  expect {
    interrupt    = "retreat"
    log_contains = ["nato names the hex b retreats to: D6"]
    unit "b" {
      at       = "C5"
      statuses = ["shaken"]
    }
    attack { target = "a" } # "c" is not assaulted yet
    unit "zealot-1" { at = "C5" }
  }
}

case "after an ambush the owner names the retreat hex, then the ambush goes on to the next hex" {
  rules   = ["events.road-ambush", "events.ambush", "assault.success"]
  fixture = "ambush-takes-c5-then-c8"
  dice = [
    1, 4, 1, # nato; 2D6 = 5
    5, 5,    # from B5 on "a": 17 against 14, 3 hits
    1, 1,    # the assault on "c" in C8
  ]
  action "retreat" { # NATO names D5 (the default would be D6)
    hex = "D5"
    by  = "nato"
  }
  expect {
    attack {
      kind     = "assault"
      attacker = "zealot-2"
      target   = "c"
      hits     = 0
    }
    unit "a" { alive = false }
    unit "b" {
      at       = "D5"
      statuses = ["shaken"]
    }
    unit "c" { at = "C8" }
    unit "zealot-1" { on_map = false }
    unit "zealot-2" { on_map = false }
    hex "C5" { units = 0 }
    interrupt    = ""
    log_contains = ["b is Shaken and retreats to D5 (its owner's choice)"]
  }
}

case "after an ambush a retreat hex that is not across is refused" {
  rules   = ["events.road-ambush", "events.ambush", "assault.success"]
  fixture = "ambush-takes-c5-then-c8"
  dice = [
    1, 4, 1, # nato; 2D6 = 5
    5, 5,    # from B5 on "a": 17 against 14, 3 hits
  ]
  action "retreat" {
    hex = "C4" # next to B5, where the attacker came from
    by  = "nato"
  }
  expect {
    rejected = { code = "bad_retreat", rule = "assault.success" }
  }
}

case "after an ambush a passed retreat window takes straight across, then the ambush goes on" {
  rules   = ["events.road-ambush", "events.ambush", "assault.success"]
  fixture = "ambush-takes-c5-then-c8"
  dice = [
    1, 4, 1, # nato; 2D6 = 5
    5, 5,    # from B5 on "a": 17 against 14, 3 hits
    1, 1,    # the assault on "c" in C8
  ]
  action "pass" { by = "nato" }
  expect {
    attack {
      attacker = "zealot-2"
      target   = "c"
    }
    unit "b" {
      at       = "D6"
      statuses = ["shaken"]
    }
    unit "zealot-2" { on_map = false }
    interrupt    = ""
    log_contains = ["b is Shaken and retreats to D6 (no hex named: the first open hex across)"]
  }
}

case "a spawn that takes a hex: the other defender's owner names the retreat hex, then the next named hex gets its Zealot" {
  rules   = ["events.spawn", "events.church-zealots", "assault.success"]
  fixture = "spawn-on-rangers-at-j6"
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "J6"
  }
  dice = [
    1, 1, 3, # nato; 2D6 = 4
    6, 6,    # the assault on the rangers
  ]
  action "retreat" { # NATO names J7 (the default would be K6, straight across from I5)
    hex = "J7"
    by  = "nato"
  }
  expect {
    assault {
      result  = "taken"
      hex     = "J6"
      retreat = "J7"
    }
    unit "rangers2" {
      at       = "J7"
      statuses = ["shaken"]
    }
    unit "zealot-1" {
      at       = "J6"
      statuses = ["finished"]
    }
    hex "Z5" { unit_types = ["zealot"] }
    interrupt    = ""
    log_contains = ["nato names the hex rangers2 retreats to: K6, J7, K5"]
  }
}

# Like every event, an ambush affects the player picked: the Reich's tank on
# the road is assaulted, the NATO rangers on the same road are left alone.
case "event 5 assaults only the units of the player it affects" {
  rules   = ["events.road-ambush", "events.ambush", "events.marker"]
  fixture = "rangers-and-tiger"
  board {
    cols = 12
    region "road" {
      hexes    = ["C2-C9"]
      features = ["road"]
    }
  }
  unit "rangers" { at = "C5" }
  unit "tiger" { at = "C8" }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice = [
    6, 2, 3, # reich is affected; 2D6 = 5
    4, 3,    # the assault on the tiger, the only one
  ]
  action "draw" {}
  expect {
    event {
      roll = 5
      side = "reich"
    }
    attack {
      kind     = "assault"
      attacker = "zealot-1"
      target   = "tiger"
      av       = 15 # AP 6 + 7 + 2 assault
      dv       = 18
      hits     = 0
    }
    unit "rangers" {
      at       = "C5"
      statuses = []
    }
    hex "C5" { unit_types = ["rangers"] }
    interrupt = ""
  }
}

# An ambush falling on the Black Hand strikes nothing: it never attacks its own.
case "an ambush that affects the Black Hand player assaults no one" {
  rules   = ["events.road-ambush", "events.marker", "events.spawn"]
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
    region "road" {
      hexes    = ["C2-C9"]
      features = ["road"]
    }
  }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C5"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C8"
  }
  cup   = ["event", "1-130", "black-hand"]
  draws = ["event"]
  dice  = [1, 2, 3] # black-hand; 2D6 = 5; no assault
  action "draw" {}
  expect {
    unit "tiger" { statuses = [] }
    unit "z" {
      at       = "C5"
      statuses = []
    }
    log_contains = ["the Black Hand does not attack its own units"]
  }
}

case "ambushes strike no Black Hand unit, and find nothing to strike without other units on that terrain" {
  rules   = ["events.spawn", "events.road-ambush"]
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
    region "road" {
      hexes    = ["C2-C9"]
      features = ["road"]
    }
  }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C5"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  cup   = ["event", "1-130", "black-hand"]
  draws = ["event"]
  dice  = [4, 2, 3] # reich; 2D6 = 5; no assault
  action "draw" {}
  expect {
    unit "z" {
      at       = "C5"
      statuses = []
    }
    hex "B5" { units = 0 }
    log_contains = ["no unit of reich stands on a road hex"]
  }
}

# --- biological attack (8) -----------------------------------------------------

case "event 8: two infantry units picked at random suffer a Biological attack; the new Zealots keep their Weapons and shed Shaken" {
  rules   = ["events.biological-attack", "oba.biological", "black-hand.masterless"]
  fixture = "event-cup"
  unit "a" {
    at       = "B2"
    statuses = ["shaken"]
    carries  = ["m60"]
  }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "c" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  draws = ["event"]
  dice = [
    3, 4, 4, # nato; 2D6 = 8
    1,       # 1D3 among a, b, c: a
    2,       # 1D2 among b, c: c
    1,       # a: a full-strength Zealot
    2,       # c: a reduced Zealot
  ]
  action "draw" {}
  expect {
    hex "B2" { unit_types = ["zealot"] }
    hex "B5" { unit_types = ["rangers"] }
    hex "B8" { unit_types = ["zealot"] }
    unit "a" {
      side      = "black-hand"
      formation = "black-hand"
      reduced   = false
      statuses  = []
      carries   = ["m60"]
    }
    unit "c" {
      side    = "black-hand"
      reduced = true
    }
    unit "b" {
      side     = "nato"
      statuses = []
    }
    biological {
      unit   = "c"
      roll   = 2
      result = "reduced zealot"
    }
    vars   = { masterless_markers = 1 }
    values = { game = { arriving = { "black-hand" = 2 } } }
  }
}

case "event 8 with a single infantry unit: no pick roll; a 3 is one hit" {
  rules   = ["events.biological-attack", "oba.biological"]
  fixture = "rangers"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B5" }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B6" # not infantry: never picked
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice  = [2, 6, 2, 3] # nato; 2D6 = 8; the rangers' Biological roll: 3
  action "draw" {}
  expect {
    biological {
      unit   = "rangers"
      result = "hit"
    }
    unit "rangers" {
      side     = "nato"
      statuses = ["shaken"]
    }
    unit "m60" { statuses = [] }
  }
}

case "a Zealot converted in a shared hex assaults its former comrade; repulsed, it retreats to the first open neighbour" {
  rules   = ["events.biological-attack", "oba.biological-conversion", "assault.failure"]
  fixture = "event-cup"
  unit "a" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5" # neighbours by label: B5, B6, C4, C6, D5, D6
  }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  draws = ["event"]
  dice = [
    1, 4, 4, # nato; 2D6 = 8; only two infantry units: both, no pick roll
    1,       # a: a Zealot
    5,       # b: no effect
    2, 2,    # the Zealot's assault on b
  ]
  action "draw" {}
  expect {
    attack {
      kind     = "assault"
      attacker = "a"
      target   = "b"
      av       = 11 # HE 5 + 4 + 2
      dv       = 13 # no one assists b
      hits     = 0
    }
    unit "a" {
      side     = "black-hand"
      at       = "B5"
      statuses = ["shaken", "finished"]
    }
    unit "b" {
      at       = "C5"
      statuses = []
    }
  }
}

case "event 8 against a Black Hand player: its infantry is immune" {
  rules   = ["events.biological-attack", "oba.biological"]
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B5"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  cup   = ["event", "1-130", "black-hand"]
  draws = ["event"]
  dice  = [2, 4, 4] # black-hand; 2D6 = 8; no Biological roll
  action "draw" {}
  expect {
    event { side = "black-hand" }
    unit "z" {
      side     = "black-hand"
      reduced  = false
      statuses = []
    }
    log_contains = ["immune to biological agents"]
  }
}

# --- inspiring commander (9) and supply cache (10) --------------------------------

case "event 9: the affected player's only Shaken unit rallies" {
  rules   = ["events.inspiring-commander"]
  fixture = "event-cup"
  unit "a" { statuses = ["shaken"] }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
    statuses  = ["shaken"] # not the affected player's
  }
  draws = ["event"]
  dice  = [3, 4, 5] # 3: nato; 2D6 = 9
  action "draw" {}
  expect {
    event_effect {
      step = "rally"
      unit = "a"
    }
    unit "a" { statuses = [] }
    unit "b" { statuses = [] }
    unit "tiger" { statuses = ["shaken"] }
    interrupt = ""
  }
}

case "event 9 with two Shaken units: the player chooses which rallies" {
  rules   = ["events.inspiring-commander", "events.marker"]
  fixture = "event-cup"
  unit "a" { statuses = ["shaken"] }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
    statuses  = ["shaken"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  draws = ["event"]
  dice  = [1, 4, 5] # nato; 2D6 = 9
  action "draw" {}
  action "event_choice" {
    unit = "b"
  }
  expect {
    unit "a" { statuses = ["shaken"] }
    unit "b" { statuses = [] }
    interrupt = ""
  }
}

case "the event's choice window waits for the affected player: nothing else may be done" {
  rules   = ["events.marker"]
  fixture = "event-cup"
  unit "a" { statuses = ["shaken"] }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
    statuses  = ["shaken"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  cup   = ["event", "1-130", "1st-ranger", "1st-ranger"]
  draws = ["event"]
  dice  = [1, 4, 5] # nato; 2D6 = 9
  action "draw" {}
  action "draw" {}
  expect {
    rejected  = { code = "interrupt_pending" }
    interrupt = "event"
  }
}

case "event 9: choosing a unit that is not Shaken is refused" {
  rules   = ["events.inspiring-commander"]
  fixture = "event-cup"
  unit "a" { statuses = ["shaken"] }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
    statuses  = ["shaken"]
  }
  unit "c" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B9"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  draws = ["event"]
  dice  = [1, 4, 5]
  action "draw" {}
  action "event_choice" {
    unit = "c"
  }
  expect {
    rejected = { code = "not_shaken", rule = "events.inspiring-commander" }
  }
}

case "event 9 with no Shaken unit: the player's only unit gets High Morale" {
  rules   = ["events.inspiring-commander", "counters.high-morale"]
  fixture = "rangers-and-tiger"
  board {
    cols = 12
  }
  unit "rangers" { at = "B5" }
  unit "tiger" { at = "H2" }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice  = [1, 3, 6] # nato; 2D6 = 9
  action "draw" {}
  expect {
    unit "rangers" { statuses = ["high-morale"] }
    unit "tiger" { statuses = [] }
    event_effect {
      step = "high-morale"
      unit = "rangers"
    }
  }
}

case "with three players the affected side is 1-2, 3-4 or 5-6 on 1D6 in the order of the sides" {
  rules   = ["events.marker", "events.inspiring-commander"]
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "K10"
    statuses  = ["shaken"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
    statuses  = ["shaken"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
    statuses  = ["shaken"]
  }
  cup   = ["event", "1-130", "1st-ranger", "black-hand"]
  draws = ["event"]
  dice  = [5, 4, 5] # 5: reich (black-hand 1-2, nato 3-4, reich 5-6); 2D6 = 9
  action "draw" {}
  expect {
    event { side = "reich" }
    unit "tiger" { statuses = [] }
    unit "rangers" { statuses = ["shaken"] }
    unit "z" { statuses = ["shaken"] }
  }
}

case "event 10: the player's only reduced unit returns to full strength" {
  rules   = ["events.supply-cache"]
  fixture = "rangers"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" {
    at       = "B5"
    reduced  = true
    statuses = ["shaken"]
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
    reduced   = true
  }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice  = [2, 5, 5] # nato; 2D6 = 10
  action "draw" {}
  expect {
    unit "rangers" {
      reduced  = false
      statuses = ["shaken"] # other conditions stay
    }
    unit "tiger" { reduced = true }
    event_effect {
      step = "refit"
      unit = "rangers"
    }
  }
}

case "event 10 with no reduced unit: the player picks the unit that gets High Morale" {
  rules   = ["events.supply-cache", "counters.high-morale"]
  fixture = "event-cup"
  unit "b" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  draws = ["event"]
  dice  = [1, 6, 4] # nato; 2D6 = 10
  action "draw" {}
  action "event_choice" {
    unit = "b"
  }
  expect {
    unit "a" { statuses = [] }
    unit "b" { statuses = ["high-morale"] }
  }
}

case "event 10: choosing a unit that is not reduced is refused" {
  rules   = ["events.supply-cache"]
  fixture = "event-cup"
  unit "a" { reduced = true }
  unit "b" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
    reduced   = true
  }
  unit "c" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B9"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  draws = ["event"]
  dice  = [1, 6, 4]
  action "draw" {}
  action "event_choice" {
    unit = "c"
  }
  expect {
    rejected = { code = "not_reduced", rule = "events.supply-cache" }
  }
}

case "High Morale: an ambushed unit discards the marker instead of becoming Shaken, and takes the next hit" {
  rules   = ["counters.high-morale", "events.road-ambush"]
  fixture = "event-cup"
  board {
    region "road" {
      hexes    = ["C2-C9"]
      features = ["road"]
    }
  }
  unit "a" {
    at       = "C3"
    statuses = ["high-morale"]
  }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C7"
    statuses  = ["high-morale"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  draws = ["event"]
  dice = [
    1, 2, 3, # nato; 2D6 = 5
    4, 3,    # C3, a: HE 5 + 7 + 2 = 14 against 13: 1 hit, taken by the marker
    5, 3,    # C7, b: 5 + 8 + 2 = 15: 2 hits, the marker and then Shaken
  ]
  action "draw" {}
  expect {
    unit "a" {
      statuses = []
      reduced  = false
    }
    unit "b" {
      statuses = ["shaken"]
      reduced  = false
    }
    log_contains = ["discards its High Morale marker"]
  }
}

# --- weapon cache (11) and ammo depot (12) ----------------------------------------

case "event 11: the player picks a Weapon and the infantry unit that carries it" {
  rules   = ["events.weapon-cache", "units.weapons"]
  fixture = "rangers-and-tiger"
  board {
    cols = 12
  }
  unit "rangers" {
    at      = "B5"
    carries = ["law"]
  }
  unit "tiger" { at = "H2" }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice  = [1, 5, 6] # nato; 2D6 = 11
  action "draw" {}
  action "event_choice" {
    unit   = "rangers"
    weapon = "mg42"
  }
  expect {
    unit "rangers" { carries = ["law", "mg42"] }
    event_effect {
      step   = "weapon"
      weapon = "mg42"
    }
  }
}

case "event 11: a Weapon goes to infantry only" {
  rules   = ["events.weapon-cache", "units.weapons"]
  fixture = "rangers"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B5" }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice  = [1, 5, 6]
  action "draw" {}
  action "event_choice" {
    unit   = "m60"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_infantry", rule = "events.weapon-cache" }
  }
}

case "event 11: only a Weapon marker may be chosen" {
  rules   = ["events.weapon-cache"]
  fixture = "rangers-and-tiger"
  board {
    cols = 12
  }
  unit "rangers" { at = "B5" }
  unit "tiger" { at = "H2" }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice  = [1, 5, 6]
  action "draw" {}
  action "event_choice" {
    unit   = "rangers"
    weapon = "oba-barrage"
  }
  expect {
    rejected = { code = "no_weapon", rule = "events.weapon-cache" }
  }
}

case "event 11 with no infantry on the map: the cache is lost" {
  rules   = ["events.weapon-cache"]
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice  = [1, 5, 6]
  action "draw" {}
  expect {
    interrupt = ""
    unit "m60" { carries = [] }
    log_contains = ["the cache is lost"]
  }
}

case "event 12: the player receives one Barrage OBA marker" {
  rules   = ["events.ammo-depot", "oba.missions"]
  fixture = "rangers-and-tiger"
  board {
    cols = 12
  }
  unit "rangers" { at = "B5" }
  unit "tiger" { at = "H2" }
  oba   = { reich = ["barrage"] }
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
  dice  = [4, 6, 6] # 4: reich; 2D6 = 12
  action "draw" {}
  expect {
    event_effect {
      step    = "oba"
      side    = "reich"
      mission = "barrage"
      count   = 2 # the scenario's one, and this one
    }
  }
}

case "an Event marker does not break a side's run of two activations" {
  rules   = ["events.marker", "turn.consecutive-limit"]
  fixture = "tiger-and-rangers-draw"
  board {
    cols = 12
    rows = 12
  }
  unit "tiger" { at = "H2" }
  unit "rangers" { at = "B5" }
  values = { game = { consecutive = { reich = 2 } } } # the Reich has just had two activations in a row
  oba    = { nato = ["barrage"] }
  cup    = ["event", "1-130", "1st-ranger", "1-130", "1st-ranger"]
  draws  = ["event", "1-130", "1st-ranger"]
  dice   = [1, 6, 6] # nato; 2D6 = 12: a Barrage for NATO
  action "draw" {}
  expect {
    # the 1-130 marker drawn after the event goes back: still a third in a row
    active_formation = "1st-ranger"
    values           = { game = { consecutive = { reich = null, nato = 1 } } }
    event_effect {
      side  = "nato"
      count = 2
    }
    log_contains = ["would give reich a third activation in a row"]
  }
}
