# What movement forbids [movement.*, assault.definition, planes.airspace,
# stacking.overstack, supply.refit]: entering an enemy hex is an assault and
# nothing else, so a plain move, a group, a flight or the move of a moving
# fire may neither end in nor cross a hex its foes hold; a helicopter at
# Cruise shares no hex with a plane however it moves; and a side removes or
# refits only its own units. Every refusal leaves the game as it was (the
# runner compares the whole state); the units' places are checked too.

case "the castle road: the SS-VT may not walk into the M60A1's hex" {
  rules    = ["assault.definition", "movement.speed"]
  ruleset  = "base"
  scenario = "castle-road"
  begin    = true
  draws    = ["1-7-ss"]
  action "draw" {}
  action "move" {
    unit = "ssvt2"
    path = ["O9", "P9", "Q9", "R9", "S9"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.definition" }
    unit "ssvt2" { statuses = [] }
    unit "m60a1-1" { at = "S9" }
    interrupt = ""
  }
}

case "a move may not end in an enemy hex" {
  rules   = ["assault.definition", "movement.speed"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "rangers" { at = "B4" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.definition" }
    unit "tiger" {
      at       = "B2"
      statuses = []
    }
    unit "rangers" { at = "B4" }
  }
}

case "a move may not pass through an enemy hex" {
  rules   = ["assault.definition", "movement.speed"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "rangers" { at = "B3" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"]
  }
  expect {
    rejected = { code = "enemy_in_path", rule = "assault.definition" }
    unit "tiger" { at = "B2" }
  }
}

case "the same path into the enemy hex is an assault" {
  rules   = ["assault.definition"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "rangers" { at = "B4" }
  active_formation = "1-130"
  dice             = [6, 6]
  action "assault" {
    units  = ["tiger"]
    path   = ["B3", "B4"]
    target = "rangers"
  }
  expect {
    unit "rangers" { alive = false }
    unit "tiger" { at = "B4" }
  }
}

case "a move ends next to the enemy, and through a friendly hex" {
  rules   = ["movement.speed", "stacking.limit"]
  fixture = "tiger-and-puma"
  unit "tiger" { at = "B2" }
  unit "puma" { at = "B3" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B6"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5"]
  }
  expect {
    unit "tiger" { at = "B5" }
  }
}

case "a group may not move into an enemy hex" {
  rules   = ["assault.definition", "movement.group"]
  fixture = "tiger-and-puma"
  unit "tiger" { at = "B2" }
  unit "puma" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "1-130"
  action "move" {
    units = ["tiger", "puma"]
    path  = ["B3", "B4"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.definition" }
    unit "tiger" { at = "B2" }
    unit "puma" { at = "B2" }
  }
}

case "a Black Hand unit may not walk into a NATO hex" {
  rules   = ["assault.definition", "black-hand.command"]
  fixture = "zealot"
  unit "zealot" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B3"
  }
  active_side = "black-hand"
  action "move" {
    unit = "zealot"
    path = ["B3"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.definition" }
    unit "zealot" { at = "B2" }
  }
}

case "an enemy helicopter overhead holds no hex against a land unit" {
  rules   = ["assault.definition", "stacking.exempt"]
  fixture = "huey-and-tiger"
  unit "huey" { at = "B5" }
  unit "tiger" { at = "B6" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B5", "B4"]
  }
  expect {
    unit "tiger" { at = "B4" }
    unit "huey" { at = "B5" }
  }
}

case "a helicopter flies over enemy land units" {
  rules   = ["helicopters.movement", "assault.definition"]
  fixture = "huey-and-tiger"
  unit "tiger" { at = "B3" }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3", "B4"]
  }
  expect {
    unit "huey" { at = "B4" }
  }
}

case "a helicopter at Cruise may not move into a plane's hex either" {
  rules   = ["planes.airspace", "helicopters.movement"]
  fixture = "huey"
  unit "huey" { at = "C2" }
  unit "stuka" {
    type = "ju-87g-stuka"
    side = "reich"
    at   = "C4"
  }
  active_formation = "335th-ahc"
  action "move" {
    unit = "huey"
    path = ["C3", "C4", "C5"]
  }
  expect {
    rejected = { code = "airspace", rule = "planes.airspace" }
    unit "huey" { at = "C2" }
  }
}

case "a helicopter at NOE climbing to Cruise may not fly into a plane's hex" {
  rules   = ["planes.airspace", "helicopters.movement"]
  fixture = "huey"
  unit "huey" {
    at       = "C2"
    face     = "noe"
    altitude = "noe"
  }
  unit "stuka" {
    type = "ju-87g-stuka"
    side = "reich"
    at   = "C4"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    altitude = "cruise"
    path     = ["C3", "C4"]
  }
  expect {
    rejected = { code = "airspace", rule = "planes.airspace" }
    unit "huey" {
      at       = "C2"
      statuses = ["noe"]
    }
  }
}

case "the move part of a helicopter's moving fire obeys the airspace" {
  rules   = ["planes.airspace", "moving-fire.general"]
  fixture = "huey-and-tiger"
  unit "huey" { at = "C2" }
  unit "tiger" { at = "C6" }
  unit "stuka" {
    type = "ju-87g-stuka"
    side = "reich"
    at   = "C3"
  }
  active_formation = "335th-ahc"
  action "fire" {
    unit   = "huey"
    target = "tiger"
    weapon = "he"
    moving = "after"
    path   = ["C3", "C4"]
  }
  expect {
    rejected = { code = "airspace", rule = "planes.airspace" }
    unit "huey" { at = "C2" }
  }
}

# --- Opportunity fire by two sides -------------------------------------------------

fixture "reich-mover-between-nato-and-black-hand" {
  ruleset = "base"
  sides   = ["reich", "nato", "black-hand"]
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "F5"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["D3", "D4"]
  }
}

case "when two sides may fire at a mover, the first side by the order of sides gets the window" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "reich-mover-between-nato-and-black-hand"
  action "opportunity_fire" {
    unit   = "zealot"
    target = "tiger"
    by     = "black-hand"
  }
  expect {
    rejected = { code = "not_your_turn" }
    unit "tiger" { at = "D3" }
  }
}

case "the second side gets its window once the first passes" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "reich-mover-between-nato-and-black-hand"
  action "pass" { by = "nato" }
  action "opportunity_fire" {
    unit   = "zealot"
    target = "tiger"
    weapon = "ap"
    by     = "black-hand"
  }
  dice = [1, 1]
  expect {
    attack { attacker = "zealot" }
    unit "zealot" { statuses = ["finished"] }
  }
}

