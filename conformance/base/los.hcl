# Line of sight [los.*, units.huge]: obstacles, hexside lines, wrecks, smoke, hills,
# Huge units and aircraft. Unless a case says otherwise the King Tiger (AP 10, range 6)
# in B2 fires at the T-64 (armor 20) in B6, 4 hexes up column B, with 2D6 = 1+1.
# Lines were checked with the kernel's hex line: a column is straight, and a line
# between two hexes of the same even row (B4-F4) runs along hexsides.

# Tiger B2 fires up column B at the T-64 in B6 over clear B3-B5.
case "a clear line of sight lets a unit fire" {
  rules   = ["los.required", "los.tracing"]
  fixture = "open-ground-shot"
  unit "t64" { at = "B6" }
  dice = [1, 1]
  expect {
    attack {
      av   = 12 # AP 10 + 2D6 2; 4 hexes is neither close nor long range
      dv   = 20 # armor 20
      hits = 0
    }
    log_contains = ["tiger attacks t64: AV 12 vs DV 20"]
  }
}

# Woods in B4 lie on the line B2-B6: a level 1 obstacle.
case "woods between the units block the line" {
  rules   = ["los.required", "terrain.woods"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.required" }
  }
}

# Urban in B3 lies on the line B2-B6.
case "urban between the units blocks the line" {
  rules   = ["los.required", "terrain.urban"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B3" { terrain = "urban" }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.required" }
  }
}

# A hill in B4 (no other terrain) is a level 1 obstacle for two units on the ground.
case "a bare hill between two ground units blocks the line" {
  rules   = ["los.required", "terrain.hill"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" {
      terrain  = "clear"
      features = ["hill"]
    }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.required" }
  }
}

# Only hexes between the ends block: the T-64 stands in woods itself (Finished, so
# not concealed). DV 21 = armor 20 + 1 woods.
case "woods in the target hex do not block the line" {
  rules   = ["los.required", "los.tracing"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B6" { terrain = "woods" }
  }
  unit "t64" {
    at       = "B6"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 21 # armor 20 + woods 1
    }
  }
}

# B4-F4 runs along the hexsides C3|C4 and E3|E4 (a horizontal line on a flat-top map).
# Woods in C3 and urban in E4: each time the lesser obstacle (clear C4, clear E3)
# counts, so the line is open.
case "a line along a hexside with one side blocked passes" {
  rules   = ["los.hexside"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "C3" { terrain = "woods" }
    hex "E4" { terrain = "urban" }
  }
  unit "tiger" { at = "B4" }
  unit "t64" { at = "F4" }
  dice = [1, 1]
  expect {
    attack {
      av = 12 # AP 10 + 2D6 2; 4 hexes is neither close nor long range
      dv = 20 # armor 20
    }
  }
}

# B4-F4 runs along the hexside C3|C4: woods in C3 and urban in C4.
case "a line along a hexside with both sides blocked is blocked" {
  rules   = ["los.hexside"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "C3" { terrain = "woods" }
    hex "C4" { terrain = "urban" }
  }
  unit "tiger" { at = "B4" }
  unit "t64" { at = "F4" }
  expect {
    rejected = { code = "no_los", rule = "los.hexside" }
  }
}

# B4-F4 along C3|C4: Level 1 smoke in C3 only; the clear side C4 counts, so no smoke DV.
case "light smoke on one side of a hexside line is ignored" {
  rules   = ["los.hexside", "los.smoke-defense"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "C3" "smoke" { level = 1 }
  }
  unit "tiger" { at = "B4" }
  unit "t64" { at = "F4" }
  dice = [1, 1]
  expect {
    attack {
      av = 12 # AP 10 + 2D6 2; 4 hexes is neither close nor long range
      dv = 20 # armor 20
    }
  }
}

# B4-F4 along C3|C4 with Level 1 smoke in both: the lesser is one light-smoke hex,
# so the line is open and the target gets +1 DV.
case "light smoke on both sides of a hexside line counts once" {
  rules   = ["los.hexside", "los.smoke-defense"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "C3" "smoke" { level = 1 }
    marker "C4" "smoke" { level = 1 }
  }
  unit "tiger" { at = "B4" }
  unit "t64" { at = "F4" }
  dice = [1, 1]
  expect {
    attack {
      dv = 21 # armor 20 + 1 smoke on the line
    }
    log_contains = ["smoke on the line 1 [los.smoke-defense]"]
  }
}

