# Concealment [concealment.*, units.recon-spotting, units.huge].
# Unless a case says otherwise the King Tiger (AP 10 range 6, HE 5 range 4) in B2 fires
# 2 hexes up column B at a unit in B4, with 2D6 = 1+1; the attacker is never next to
# the target (an adjacent enemy would reveal it).

# The Rangers in the woods of B4: not Finished, no enemy recon, no enemy next to them.
case "infantry in woods is concealed" {
  rules   = ["concealment.conditions", "terrain.woods"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "rangers" { at = "B4" }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av   = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv   = 15 # armor 13 + woods 1 + concealed 1
      hits = 0
    }
    log_contains = ["DV 15 = armor 13 [combat.defense-value] + Woods 1 [terrain.woods] + concealed 1 [concealment.conditions]"]
  }
}

# Urban lets any unit hide (Hide column Y).
case "a vehicle in urban terrain is concealed" {
  rules   = ["concealment.conditions", "terrain.urban"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "urban" }
  }
  unit "t64" { at = "B4" }
  dice = [1, 1]
  expect {
    attack {
      av = 13 # AP 10 + 2 + 1 close range (2 hexes, range 6)
      dv = 22 # armor 20 + urban 1 (vehicles) + concealed 1
    }
  }
}

# A crop field hides infantry only (Hide column Inf).
case "infantry in a crop field is concealed" {
  rules   = ["concealment.conditions", "terrain.crop-field"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "crop-field" }
  }
  unit "rangers" { at = "B4" }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 15 # armor 13 + crop field 1 + concealed 1
    }
  }
}

# A crop field hides infantry only, and gives vehicles no defence.
case "a vehicle in a crop field is not concealed" {
  rules   = ["concealment.conditions", "terrain.crop-field"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "crop-field" }
  }
  unit "t64" { at = "B4" }
  dice = [1, 1]
  expect {
    attack {
      av = 13 # AP 10 + 2 + 1 close range (2 hexes, range 6)
      dv = 20 # armor 20 only
    }
  }
}

# A wreck in clear B4 lets the T-64 hide there (Hide column Y).
case "a wreck hex conceals any unit" {
  rules   = ["concealment.conditions", "terrain.wreck"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B4" "wreck" { level = 0 }
  }
  unit "t64" { at = "B4" }
  dice = [1, 1]
  expect {
    attack {
      av = 13 # AP 10 + 2 + 1 close range (2 hexes, range 6)
      dv = 22 # armor 20 + wreck 1 + concealed 1
    }
  }
}

# Clear terrain hides nobody.
case "a unit in clear terrain is not concealed" {
  rules   = ["concealment.conditions", "terrain.clear"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B4" }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 13 # armor 13
    }
  }
}

# The Rangers in the woods are marked Finished.
case "a Finished unit is not concealed" {
  rules   = ["concealment.conditions"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "rangers" {
    at       = "B4"
    statuses = ["finished"]
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 14 # armor 13 + woods 1, no concealment
    }
    log_contains = ["not concealed: rangers is Finished"]
  }
}

# The Puma (recon) in D4 sees B4 along the clear hexside C3|C4.
case "an enemy recon unit in LOS denies concealment" {
  rules   = ["concealment.conditions", "units.recon-spotting"]
  fixture = "tiger-and-puma"
  board {
    hex "B4" { terrain = "woods" }
  }
  unit "tiger" { at = "B2" }
  unit "puma" { at = "D4" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 14 # armor 13 + woods 1, no concealment
    }
    log_contains = ["not concealed: enemy recon puma sees rangers"]
  }
}

# The Puma in D4 looks along the hexside C3|C4, and both hexes are woods.
case "an enemy recon unit without LOS does not deny concealment" {
  rules   = ["concealment.conditions", "units.recon-spotting"]
  fixture = "tiger-and-puma"
  board {
    hex "B4" { terrain = "woods" }
    hex "C3" { terrain = "woods" }
    hex "C4" { terrain = "woods" }
  }
  unit "tiger" { at = "B2" }
  unit "puma" { at = "D4" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 15 # armor 13 + woods 1 + concealed 1
    }
  }
}

