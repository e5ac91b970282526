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
    undead_damage { unit = "wurm" }
    unit "wurm" { alive = true }
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
    rejected = { code = "too_far" }
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
    rejected = { code = "too_far" }
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
    rejected = { code = "too_far" }
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
