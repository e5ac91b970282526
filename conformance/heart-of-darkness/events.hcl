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

case "event 3 on Magdeburg with J7 held: the Huge Wurmking enters by assault from a free neighbour" {
  rules   = ["events.ravager", "events.attackers", "units.huge-hod"]
  fixture = "events-magdeburg"
  unit "tiger" { at = "J7" }
  dice    = [4, 1, 1, 1, 1, 1] # reich; 3D6 = 3; the assault's 2D6: AV 12 + 2 + 2 = 16 against 19
  action "draw" {}
  expect {
    assault {
      leader = "wurmking-1"
      result = "repulsed"
    }
    unit "wurmking-1" {
      at       = "I7"
      statuses = ["finished"] # no Shaken marker: it cannot be Shaken
    }
    unit "tiger" { at = "J7" }
    log_contains = ["wurmking-1 enters play in I7"]
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

fixture "events-two-rangers" {
  fixture = "events-board"
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D5"
  }
}

fixture "events-reinforce" {
  fixture = "events-two-rangers"
  dice    = [1, 1, 1, 3] # nato; 3D6 = 5
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

case "event 5: with setup hexes declared, the units enter there and nowhere else" {
  rules   = ["events.reinforcements"]
  fixture = "events-two-rangers"
  options   = { setup_hexes = { nato = ["C2", "H2"] } }
  dice    = [1, 1, 1, 3] # nato; 3D6 = 5
  action "draw" {}
  action "event_choice" {
    item      = "rangers"
    hex       = "C2"
    formation = "1st-ranger"
  }
  action "event_choice" {
    item      = "rangers"
    hex       = "B5"
    formation = "1st-ranger"
  }
  expect {
    rejected = { code = "bad_choice", rule = "events.reinforcements" }
    hex "C2" { unit_types = ["rangers"] }
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

case "event 5: a choice that leaves out the formation is refused" {
  rules   = ["events.reinforcements"]
  fixture = "events-reinforce"
  action "event_choice" {
    item = "rangers"
    hex  = "D5"
  }
  expect {
    rejected = { code = "bad_param", rule = "events.reinforcements" }
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

case "event 6 under a Sandstorm: no airstrike flies, and the event passes" {
  rules   = ["events.airstrikes", "weather.sandstorm"]
  fixture = "events-hills"
  board {
    marker "A1" "sandstorm" {}
  }
  dice = [4, 1, 1, 4] # reich; 3D6 = 6; no airstrike roll
  action "draw" {}
  expect {
    unit "ssvt" {
      alive    = true
      statuses = []
    }
    log_contains = ["no airstrike can fly over"]
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

# --- 8: wildfire -----------------------------------------------------------------------

case "event 8: each flammable hex holding the player's units catches Fire L2, which attacks and stays; clear hexes do not burn" {
  rules   = ["events.wildfire"]
  fixture = "events-board"
  board {
    hex "B5" { terrain = "woods" }
  }
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D5"
  }
  dice = [
    1, 1, 1, 6, # nato; 3D6 = 8
    1, 1,       # the fire's attack on the Rangers in B5
  ]
  action "draw" {}
  expect {
    marker "B5" "fire" { level = 2 }
    marker "D5" "fire" { present = false }
    attack { target = "rangers" }
  }
}

# --- 9: mined roads ------------------------------------------------------------------------

fixture "events-roads" {
  fixture = "events-board"
  board {
    hex "B5" { features = ["road"] }
    hex "D5" { features = ["road"] }
  }
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D5"
  }
}

case "event 9: Mines attack each unit on a road hex, and only then is each minefield checked for depletion" {
  rules   = ["events.mined-roads"]
  fixture = "events-roads"
  dice = [
    1, 2, 3, 4, # nato; 3D6 = 9
    6, 6,       # Mines on the Rangers in B5: HE 8 + 12 vs 13: eliminated
    1, 1,       # Mines on r2 in D5: HE 8 + 2: no hit
    2,          # B5's minefield is spent
    5,          # D5's stays
  ]
  action "draw" {}
  expect {
    unit "rangers" { alive = false }
    unit "r2" { statuses = [] }
    marker "B5" "mines" { present = false }
    marker "D5" "mines" { present = true }
    log_contains = ["the minefield in B5 is spent", "the minefield in D5 stays"]
  }
}

case "event 9 strikes all units: a unit of the other side on a road is attacked too" {
  rules   = ["events.mined-roads"]
  fixture = "events-roads"
  unit "r2" { at = "H9" }
  unit "tiger" { at = "D5" } # the Reich's King Tiger on the road; the event falls on NATO
  dice = [
    1, 2, 3, 4, # nato; 3D6 = 9
    1, 1,       # Mines on the Rangers in B5: HE 8 + 2 vs 13: no hit
    6, 6,       # Mines on the Tiger in D5: AP 8 + 12 = 20 vs 18: 2 hits
    5,          # B5's minefield stays
    5,          # D5's stays
  ]
  action "draw" {}
  expect {
    unit "rangers" { statuses = [] }
    unit "tiger" {
      alive   = true
      reduced = true
    }
    marker "B5" "mines" { present = true }
    marker "D5" "mines" { present = true }
    log_contains = ["tiger is attacked by the Mines in D5"]
  }
}

# --- 10: urban ambush ----------------------------------------------------------------------

fixture "events-urban" {
  fixture = "events-board"
  board {
    hex "C5" { terrain = "urban" }
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "C5"
  }
  unit "tiger" { at = "C7" }
}

case "event 10 against the Reich: Spetsnaz with incendiary ammo assault the urban hex, draw no opportunity fire and leave the map" {
  rules   = ["events.urban-ambush", "events.attackers", "events.ambush"]
  fixture = "events-urban"
  dice = [
    6, 3, 3, 4, # reich; 3D6 = 10
    1, 1,       # the Spetsnaz's assault: HE 5 + 2 + 2
  ]
  action "draw" {}
  expect {
    assault {
      leader = "spetsnaz-1"
      target = "ssvt"
      result = "repulsed"
    }
    unit "spetsnaz-1" {
      on_map  = false
      side    = "nato"
      carries = ["incendiary-ammo"]
    }
    unit "tiger" { counters = {} }
    log_contains = ["no opportunity fire against"]
  }
}

case "event 10 against NATO: Zealots with Miniguns attack instead" {
  rules   = ["events.urban-ambush", "events.attackers"]
  fixture = "events-urban"
  unit "ssvt" { at = "H9" }
  unit "rangers" { at = "C5" }
  dice = [
    1, 3, 3, 4, # nato; 3D6 = 10
    1, 1,       # the Zealot's assault with its Minigun
  ]
  action "draw" {}
  expect {
    assault {
      leader = "zealot-1"
      target = "rangers"
    }
    unit "zealot-1" {
      on_map  = false
      carries = ["minigun"]
    }
  }
}

case "event 10 strikes all units: the Zealots assault the urban hexes of both sides, the Reich's too" {
  rules   = ["events.urban-ambush", "events.attackers", "events.ambush"]
  fixture = "events-urban"
  board {
    hex "E5" { terrain = "urban" }
  }
  unit "ssvt" { at = "E5" }
  unit "rangers" { at = "C5" }
  dice = [
    1, 3, 3, 4, # nato; 3D6 = 10
    1, 1,       # the first Zealot's assault on the Rangers in C5
    1, 1,       # the second's on the SS-VT in E5
  ]
  action "draw" {}
  expect {
    unit "zealot-1" {
      on_map  = false
      carries = ["minigun"]
    }
    unit "zealot-2" {
      on_map  = false
      carries = ["minigun"]
    }
    log_contains = ["zealot-1 enters play", "zealot-2 enters play"]
  }
}

case "event 10: the attackers never assault units of their own side" {
  rules   = ["events.urban-ambush", "events.attackers"]
  fixture = "events-urban"
  unit "rangers" { at = "D5" }
  board {
    hex "D5" { terrain = "urban" }
  }
  dice = [
    6, 3, 3, 4, # reich; 3D6 = 10: Spetsnaz, entering on NATO's side
    1, 1,       # the Spetsnaz's assault on the SS-VT in C5; NATO's Rangers in D5 are spared
  ]
  action "draw" {}
  expect {
    assault {
      leader = "spetsnaz-1"
      target = "ssvt"
    }
    unit "rangers" {
      at       = "D5"
      statuses = []
    }
    unit "spetsnaz-1" { on_map = false }
  }
}

# --- 11 and 12 -----------------------------------------------------------------------------

case "event 11: the player's only Shaken unit rallies" {
  rules   = ["events.inspiring-commander"]
  fixture = "events-board"
  unit "rangers" { statuses = ["shaken"] }
  dice = [1, 5, 5, 1] # nato; 3D6 = 11
  action "draw" {}
  expect {
    unit "rangers" { statuses = [] }
  }
}

case "event 11 with no Shaken unit: the player names the unit that gets High Morale" {
  rules   = ["events.inspiring-commander", "counters.high-morale"]
  fixture = "events-two-rangers"
  dice    = [1, 5, 5, 1] # nato; 3D6 = 11
  action "draw" {}
  action "event_choice" { unit = "r2" }
  expect {
    unit "r2" { statuses = ["high-morale"] }
    unit "rangers" { statuses = [] }
  }
}

case "event 12: the player's reduced unit returns to full strength" {
  rules   = ["events.supply-cache"]
  fixture = "events-board"
  unit "rangers" { reduced = true }
  dice = [1, 6, 5, 1] # nato; 3D6 = 12
  action "draw" {}
  expect {
    unit "rangers" { reduced = false }
  }
}

# --- 13: the dead rise ---------------------------------------------------------------------

case "event 13: each Corpses marker rises as an uncontrolled hostile Reanimated, and a controlled Reanimated turns hostile" {
  rules   = ["events.risen-dead"]
  fixture = "events-board"
  board {
    marker "F8" "corpses" {}
  }
  unit "dead" {
    type      = "reanimated"
    side      = "reich"
    formation = "1-130"
    at        = "H3"
  }
  dice = [1, 6, 6, 1] # nato; 3D6 = 13
  action "draw" {}
  expect {
    marker "F8" "corpses" { present = false }
    hex "F8" { unit_types = ["independent-reanimated"] }
    unit "independent-reanimated-1" {
      side     = "independent"
      statuses = ["hostile", "uncontrolled"]
    }
    unit "dead" {
      side     = "independent"
      statuses = ["hostile", "uncontrolled"]
    }
  }
}

case "event 13: a Reanimated rising among the living assaults them at once" {
  rules   = ["events.risen-dead", "events.spawn"]
  fixture = "events-board"
  board {
    marker "B5" "corpses" {}
  }
  dice = [
    1, 6, 6, 1, # nato; 3D6 = 13
    6, 6,       # the Reanimated's assault on the Rangers: HE 5 + 12 + 2
  ]
  action "draw" {}
  expect {
    assault {
      leader = "independent-reanimated-1"
      target = "rangers"
    }
    unit "rangers" { alive = false }
  }
}

# --- 14: assassination --------------------------------------------------------------------

fixture "events-enemy-units" {
  fixture = "events-board"
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "H3"
    attached  = ["black-hand-prophet"]
  }
  unit "skinless" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "H6"
  }
  # four players (black-hand, nato, reich, white-hand): the player affected
  # is 1D4, nato 2
  cup = ["event", "1-130", "1st-ranger", "1-130", "1st-ranger", "1-130"]
}

fixture "events-enemies" {
  fixture = "events-enemy-units"
  dice    = [2, 6, 6, 2] # nato; 3D6 = 14
  action "draw" {}
}

case "event 14: the player eliminates an enemy unit in play" {
  rules   = ["events.assassination"]
  fixture = "events-enemies"
  action "event_choice" { unit = "skinless" }
  expect {
    unit "skinless" { alive = false }
    unit "zealot" { alive = true }
  }
}

case "event 14: or an enemy Hero, whose unit stays" {
  rules   = ["events.assassination"]
  fixture = "events-enemies"
  action "event_choice" {
    unit = "zealot"
    item = "black-hand-prophet"
  }
  expect {
    unit "zealot" {
      alive    = true
      attached = []
    }
    event_effect { item = "black-hand-prophet" }
  }
}

case "event 14: the Reich's units are spared" {
  rules   = ["events.assassination"]
  fixture = "events-enemies"
  action "event_choice" { unit = "tiger" }
  expect {
    rejected = { code = "bad_target", rule = "events.assassination" }
  }
}

# --- 15: sabotage ----------------------------------------------------------------------------

case "event 15: with no bridge or supply unit to strike, the enemy faction's supply points are wiped out" {
  rules   = ["events.sabotage"]
  fixture = "events-board"
  supply  = { reich = 4, nato = 2 }
  dice    = [1, 6, 6, 3] # nato; 3D6 = 15
  action "draw" {}
  expect {
    event_effect {
      step        = "sabotage"
      target_side = "reich"
    }
    log_contains = ["reich loses its 4 supply points"]
  }
}

case "event 15: the player names which enemy side loses its points, never his own" {
  rules   = ["events.sabotage"]
  fixture = "events-enemy-units"
  supply  = { reich = 4, nato = 2, "black-hand" = 1 }
  dice    = [2, 6, 6, 3] # nato; 3D6 = 15
  action "draw" {}
  action "event_choice" { side = "nato" }
  expect {
    rejected = { code = "bad_target", rule = "events.sabotage" }
  }
}

case "event 15: a choice naming two targets is refused" {
  rules   = ["events.sabotage"]
  fixture = "events-enemy-units"
  supply  = { reich = 4, nato = 2, "black-hand" = 1 }
  dice    = [2, 6, 6, 3] # nato; 3D6 = 15
  action "draw" {}
  action "event_choice" {
    side = "reich"
    unit = "tiger"
  }
  expect {
    rejected = { code = "bad_param", rule = "events.sabotage" }
  }
}

case "event 15: the player may strike the points of any enemy side, not only the first" {
  rules   = ["events.sabotage"]
  fixture = "events-enemy-units"
  supply  = { reich = 4, nato = 2, "black-hand" = 1 }
  dice    = [2, 6, 6, 3] # nato; 3D6 = 15
  action "draw" {}
  action "event_choice" { side = "black-hand" }
  expect {
    event_effect {
      step        = "sabotage"
      target_side = "black-hand"
    }
  }
}

case "event 15: the only target is a bridge, which is blown" {
  rules   = ["events.sabotage"]
  fixture = "events-board"
  board {
    hex "E5" {
      terrain  = "water"
      features = ["road"]
    }
  }
  dice = [1, 6, 6, 3] # nato; 3D6 = 15
  action "draw" {}
  expect {
    marker "E5" "bridge" { level = 1 }
    event_effect { hex = "E5" }
  }
}

case "event 15: the player picks an enemy supply unit rather than the enemy's points" {
  rules   = ["events.sabotage"]
  fixture = "events-board"
  unit "depot" {
    type      = "supply-depot"
    side      = "reich"
    formation = "1-130"
    at        = "H3"
  }
  supply = { reich = 4 }
  dice   = [1, 6, 6, 3] # nato; 3D6 = 15
  action "draw" {}
  action "event_choice" { unit = "depot" }
  expect {
    unit "depot" { alive = false }
    event_effect { target_side = "" }
  }
}

# --- 16: weather shift ------------------------------------------------------------------------

case "event 16: a Weather marker is drawn for the map in play" {
  rules   = ["events.weather-shift"]
  fixture = "events-cup"
  dice = [
    1, 6, 5, 5, # nato; 3D6 = 16
    6,          # the weather marker drawn: Sandstorm
  ]
  action "draw" {}
  expect {
    weather {
      map     = "wewelsburg"
      weather = "sandstorm"
    }
    log_contains = ["a Weather marker is drawn for wewelsburg"]
  }
}

# --- 17: supply drop -----------------------------------------------------------------------------

fixture "events-supply-drop" {
  fixture = "events-board"
  dice    = [1, 6, 5, 6] # nato; 3D6 = 17
  action "draw" {}
}

case "event 17: a Barrage for 3 supply points; the 2 left buy nothing more and are kept" {
  rules   = ["events.supply-drop"]
  fixture = "events-supply-drop"
  action "event_choice" { item = "oba/barrage" }
  expect {
    event_effect {
      step = "purchase"
      cost = 3
    }
    log_contains = ["nato keeps 2 unspent supply points (2 in all)"]
    interrupt    = ""
  }
}

case "event 17: a Weapon for one of the player's infantry" {
  rules   = ["events.supply-drop"]
  fixture = "events-supply-drop"
  action "event_choice" {
    item = "m60"
    unit = "rangers"
  }
  expect {
    unit "rangers" { carries = ["m60"] }
  }
}

case "event 17: the Supply Depot, at its printed 3 points, enters on one of the player's setup hexes" {
  rules   = ["events.supply-drop"]
  fixture = "events-supply-drop"
  options   = { setup_hexes = { nato = ["C2"] } }
  action "event_choice" {
    item = "supply-depot"
    hex  = "C2"
  }
  expect {
    hex "C2" { unit_types = ["supply-depot"] }
    log_contains = ["nato keeps 2 unspent supply points"]
    interrupt    = ""
  }
}

case "event 17: the Supply Depot enters only on a setup hex" {
  rules   = ["events.supply-drop"]
  fixture = "events-supply-drop"
  options   = { setup_hexes = { nato = ["C2"] } }
  action "event_choice" {
    item = "supply-depot"
    hex  = "B5"
  }
  expect {
    rejected = { code = "bad_choice", rule = "events.supply-drop" }
  }
}

case "event 17: the Charred Heart is never for sale" {
  rules   = ["events.supply-drop"]
  fixture = "events-supply-drop"
  action "event_choice" {
    item = "charred-heart"
    unit = "rangers"
  }
  expect {
    rejected = { code = "bad_choice", rule = "events.supply-drop" }
  }
}

case "event 17: passing up the purchases keeps all 5 points" {
  rules   = ["events.supply-drop"]
  fixture = "events-supply-drop"
  action "pass" {}
  expect {
    log_contains = ["nato keeps 5 unspent supply points (5 in all)"]
  }
}

case "event 17: nothing dearer than what is left" {
  rules   = ["events.supply-drop"]
  fixture = "events-supply-drop"
  action "event_choice" { item = "oba/barrage" }
  action "event_choice" { item = "oba/barrage" }
  expect {
    rejected = { code = "no_interrupt" }
  }
}

# --- 18: field promotion ------------------------------------------------------------------------

case "event 18: the player's 2IC turns back to its CO side" {
  rules   = ["events.promotion"]
  fixture = "events-board"
  unit "rangers" { attached = ["2ic"] }
  dice = [1, 6, 6, 6] # nato; 3D6 = 18
  action "draw" {}
  expect {
    unit "rangers" { attached = ["co"] }
  }
}

case "event 18 with no 2IC in play: a Hero of the player's faction not in play joins one of his units" {
  rules   = ["events.promotion"]
  fixture = "events-two-rangers"
  dice    = [1, 6, 6, 6] # nato; 3D6 = 18
  action "draw" {}
  action "event_choice" {
    unit = "r2"
    item = "nato-field-medic"
  }
  expect {
    unit "r2" { attached = ["nato-field-medic"] }
  }
}

case "event 18: a choice of a Hero that names no unit is refused" {
  rules   = ["events.promotion"]
  fixture = "events-two-rangers"
  dice    = [1, 6, 6, 6] # nato; 3D6 = 18
  action "draw" {}
  action "event_choice" { item = "nato-field-medic" }
  expect {
    rejected = { code = "bad_param", rule = "events.promotion" }
  }
}

case "event 18: a Hero of another faction never joins" {
  rules   = ["events.promotion"]
  fixture = "events-two-rangers"
  dice    = [1, 6, 6, 6] # nato; 3D6 = 18
  action "draw" {}
  action "event_choice" {
    unit = "r2"
    item = "reich-kommandant"
  }
  expect {
    rejected = { code = "bad_choice", rule = "events.promotion" }
  }
}

# --- two maps in play ------------------------------------------------------------------------

fixture "events-two-maps" {
  ruleset = "heart-of-darkness"
  maps    = ["wewelsburg", "magdeburg"]
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "wewelsburg:B5"
  }
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "magdeburg:C5"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "magdeburg:B9"
  }
  phase = "actions"
  cup   = ["event", "1-130", "1st-ranger"]
  draws = ["event"]
}

case "two maps, a harmful event: a die picks the map, here Magdeburg, where the Wurmking appears" {
  rules   = ["events.maps", "events.ravager"]
  fixture = "events-two-maps"
  dice = [
    1, 1, 1, 1, # nato; 3D6 = 3
    5,          # the map: 1-3 Wewelsburg, 4-6 Magdeburg
  ]
  action "draw" {}
  expect {
    event_map {
      map    = "magdeburg"
      chosen = false
    }
    hex "magdeburg:J7" { unit_types = ["wurmking"] }
    hex "wewelsburg:Q9" { units = 0 }
  }
}

case "two maps, the same harmful event struck at Wewelsburg: a Ravager on Q9" {
  rules   = ["events.maps", "events.ravager"]
  fixture = "events-two-maps"
  dice    = [1, 1, 1, 1, 2] # nato; 3D6 = 3; the map: Wewelsburg
  action "draw" {}
  expect {
    hex "wewelsburg:Q9" { unit_types = ["ravager"] }
    hex "magdeburg:J7" { units = 0 }
  }
}

case "two maps, a beneficial event: the player picks the map, and his reinforcements enter there" {
  rules   = ["events.maps", "events.reinforcements"]
  fixture = "events-two-maps"
  dice    = [1, 1, 1, 3] # nato; 3D6 = 5; no die for the map
  action "draw" {}
  action "event_choice" { map = "magdeburg" }
  action "event_choice" {
    item      = "rangers"
    hex       = "magdeburg:C5"
    formation = "1st-ranger"
  }
  expect {
    event_map {
      map    = "magdeburg"
      chosen = true
    }
    hex "magdeburg:C5" { units = 2 }
    hex "wewelsburg:B5" { units = 1 }
  }
}

case "two maps, a beneficial event: the units enter only on the map the player picked" {
  rules   = ["events.maps", "events.reinforcements"]
  fixture = "events-two-maps"
  dice    = [1, 1, 1, 3] # nato; 3D6 = 5
  action "draw" {}
  action "event_choice" { map = "magdeburg" }
  action "event_choice" {
    item      = "rangers"
    hex       = "wewelsburg:B5"
    formation = "1st-ranger"
  }
  expect {
    rejected = { code = "bad_choice", rule = "events.reinforcements" }
  }
}

case "two maps: the map picked must be one in play" {
  rules   = ["events.maps"]
  fixture = "events-two-maps"
  dice    = [1, 1, 1, 3] # nato; 3D6 = 5
  action "draw" {}
  action "event_choice" { map = "holterberg" }
  expect {
    rejected = { code = "bad_map", rule = "events.maps" }
  }
}

case "no event waits for a choice: event_choice is refused" {
  rules   = ["events.marker"]
  fixture = "events-board"
  draws   = []
  action "event_choice" { unit = "rangers" }
  expect {
    rejected = { code = "no_interrupt", rule = "events.marker" }
  }
}