# The Puma fires at the Rangers itself: it has LOS to them, so no concealment.
case "a recon unit firing sees its target" {
  rules   = ["units.recon-spotting", "concealment.conditions"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" {
      terrain = "woods"
    }
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "puma"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 6  # HE 4 + 2; range 3: 2 hexes is not close range
      dv = 14 # armor 13 + woods 1
    }
  }
}

# The BRDM-2 next to the Rangers is on their side.
case "a friendly recon unit does not reveal its own side" {
  rules   = ["units.recon-spotting", "concealment.conditions"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "tiger" { at = "B2" }
  unit "brdm" {
    type      = "brdm-2"
    side      = "nato"
    formation = "4th-guards"
    at        = "B5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 15 # armor 13 + woods 1 + concealed 1
    }
  }
}

# The Ravager (Huge infantry, armor 15) in woods.
case "a Huge unit is concealed in woods" {
  rules   = ["units.huge", "concealment.conditions"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "tiger" { at = "B2" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 17 # armor 15 + woods 1 + concealed 1
    }
  }
}

# Smoke is level 1 LOS-blocking cover for a Huge unit, even over clear ground.
case "a Huge unit is concealed in smoke" {
  rules   = ["units.huge", "concealment.conditions", "los.smoke-defense"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B4" "smoke" { level = 1 }
  }
  unit "tiger" { at = "B2" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 17 # armor 15 + 1 smoke + concealed 1
    }
  }
}

# A crop field hides infantry, but a Huge unit hides only in level 1 LOS-blocking hexes;
# it gets no crop-field defence either (units.huge).
case "a Huge unit is not concealed in a crop field" {
  rules   = ["units.huge", "concealment.conditions"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "crop-field" }
  }
  unit "tiger" { at = "B2" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "ravager"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 15 # armor 15 + crop field 1 - 1 Huge, no concealment
    }
  }
}

# The Rangers walk B5-B4 into the woods; the tiger in B1 fires at them in B4 (3 hexes;
# the woods of B4 hid B5 from it). They have moved, so no concealment.
case "a unit that moves loses its concealment" {
  rules   = ["concealment.loss", "opportunity-fire.trigger"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "tiger" { at = "B1" }
  unit "rangers" { at = "B6" }
  active_formation = "1st-ranger"
  dice             = [1, 1]
  action "move" {
    unit = "rangers"
    path = ["B5", "B4"]
  }
  action "opportunity_fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
    at     = "B4"
  }
  expect {
    attack {
      kind = "opportunity"
      av   = 7  # HE 5 + 2; 3 hexes is not close range
      dv   = 14 # armor 13 + woods 1
    }
    unit "rangers" {
      at = "B4"
    }
    log_contains = ["not concealed: rangers has moved"]
  }
}

# The Rangers in the woods fire (counters fired = 1, as while a moving-fire move goes
# on, before they are marked Finished).
case "a unit that fired loses its concealment" {
  rules   = ["concealment.loss"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "rangers" {
    at       = "B4"
    counters = { fired = 1 }
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 8  # HE 5 + 2 + 1 close range (2 hexes, range 4)
      dv = 14 # armor 13 + woods 1
    }
    log_contains = ["not concealed: rangers has fired"]
  }
}

# The tiger drives B7-B6-B5 next to the Rangers in the woods of B4 (declining the
# Rangers' opportunity fire); then the Jagdtiger in B2 fires HE at them.
case "an enemy entering an adjacent hex reveals the unit" {
  rules   = ["concealment.loss"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" {
      terrain = "woods"
    }
  }
  unit "jagd" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B8"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "move" {
    unit = "tiger"
    path = ["B7", "B6", "B5"]
  }
  action "fire" {
    unit   = "jagd"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 7  # HE 4 + 2 + 1 close range (2 hexes, range 4)
      dv = 14 # armor 13 + woods 1
    }
    unit "tiger" {
      at = "B5"
    }
    log_contains = ["not concealed: enemy tiger is next to rangers"]
  }
}

# The SS-VT assault the Rangers in the woods of C5: armor 13 + 1 woods, no concealment.
case "concealment does not apply against an assault" {
  rules   = ["concealment.scope", "assault.attack"]
  fixture = "ssvt-next-to-rangers"
  board {
    cols = 10
    rows = 12
    hex "C5" { terrain = "woods" }
  }
  dice = [3, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      kind = "assault"
      av   = 14 # HE 6 + 6 + 2 assault
      dv   = 14 # armor 13 + woods 1
    }
  }
}
