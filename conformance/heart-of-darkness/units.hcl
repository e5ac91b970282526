# The expansion's units (1.2): its unit types, Huge, Fly Low, Recon,
# on-board artillery and transport.

fixture "units-sands" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 8
    rows    = 10
    terrain = "sand" # 2 MP a hex for infantry
    hex "B5" { terrain = "water" }
    hex "B6" { terrain = "water" }
  }
  unit "wurm" {
    type      = "wurmking"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C2"
  }
  active_formation = "black-hand"
}

case "the Wurmking is Huge and Undead, with provisional values" {
  rules   = ["units.types", "undead.units", "units.huge-hod"]
  fixture = "units-sands"
  dice    = [6, 6]
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  active_formation = "1st-ranger"
  action "fire" {
    unit   = "rangers"
    target = "wurm"
    weapon = "he"
  }
  expect {
    attack {
      av   = 17 # HE 5 + 12
      dv   = 16 # armor 16: Huge, the sand gives it no cover
      hits = 1
    }
    undead_damage {
      kept = 0
      why  = "HE damage halved, rounded down"
    }
    unit "wurm" {
      alive    = true
      reduced  = false
      statuses = []
    }
  }
}

case "a Huge unit pays 1 MP a hex whatever the terrain" {
  rules   = ["units.huge-hod"]
  fixture = "units-sands"
  action "move" {
    unit = "wurm"
    path = ["C3", "C4", "C5"] # three sand hexes: 3 MP, not 6
  }
  expect {
    unit "wurm" {
      at       = "C5"
      counters = { mp_spent = 3 }
    }
  }
}

case "infantry that is not Huge pays the sand's 2 MP" {
  rules   = ["units.huge-hod"]
  fixture = "units-sands"
  unit "wurm" { type = "zealot" }
  action "move" {
    unit = "wurm"
    path = ["C3", "C4"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "a Huge unit crosses water at 2 MP a hex" {
  rules   = ["units.huge-hod"]
  fixture = "units-sands"
  unit "wurm" { at = "B4" }
  action "move" {
    unit = "wurm"
    path = ["B5", "B4"] # water 2 + sand 1
  }
  expect {
    unit "wurm" {
      at       = "B4"
      counters = { mp_spent = 3 }
    }
  }
}

case "two water hexes are beyond a Huge unit's Speed 3" {
  rules   = ["units.huge-hod"]
  fixture = "units-sands"
  unit "wurm" { at = "B4" }
  action "move" {
    unit = "wurm"
    path = ["B5", "B6"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "the base game's Ravager moves as the expansion's Huge do" {
  rules   = ["units.huge-hod"]
  fixture = "units-sands"
  unit "wurm" { type = "ravager" }
  action "move" {
    unit = "wurm"
    path = ["C3", "C4", "C5"]
  }
  expect {
    unit "wurm" { at = "C5" }
  }
}

fixture "units-carrier" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
  active_formation = "1st-ranger"
}

case "a Huge unit cannot be transported" {
  rules   = ["units.huge-hod", "units.transport"]
  fixture = "units-carrier"
  unit "rangers" {
    type      = "wurmking"
    side      = "nato"
  }
  action "load" {
    unit      = "apc"
    passenger = "rangers"
  }
  expect {
    rejected = { code = "huge" }
  }
}

case "a carrier attacks, then loads: any order" {
  rules   = ["units.transport"]
  fixture = "units-carrier"
  dice    = [1, 1]
  action "fire" {
    unit   = "apc"
    target = "ss"
    weapon = "he"
  }
  action "load" {
    unit      = "apc"
    passenger = "rangers"
  }
  expect {
    unit "apc" { transports = ["rangers"] }
    unit "rangers" { aboard = "apc" }
  }
}

case "a carrier loads, then attacks with +1 AV for its passenger" {
  rules   = ["units.transport"]
  fixture = "units-carrier"
  dice    = [3, 4]
  action "load" {
    unit      = "apc"
    passenger = "rangers"
  }
  action "fire" {
    unit   = "apc"
    target = "ss"
    weapon = "he"
  }
  expect {
    attack { av = 12 } # HE 4 + 2D6 7 + 1 passenger
    log_contains = ["passenger 1 [units.apc-passengers]"]
  }
}

case "a Shaken passenger adds nothing to its carrier's attack" {
  rules   = ["units.transport"]
  fixture = "units-carrier"
  unit "rangers" {
    at       = ""
    aboard   = "apc"
    statuses = ["shaken"]
  }
  dice = [3, 4]
  action "fire" {
    unit   = "apc"
    target = "ss"
    weapon = "he"
  }
  expect {
    attack { av = 11 }
  }
}

case "a carrier that loaded moves at most half its Speed" {
  rules   = ["units.transport"]
  fixture = "units-carrier"
  action "load" {
    unit      = "apc"
    passenger = "rangers"
  }
  action "move" {
    unit = "apc"
    path = ["C2", "D2", "E2", "E3"] # 4 MP: half of Speed 6 is 3
  }
  expect {
    rejected = { code = "too_far", rule = "units.apc-loading" }
  }
}

case "a passenger is never targeted apart from its carrier" {
  rules   = ["units.transport"]
  fixture = "units-carrier"
  unit "rangers" {
    at     = ""
    aboard = "apc"
  }
  unit "ss" { formation = "1-7-ss" }
  active_formation = "1-7-ss"
  action "fire" {
    unit   = "ss"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "aboard" }
  }
}

case "a passenger shares its carrier's results" {
  rules   = ["units.transport"]
  fixture = "units-carrier"
  unit "rangers" {
    at     = ""
    aboard = "apc"
  }
  unit "ss" { carries = ["panzerfaust-3"] }
  active_formation = "1-7-ss"
  dice             = [2, 3] # AV 11 + 5 vs DV 14: 2 hits
  action "fire" {
    unit   = "ss"
    target = "apc"
    weapon = "panzerfaust-3"
  }
  expect {
    unit "apc" { reduced = true }
    unit "rangers" { reduced = true }
  }
}

case "the PzW 42 is artillery that carries infantry" {
  rules   = ["units.artillery-transport", "units.types"]
  fixture = "units-carrier"
  unit "apc" {
    type      = "pzw-42"
    side      = "reich"
    formation = "1-7-ss"
  }
  unit "rangers" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
  }
  unit "ss" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  active_formation = "1-7-ss"
  action "load" {
    unit      = "apc"
    passenger = "rangers"
  }
  expect {
    unit "apc" { transports = ["rangers"] }
  }
}

# --- Recon, Fly Low, on-board artillery ------------------------------------------------

fixture "units-recon" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 8
    rows    = 14
    terrain = "clear"
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B14" # 12 hexes from the CO
  }
  active_formation = "1-130"
}

case "a recon unit is never Out Of Contact" {
  rules   = ["units.recon-hod"]
  fixture = "units-recon"
  action "rally" {}
  action "move" { # its full Speed 7
    unit = "puma"
    path = ["B13", "B12", "B11", "B10", "B9", "B8", "B7"]
  }
  expect {
    unit "puma" {
      at       = "B7"
      statuses = ["finished"]
    }
  }
}

case "a recon unit calls two strikes as its first action" {
  rules   = ["units.recon-hod"]
  fixture = "units-recon"
  oba     = { reich = ["biological", "biological"] }
  dice    = [4, 5] # two accuracy rolls; nobody is there
  action "call_oba" {
    unit    = "puma"
    mission = "biological"
    target  = "B10"
  }
  action "call_oba" {
    unit    = "puma"
    mission = "biological"
    target  = "B9"
  }
  expect {
    unit "puma" { counters = { support_calls = 2 } }
  }
}

case "a recon unit's third call is refused" {
  rules   = ["units.recon-hod"]
  fixture = "units-recon"
  oba     = { reich = ["biological", "biological", "biological"] }
  dice    = [4, 5]
  action "call_oba" {
    unit    = "puma"
    mission = "biological"
    target  = "B10"
  }
  action "call_oba" {
    unit    = "puma"
    mission = "biological"
    target  = "B9"
  }
  action "call_oba" {
    unit    = "puma"
    mission = "biological"
    target  = "B8"
  }
  expect {
    rejected = { code = "too_many_calls" }
  }
}

case "an enemy recon unit in LOS denies concealment" {
  rules   = ["units.recon-hod"]
  fixture = "units-recon"
  board {
    hex "B4" { terrain = "woods" }
  }
  unit "puma" { at = "D4" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  dice = [1, 1]
  action "fire" {
    unit   = "co"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { dv = 14 } # armor 13 + woods 1, no concealment
    log_contains = ["not concealed: enemy recon puma sees rangers"]
  }
}

case "an aircraft flying low is at the height of the ground: woods hide its target" {
  rules   = ["units.fly-low"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B2"
    altitude  = "cruise"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B6"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    path     = []
    altitude = "noe"
  }
  action "fire" {
    unit   = "huey"
    target = "ssvt"
    weapon = "he"
  }
  expect {
    rejected = { code = "no_los" }
  }
}

case "unarmored on-board artillery is captured with its hex" {
  rules   = ["units.artillery-transport"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "v2" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
    at        = "B4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B3"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B4"]
  }
  expect {
    unit "v2" {
      side = "nato"
      at   = "B4"
    }
    hex "B4" { control = "nato" }
  }
}

# --- What a Huge unit cannot do -----------------------------------------------------

fixture "units-huge" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C5"
  }
}

