# Line of sight (6.0-6.1.2): the sight model (los/sight.hcl) and what los/lib/los.lua adds.
# Crusaders (AP range 5) in C2 look down column C at Pz IVGs in C7, 5 hexes away; the line runs
# through C3-C6. A clear line is shown by a shot that misses (3 dice at 5+: 1, 1, 1).

fixture "los-field" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "crusaders" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "C2"
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C7"
  }
  active_formation = "22nd-armoured"
}

fixture "los-crusaders-fire" {
  fixture = "los-field"
  action "fire" {
    unit   = "crusaders"
    target = "pz"
    weapon = "ap"
  }
}

case "a Forest between the firer and the target blocks the shot" {
  rules   = ["los.required", "los.ground", "los.whole-hex", "fire.ranged-combat"]
  fixture = "los-crusaders-fire"
  board {
    hex "C4" { terrain = "forest" }
  }
  expect {
    rejected = { code = "no_los", rule = "los.ground" }
  }
}

case "a Town between blocks as a Forest does" {
  rules   = ["los.ground"]
  fixture = "los-crusaders-fire"
  board {
    hex "C5" { terrain = "city" }
  }
  expect {
    rejected = { code = "no_los", rule = "los.ground" }
  }
}

# Sight is mutual: the Pz IVGs, in their pulse, cannot see the Crusaders either.
case "line of sight is mutual" {
  rules   = ["los.required"]
  fixture = "los-field"
  board {
    hex "C4" { terrain = "forest" }
  }
  active_formation = "panzer-abteilung"
  action "fire" {
    unit   = "pz"
    target = "crusaders"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "los.ground" }
  }
}

case "the line is clear over open ground" {
  rules   = ["los.required", "fire.to-hit"]
  fixture = "los-crusaders-fire"
  dice    = [1, 1, 1]
  expect {
    attack {
      distance = 5
      hits     = 0
    }
  }
}