case "both sides may fire at the mover in the same hex, one after the other" {
  rules   = ["opportunity-fire.trigger", "opportunity-fire.once-per-hex"]
  fixture = "reich-mover-between-nato-and-black-hand"
  action "opportunity_fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
    by     = "nato"
  }
  action "opportunity_fire" {
    unit   = "zealot"
    target = "tiger"
    weapon = "ap"
    by     = "black-hand"
  }
  dice = [1, 1, 1, 1]
  expect {
    attack { attacker = "zealot" }
    unit "t64" { statuses = ["finished"] }
    unit "zealot" { statuses = ["finished"] }
    unit "tiger" { at = "D4" }
  }
}

# --- Whose units: remove_excess and refit ------------------------------------------

fixture "two-overstacked-hexes" {
  ruleset = "base"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "kt3" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "r1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F6"
  }
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F6"
  }
  unit "r3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F6"
  }
  active_formation = "1-130"
}

case "the active player may not remove the enemy's excess units" {
  rules   = ["stacking.overstack"]
  fixture = "two-overstacked-hexes"
  action "remove_excess" { unit = "r1" }
  expect {
    rejected = { code = "not_yours", rule = "stacking.overstack" }
    unit "r1" {
      alive = true
      at    = "F6"
    }
  }
}

case "a seat may not remove another side's excess units" {
  rules   = ["stacking.overstack"]
  fixture = "two-overstacked-hexes"
  action "remove_excess" {
    unit = "kt1"
    by   = "nato"
  }
  expect {
    rejected = { code = "not_your_turn" }
    unit "kt1" { alive = true }
  }
}

case "the owner removes an excess unit of his choice" {
  rules   = ["stacking.overstack"]
  fixture = "two-overstacked-hexes"
  action "remove_excess" {
    unit = "kt2"
    by   = "reich"
  }
  expect {
    unit "kt2" { alive = false }
    unit "kt1" { alive = true }
    hex "B2" { units = 2 }
  }
}

fixture "cleanup-two-reduced" {
  ruleset = "base"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    reduced   = true
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "F6"
    reduced   = true
  }
  supply = { reich = 1, nato = 1 }
  action "end_phase" {}
}

case "a seat may not refit the other side's unit with its supply" {
  rules   = ["supply.refit"]
  fixture = "cleanup-two-reduced"
  action "refit" {
    unit = "t64"
    by   = "reich"
  }
  expect {
    rejected = { code = "not_yours", rule = "supply.refit" }
    unit "t64" { reduced = true }
    phase = "cleanup"
  }
}

case "each seat refits its own unit in the Cleanup" {
  rules   = ["supply.refit"]
  fixture = "cleanup-two-reduced"
  action "refit" {
    unit = "t64"
    by   = "nato"
  }
  expect {
    unit "t64" { reduced = false }
    unit "tiger" { reduced = true }
    refit {
      unit        = "t64"
      supply_left = 0
    }
  }
}

# --- fly, load and unload by helicopters (their preconditions) -----------------------

case "fly: a helicopter off the map does not fly" {
  rules   = ["helicopters.movement"]
  fixture = "huey"
  unit "huey" { at = "" }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3"]
  }
  expect {
    rejected = { code = "not_on_map", rule = "helicopters.movement" }
  }
}

case "fly: a helicopter on the map flies" {
  rules            = ["helicopters.movement"]
  fixture          = "huey"
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["B3"]
  }
  expect {
    unit "huey" { at = "B3" }
  }
}

case "load: a helicopter at Cruise loads no infantry" {
  rules   = ["helicopters.noe"]
  fixture = "huey"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B2"
  }
  active_formation = "335th-ahc"
  action "load" {
    unit      = "huey"
    passenger = "rangers"
  }
  expect {
    rejected = { code = "not_at_noe", rule = "helicopters.noe" }
  }
}

# at NOE the altitude holds: the Huey, no transport, is refused as no carrier
case "load: a helicopter at NOE is judged as a carrier" {
  rules   = ["helicopters.noe", "units.apcs"]
  fixture = "huey"
  unit "huey" {
    face     = "noe"
    altitude = "noe"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B2"
  }
  active_formation = "335th-ahc"
  action "load" {
    unit      = "huey"
    passenger = "rangers"
  }
  expect {
    rejected = { code = "not_apc", rule = "units.apcs" }
  }
}