case "Terror does not touch a Huge unit" {
  rules   = ["units.huge-hod"]
  fixture = "units-huge"
  unit "occultist" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C2"
    attached  = ["black-hand-prophet"]
  }
  active_formation = "1-7-ss"
  action "terror" {
    unit   = "occultist"
    target = "ravager"
  }
  expect {
    rejected = { code = "immune", rule = "skills.terror" }
  }
}

case "a Huge unit does not search" {
  rules   = ["units.huge-hod"]
  fixture = "units-huge"
  unit "ravager" { attached = ["independent-mercenary"] }
  active_formation = "black-hand"
  action "search" {
    unit = "ravager"
  }
  expect {
    rejected = { code = "huge" }
  }
}

case "a Huge unit does not recruit" {
  rules   = ["units.huge-hod"]
  fixture = "units-huge"
  unit "ravager" { attached = ["independent-mercenary"] }
  unit "merc" {
    type      = "independent-reanimated"
    side      = "independent"
    formation = "independents"
    at        = "C6"
    statuses  = ["uncontrolled"]
  }
  active_formation = "black-hand"
  action "recruit" {
    unit   = "ravager"
    target = "merc"
  }
  expect {
    rejected = {
      code = "huge"
      rule = "units.huge-hod"
    }
  }
}

case "a Huge unit does not pick up objects" {
  rules   = ["units.huge-hod"]
  fixture = "units-huge"
  board {
    marker "C5" "tesla" { level = 1 }
  }
  active_formation = "black-hand"
  action "pick_up" {
    unit   = "ravager"
    weapon = "tesla"
  }
  expect {
    rejected = { code = "huge" }
  }
}