# A single wreck (B4) on the line B2-B6; it gives no DV to a target elsewhere.
case "one wreck on the line does not block" {
  rules   = ["los.tracing", "terrain.wreck"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B4" "wreck" { level = 0 }
  }
  unit "t64" { at = "B6" }
  dice = [1, 1]
  expect {
    attack {
      av = 12 # AP 10 + 2D6 2; 4 hexes is neither close nor long range
      dv = 20 # armor 20
    }
  }
}

# Wrecks in B3 and B5, both between B2 and B6.
case "two wreck hexes on the line block it" {
  rules   = ["los.tracing", "terrain.wreck", "results.wreck"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B3" "wreck" { level = 0 }
    marker "B5" "wreck" { level = 0 }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.tracing" }
  }
}

# Level 2 smoke in B4.
case "Level 2 smoke blocks the line" {
  rules   = ["los.smoke", "units.smokescreen"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B4" "smoke" { level = 2 }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

# Level 1 smoke in B4 does not block alone, and the target gets +1 DV.
case "firing through Level 1 smoke adds 1 DV" {
  rules   = ["los.smoke", "los.smoke-defense"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B4" "smoke" { level = 1 }
  }
  unit "t64" { at = "B6" }
  dice = [1, 1]
  expect {
    attack {
      av = 12
      dv = 21 # armor 20 + 1 smoke on the line
    }
    log_contains = ["DV 21 = armor 20 [combat.defense-value] + smoke on the line 1 [los.smoke-defense]"]
  }
}

# Level 1 smoke in B3 and B5.
case "two Level 1 smoke hexes block the line" {
  rules   = ["los.smoke"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B3" "smoke" { level = 1 }
    marker "B5" "smoke" { level = 1 }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

# Level 1 smoke in B3, a wreck in B5.
case "a Level 1 smoke hex and a wreck hex block the line" {
  rules   = ["los.smoke", "los.tracing"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B3" "smoke" { level = 1 }
    marker "B5" "wreck" { level = 0 }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

# Project reading: a hex holding both a wreck and Level 1 smoke counts as both, so B4
# alone blocks B2-B6.
case "light smoke over a wreck in one hex blocks the line" {
  rules   = ["los.smoke", "los.tracing"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B4" "smoke" { level = 1 }
    marker "B4" "wreck" { level = 0 }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

# Project reading: the smoke DV also applies when the target's own hex holds the smoke.
case "a target standing in light smoke gets 1 DV" {
  rules   = ["los.smoke-defense"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B6" "smoke" { level = 1 }
  }
  unit "t64" { at = "B6" }
  dice = [1, 1]
  expect {
    attack {
      dv = 21 # armor 20 + 1 smoke
    }
  }
}

# Level 1 smoke in B4 on the line and in the target hex B6: still +1 only.
case "the light smoke DV counts once per attack" {
  rules   = ["los.smoke-defense"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B4" "smoke" { level = 1 }
    marker "B6" "smoke" { level = 1 }
  }
  unit "t64" { at = "B6" }
  dice = [1, 1]
  expect {
    attack {
      dv = 21 # armor 20 + 1 smoke, once
    }
  }
}

# Column B1-B7 is a ridge. Both units stand on it; the bare hill hexes between do not
# block, and a target on a hill gets no hill-edge DV against fire from a hill.
case "hill to hill across bare hill hexes" {
  rules   = ["los.hill-firing", "los.hill-levels", "terrain.hill-defense"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    region "ridge" {
      hexes    = ["B1-B7"]
      features = ["hill"]
    }
  }
  unit "t64" { at = "B6" }
  dice = [1, 1]
  expect {
    attack {
      dv = 20 # armor 20, no hill edge bonus
    }
  }
}

# Ridge B1-B7; B4 is woods on the hill, a level 2 obstacle between two units on the hill.
case "woods on a hill block hill to hill fire" {
  rules   = ["los.hill-levels", "los.hill-firing"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" {
      terrain  = "woods"
      features = ["hill"]
    }
    region "ridge" {
      hexes    = ["B1-B7"]
      features = ["hill"]
    }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.hill-firing" }
  }
}

# Ridge B1-B7; the T-64 (Finished, so not concealed) stands in the woods on the hill in B4:
# not through the obstacle, so the line is open. DV 21 = armor 20 + woods 1.
case "a hill unit may fire into woods on a hill but not beyond" {
  rules   = ["los.hill-firing"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" {
      terrain  = "woods"
      features = ["hill"]
    }
    region "ridge" {
      hexes    = ["B1-B7"]
      features = ["hill"]
    }
  }
  unit "t64" {
    at       = "B4"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      av = 13 # AP 10 + 2 + 1 close range
      dv = 21 # armor 20 + woods 1
    }
  }
}

# Hills B1-B2 and B6-B7, woods in the valley at B4 (ground level, a level 1 obstacle):
# the line between the two hills (level 1) passes over it.
case "hill to hill over woods in the valley between" {
  rules   = ["los.hill-firing", "los.hill-levels"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
    region "west" {
      hexes    = ["B1-B2"]
      features = ["hill"]
    }
    region "east" {
      hexes    = ["B6-B7"]
      features = ["hill"]
    }
  }
  unit "t64" { at = "B6" }
  dice = [1, 1]
  expect {
    attack {
      av = 12 # AP 10 + 2D6 2; 4 hexes is neither close nor long range
      dv = 20 # armor 20
    }
  }
}

# Two wreck hexes block only units at their own level: the hills B1-B2 and B6-B7 see
# over the wrecks in B3 and B5.
case "wrecks in a valley do not block hill to hill fire" {
  rules   = ["los.tracing", "los.hill-levels"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    region "west" {
      hexes    = ["B1-B2"]
      features = ["hill"]
    }
    region "east" {
      hexes    = ["B6-B7"]
      features = ["hill"]
    }
    marker "B3" "wreck" { level = 0 }
    marker "B5" "wreck" { level = 0 }
  }
  unit "t64" { at = "B6" }
  dice = [1, 1]
  expect {
    attack {
      av = 12 # AP 10 + 2D6 2; 4 hexes is neither close nor long range
      dv = 20 # armor 20
    }
  }
}

# Level 2 smoke in the valley hex B4 blocks any line through it.
case "Level 2 smoke blocks even hill to hill fire" {
  rules   = ["los.smoke"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    region "west" {
      hexes    = ["B1-B2"]
      features = ["hill"]
    }
    region "east" {
      hexes    = ["B6-B7"]
      features = ["hill"]
    }
    marker "B4" "smoke" { level = 2 }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

# The hill is B5-B9; the T-64 stands in the edge hex B5 (next to clear B4).
# DV 21 = armor 20 + 1 hill edge against fire from the ground.
case "fire from the ground into a hill edge hex" {
  rules   = ["los.hill-firing", "terrain.hill-defense"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    region "hill" {
      hexes    = ["B5-B9"]
      features = ["hill"]
    }
  }
  unit "t64" { at = "B5" }
  dice = [1, 1]
  expect {
    attack {
      av = 13 # AP 10 + 2 + 1 close range (3 hexes)
      dv = 21 # armor 20 + hill edge 1
    }
    log_contains = ["hill edge 1 [terrain.hill-defense]"]
  }
}

# The hill is B5-B9: B6 lies behind the edge hex B5.
case "fire from the ground cannot reach beyond the hill edge" {
  rules   = ["los.hill-firing"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    region "hill" {
      hexes    = ["B5-B9"]
      features = ["hill"]
    }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.hill-firing" }
  }
}

# The tiger stands on the hill B1-B2 (B2 is an edge hex). Woods in B4 stand on the
# ground two hexes in front of the target: it is not directly behind them.
case "a unit on a hill edge fires over a level 1 obstacle below" {
  rules   = ["los.hill-blind-spots", "los.hill-levels"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
    region "hill" {
      hexes    = ["B1-B2"]
      features = ["hill"]
    }
  }
  unit "t64" { at = "B6" }
  dice = [1, 1]
  expect {
    attack {
      av = 12 # AP 10 + 2D6 2; 4 hexes is neither close nor long range
      dv = 20 # armor 20
    }
  }
}

# Tiger on the hill edge B2; woods in B5 right next to the target in B6.
case "a ground hex directly behind woods is a blind spot" {
  rules   = ["los.hill-blind-spots"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B5" { terrain = "woods" }
    region "hill" {
      hexes    = ["B1-B2"]
      features = ["hill"]
    }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.hill-blind-spots" }
  }
}

# LOS is mutual: the T-64 in B6 behind the woods of B5 cannot see the tiger on the
# hill edge B2.
case "a unit in a blind spot cannot fire up at the hill either" {
  rules   = ["los.hill-blind-spots", "los.required"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B5" { terrain = "woods" }
    region "hill" {
      hexes    = ["B1-B2"]
      features = ["hill"]
    }
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B6" }
  active_formation = "4th-guards"
  action "fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "los.hill-blind-spots" }
  }
}

# B2 is surrounded by hill hexes (A1 A2 B1 B3 C1 C2): the line to B6 crosses the hill
# hex B3 before it leaves the hill.
case "a unit inside a hill cannot see the ground past the edge" {
  rules   = ["los.hill-firing"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    region "hill" {
      hexes    = ["A1-A2", "B1-B3", "C1-C2"]
      features = ["hill"]
    }
  }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "no_los", rule = "los.hill-firing" }
  }
}

# The Ravager in B4 is a level 1 object.
case "a Huge unit blocks the line" {
  rules   = ["units.huge", "los.required"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B6" }
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B4"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "units.huge" }
  }
}

# A T-62 (enemy) in B4 and a Jagdtiger (friend) in B5 stand on the line.
case "other units never block the line" {
  rules   = ["los.required"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B6" }
  unit "t62" {
    type      = "t-62"
    side      = "nato"
    formation = "4th-guards"
    at        = "B4"
  }
  unit "jagd" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "1-130"
    at        = "B5"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack {
      av = 12 # AP 10 + 2D6 2; 4 hexes is neither close nor long range
      dv = 20 # armor 20
    }
  }
}

# A level 1 object on the ground, like woods there, is below a line between two hills.
case "a Huge unit in a valley does not block hill to hill fire" {
  rules   = ["units.huge", "los.hill-levels"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    region "west" {
      hexes    = ["B1-B2"]
      features = ["hill"]
    }
    region "east" {
      hexes    = ["B6-B7"]
      features = ["hill"]
    }
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B6" }
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
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack {
      av = 12 # AP 10 + 2D6 2; 4 hexes is neither close nor long range
      dv = 20 # armor 20
    }
  }
}

# The Huey at Cruise is at level 2: woods in B4 (level 1) do not block it.
# AV 15 = AP 13 + 2 (fixed range: no close-range bonus); DV 18 = King Tiger armor.
case "a helicopter at Cruise sees over woods" {
  rules   = ["los.hill-levels", "helicopters.cruise"]
  fixture = "huey-and-tiger"
  board {
    cols = 10
    rows = 12
    hex "B4" { terrain = "woods" }
  }
  active_formation = "335th-ahc"
  dice             = [1, 1]
  action "fire" {
    unit   = "huey"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    attack {
      av = 15
      dv = 18
    }
  }
}

# Woods on a hill (B4) are a level 2 obstacle, as high as a Cruise helicopter.
case "woods on a hill block a helicopter at Cruise" {
  rules   = ["los.hill-levels"]
  fixture = "huey-and-tiger"
  board {
    cols = 10
    rows = 12
    hex "B4" {
      terrain  = "woods"
      features = ["hill"]
    }
  }
  active_formation = "335th-ahc"
  action "fire" {
    unit   = "huey"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "los.hill-levels" }
  }
}

# On its NOE face the Huey skims the ground: woods in B4 block it.
case "a helicopter at NOE is at ground level" {
  rules   = ["los.hill-levels", "helicopters.noe"]
  fixture = "huey-and-ssvt"
  board {
    cols = 10
    rows = 12
    hex "B4" { terrain = "woods" }
  }
  unit "huey" { face = "noe" }
  action "fire" {
    unit   = "huey"
    target = "ssvt"
    weapon = "he"
  }
  expect {
    rejected = { code = "no_los", rule = "los.required" }
  }
}