# The firer in a Forest and the target in a Town: the ends' own hexes never block.
case "terrain in the firer's and the target's own hexes does not block" {
  rules   = ["los.own-hex"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { terrain = "forest" }
    hex "C7" { terrain = "city" }
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}

# Adjacent units always see each other: both in Town hexes, with smoke in the target's hex.
# C3 is next to C2: reduced range (1 <= 5/2) -1, firing into smoke +1 (the smoke area's,
# smoke.fire-into): To-Hit 5. 5, 1, 1 -> 1 hit; Pz IVG 3 dice (Armor Factor 2 + Town 1) at 6:
# 6, 2, 2 -> saved. (In smoke it is not acquired.)
case "an adjacent unit can always be fired at" {
  rules   = ["fire.adjacent", "los.adjacent", "los.smoke"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { terrain = "city" }
    hex "C3" { terrain = "city" }
    marker "C3" "smoke" { level = 1 }
  }
  unit "pz" { at = "C3" }
  dice = [5, 1, 1, 6, 2, 2]
  expect {
    attack {
      distance     = 1
      hits         = 1
      defence_dice = 3
      saved        = 1
    }
  }
}

case "smoke between the firer and the target blocks the line" {
  rules   = ["los.smoke", "smoke.los"]
  fixture = "los-crusaders-fire"
  board {
    marker "C5" "smoke" { level = 1 }
  }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

case "Level 2 smoke blocks the line too" {
  rules   = ["los.smoke"]
  fixture = "los-crusaders-fire"
  board {
    marker "C4" "smoke" { level = 2 }
  }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

case "a single wreck on the line does not block it" {
  rules   = ["los.wreck"]
  fixture = "los-crusaders-fire"
  board {
    marker "C4" "wreck" {}
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}

case "two wrecks on the line block it" {
  rules   = ["los.degrading", "los.wreck"]
  fixture = "los-crusaders-fire"
  board {
    marker "C4" "wreck" {}
    marker "C5" "wreck" {}
  }
  expect {
    rejected = { code = "no_los", rule = "los.degrading" }
  }
}

# Palm is the project's degrading terrain (provisional): one Palm hex leaves the line clear...
case "one degrading hex does not block" {
  rules   = ["los.degrading"]
  fixture = "los-crusaders-fire"
  board {
    hex "C4" { terrain = "palm" }
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}

# ... two do ...
case "two degrading hexes block the line" {
  rules   = ["los.degrading"]
  fixture = "los-crusaders-fire"
  board {
    hex "C3" { terrain = "palm" }
    hex "C5" { terrain = "palm" }
  }
  expect {
    rejected = { code = "no_los", rule = "los.degrading" }
  }
}

# ... and so do a Palm hex and a wreck.
case "a degrading hex and a wreck block the line" {
  rules   = ["los.degrading", "los.wreck"]
  fixture = "los-crusaders-fire"
  board {
    hex "C3" { terrain = "palm" }
    marker "C6" "wreck" {}
  }
  expect {
    rejected = { code = "no_los", rule = "los.degrading" }
  }
}

# A Ridgeline blocks ground-level sight unless it is next to the firer or the target.
case "a Ridgeline between two ground-level units blocks the line" {
  rules   = ["los.ground"]
  fixture = "los-crusaders-fire"
  board {
    hex "C4" { features = ["ridgeline"] }
  }
  expect {
    rejected = { code = "no_los", rule = "los.ground" }
  }
}

case "a Ridgeline next to the firer does not block" {
  rules   = ["los.ground"]
  fixture = "los-crusaders-fire"
  board {
    hex "C3" { features = ["ridgeline"] }
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}

case "a Ridgeline next to the target does not block" {
  rules   = ["los.ground"]
  fixture = "los-crusaders-fire"
  board {
    hex "C6" { features = ["ridgeline"] }
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}

# Hills (6.1.2): the Crusaders on a hill in C2.
case "from a hill a Ridgeline between blocks the line to a ground-level target" {
  rules   = ["los.hill-ridgeline"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { features = ["hill"] }
    hex "C4" { features = ["ridgeline"] }
  }
  expect {
    rejected = { code = "no_los", rule = "los.hill-ridgeline" }
  }
}

case "from a hill a Ridgeline does not block the line to a target on a hill" {
  rules   = ["los.hill-ridgeline"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { features = ["hill"] }
    hex "C7" { features = ["hill"] }
    hex "C4" { features = ["ridgeline"] }
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}

case "between two hills a Forest still blocks" {
  rules   = ["los.hill-blocking"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { features = ["hill"] }
    hex "C7" { features = ["hill"] }
    hex "C4" { terrain = "forest" }
  }
  expect {
    rejected = { code = "no_los", rule = "los.hill-blocking" }
  }
}

# From a hill the Crusaders see over a Forest in C4 to the Pz IVGs in the open at C7 ...
case "from a hill a unit sees over blocking terrain that is not next to the target" {
  rules   = ["los.hill-behind"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { features = ["hill"] }
    hex "C4" { terrain = "forest" }
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}

# ... but not when the Forest is right in front of the target (C6): the Pz IVGs are behind it.
case "from a hill a ground-level target right behind blocking terrain is hidden" {
  rules   = ["los.hill-behind"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { features = ["hill"] }
    hex "C6" { terrain = "forest" }
  }
  expect {
    rejected = { code = "no_los", rule = "los.hill-behind" }
  }
}

case "from a hill a hill hex between hides a ground-level target" {
  rules   = ["los.hill-intervening"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { features = ["hill"] }
    hex "C5" { features = ["hill"] }
  }
  expect {
    rejected = { code = "no_los", rule = "los.hill-intervening" }
  }
}

# The project's reading: a hill hex between two ground-level units blocks them too.
case "a hill hex between two ground-level units blocks the line (the project's reading)" {
  rules   = ["los.hill-intervening"]
  fixture = "los-crusaders-fire"
  board {
    hex "C4" { features = ["hill"] }
  }
  expect {
    rejected = { code = "no_los", rule = "los.hill-intervening" }
  }
}

# From C4 to E4 the line runs exactly along the hexside between D4 and D5.
case "a line along the side of one blocking hex is clear" {
  rules   = ["los.hexside"]
  fixture = "los-crusaders-fire"
  board {
    hex "D4" { terrain = "forest" }
  }
  unit "crusaders" { at = "C4" }
  unit "pz" { at = "E4" }
  dice = [1, 1, 1]
  expect {
    attack {
      distance = 2
      hits     = 0
    }
  }
}

case "a line between two blocking hexes is blocked" {
  rules   = ["los.hexside"]
  fixture = "los-crusaders-fire"
  board {
    hex "D4" { terrain = "forest" }
    hex "D5" { terrain = "city" }
  }
  unit "crusaders" { at = "C4" }
  unit "pz" { at = "E4" }
  expect {
    rejected = { code = "no_los", rule = "los.hexside" }
  }
}

case "a line between two degrading hexes counts one of them only" {
  rules   = ["los.hexside", "los.degrading"]
  fixture = "los-crusaders-fire"
  board {
    hex "D4" { terrain = "palm" }
    hex "D5" { terrain = "palm" }
  }
  unit "crusaders" { at = "C4" }
  unit "pz" { at = "E4" }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}

# Smoke blocks from any height: two hills see over ground-level hexes, but not over smoke there.
case "smoke between two hills blocks the line" {
  rules   = ["los.smoke", "los.hill-blocking"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { features = ["hill"] }
    hex "C7" { features = ["hill"] }
    marker "C4" "smoke" { level = 1 }
  }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

case "two hills see each other over open ground" {
  rules   = ["los.hill-blocking"]
  fixture = "los-crusaders-fire"
  board {
    hex "C2" { features = ["hill"] }
    hex "C7" { features = ["hill"] }
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}

# Smoke in the target's own hex does not block the line into it (smoke.los: through, not into).
case "smoke in the target's hex does not block the line into it" {
  rules   = ["los.smoke", "los.own-hex"]
  fixture = "los-crusaders-fire"
  board {
    marker "C7" "smoke" { level = 1 }
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}
