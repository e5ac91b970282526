# The expansion's smoke (1.7) [smoke.*]: Level 1 gives +1 DV when the line
# runs into, out of or through its hex; Level 2 blocks those lines; smoke
# plays no part in assaults.
#
# The shot: a King Tiger in B2 fires AP (10) down column B at a T-64 in B6
# (armor 20) over clear ground; the line passes B3, B4 and B5. Dice 1+1: AV 12.

fixture "smoke-shot" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
}

case "Level 1 smoke between the firer and the target gives +1 DV" {
  rules   = ["smoke.levels", "los.smoke-defense"]
  fixture = "smoke-shot"
  board {
    marker "B4" "smoke" { level = 1 }
  }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack { dv = 21 }
    log_contains = ["smoke on the line 1"]
  }
}

case "Level 1 smoke in the target's hex gives +1 DV" {
  rules   = ["smoke.levels"]
  fixture = "smoke-shot"
  board {
    marker "B6" "smoke" { level = 1 }
  }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack { dv = 21 }
  }
}

case "Level 1 smoke in the firer's own hex gives the target +1 DV" {
  rules   = ["smoke.levels"]
  fixture = "smoke-shot"
  board {
    marker "B2" "smoke" { level = 1 }
  }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack { dv = 21 }
  }
}

# The base game's rule for two light-smoke hexes stays (base "traced through
# two Level 1 smoke hexes or a Level 1 smoke and a Wreck hex"): the
# expansion's paragraph speaks of one hex and takes nothing back. Only the
# hexes the line passes through count for it; smoke in an end hex adds its
# +1 DV and no more.

case "two Level 1 smoke hexes on the line block it" {
  rules   = ["smoke.levels", "los.smoke"]
  fixture = "smoke-shot"
  board {
    marker "B3" "smoke" { level = 1 }
    marker "B5" "smoke" { level = 1 }
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "smoke.levels" }
    unit "t64" {
      alive = true
      at    = "B6"
    }
  }
}

case "Level 1 smoke and a wreck on the line block it" {
  rules   = ["smoke.levels", "los.smoke"]
  fixture = "smoke-shot"
  board {
    marker "B3" "smoke" { level = 1 }
    marker "B5" "wreck" {}
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "smoke.levels" }
    unit "t64" {
      alive = true
      at    = "B6"
    }
  }
}

case "Level 1 smoke in both end hexes and one between: +1 DV once, the line is not blocked" {
  rules   = ["smoke.levels", "los.smoke-defense"]
  fixture = "smoke-shot"
  board {
    marker "B2" "smoke" { level = 1 }
    marker "B4" "smoke" { level = 1 }
    marker "B6" "smoke" { level = 1 }
  }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack { dv = 21 }
  }
}

case "Level 1 smoke in the firer's hex and a wreck between do not block the line" {
  rules   = ["smoke.levels", "los.smoke"]
  fixture = "smoke-shot"
  board {
    marker "B2" "smoke" { level = 1 }
    marker "B4" "wreck" {}
  }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack { dv = 21 }
  }
}

case "Level 2 smoke between the firer and the target blocks the line" {
  rules   = ["smoke.levels", "los.smoke"]
  fixture = "smoke-shot"
  board {
    marker "B4" "smoke" { level = 2 }
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "smoke.levels" }
  }
}

case "Level 2 smoke in the target's hex blocks the line into it" {
  rules   = ["smoke.levels"]
  fixture = "smoke-shot"
  board {
    marker "B6" "smoke" { level = 2 }
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "smoke.levels" }
  }
}

case "Level 2 smoke in the firer's hex blocks the line out of it, even next door" {
  rules   = ["smoke.levels"]
  fixture = "smoke-shot"
  board {
    marker "B2" "smoke" { level = 2 }
  }
  unit "t64" { at = "B3" }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_los", rule = "smoke.levels" }
  }
}

case "without smoke the same shot has no smoke bonus" {
  rules   = ["smoke.levels"]
  fixture = "smoke-shot"
  dice    = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack { dv = 20 }
  }
}

# An assault: an SS-VT in C4 assaults Rangers in C5 (armor 13, clear), both
# hexes in Level 1 smoke; dice 3+3: AV HE 6 + 6 + 2 = 14.
case "smoke gives an assault's defenders nothing" {
  rules   = ["smoke.ranged-only"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "C4" "smoke" { level = 1 }
    marker "C5" "smoke" { level = 1 }
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [3, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      kind = "assault"
      av   = 14
      dv   = 13
    }
  }
}

case "Level 2 smoke in the defender's hex does not stop an assault" {
  rules   = ["smoke.ranged-only"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "C5" "smoke" { level = 2 }
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [3, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      kind = "assault"
      dv   = 13
    }
  }
}
