# Corpses (1.2, 1.7): left by dead infantry, one per hex; the Abomination and
# the graveyard as sources.

fixture "corpses-field" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
    reduced   = true
  }
  active_formation = "1-130"
}

case "eliminated infantry leaves a Corpses marker" {
  rules   = ["corpses.marker"]
  fixture = "corpses-field"
  dice    = [6, 6]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    unit "rangers" { alive = false }
    marker "B4" "corpses" { present = true }
    log_contains = ["Corpses are left in B4"]
  }
}

case "an eliminated vehicle leaves a wreck, not corpses" {
  rules   = ["corpses.marker"]
  fixture = "corpses-field"
  unit "rangers" { type = "m113" }
  dice = [6, 6]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "ap"
  }
  expect {
    unit "rangers" { alive = false }
    marker "B4" "corpses" { present = false }
    marker "B4" "wreck" { present = true }
  }
}

case "a hex holds one Corpses marker at most" {
  rules   = ["corpses.marker"]
  fixture = "corpses-field"
  board {
    marker "B4" "corpses" { level = 0 }
  }
  dice = [6, 6]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    unit "rangers" { alive = false }
    marker "B4" "corpses" { level = 0 } # the marker already there, not a second one
  }
}

case "infantry dying with its transport leaves corpses beside the wreck" {
  rules   = ["corpses.marker", "units.transport"]
  fixture = "corpses-field"
  unit "apc" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  unit "rangers" {
    at      = ""
    aboard  = "apc"
    reduced = false
  }
  dice = [6, 6]
  action "fire" {
    unit   = "tiger"
    target = "apc"
    weapon = "ap"
  }
  expect {
    unit "apc" { alive = false }
    unit "rangers" { alive = false }
    marker "B4" "wreck" { present = true }
    marker "B4" "corpses" { present = true }
  }
}

fixture "corpses-reanimator" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "necro" {
    type      = "zealot"
    side      = "white-hand"
    formation = "wh-1"
    at        = "C3"
    attached  = ["white-hand-reanimator"]
  }
  unit "abom" {
    type      = "abomination"
    side      = "white-hand"
    formation = "wh-1"
    at        = "C3"
  }
  active_formation = "wh-1"
}

case "a full-strength Abomination serves a reanimator as corpses, then is reduced and Finished" {
  rules   = ["corpses.abomination"]
  fixture = "corpses-reanimator"
  action "reanimate" {
    unit = "necro"
    hex  = "C3" # no Corpses marker: the Abomination is the source
  }
  expect {
    unit "abom" {
      reduced  = true
      statuses = ["finished"]
    }
    hex "C3" { unit_types = ["zealot", "abomination", "skinless"] }
    reanimate { from = "abom" }
  }
}

case "a reduced Abomination is no source of corpses" {
  rules   = ["corpses.abomination"]
  fixture = "corpses-reanimator"
  unit "abom" { reduced = true }
  action "reanimate" {
    unit = "necro"
    hex  = "C3" # no Corpses marker: the Abomination is the source
  }
  expect {
    rejected = { code = "no_corpses" }
  }
}

case "the graveyard gives corpses to a reanimator and keeps them" {
  rules   = ["corpses.graveyard"]
  fixture = "corpses-reanimator"
  board {
    hex "C3" {
      terrain  = "urban"
      features = ["graveyard"]
    }
  }
  action "reanimate" {
    unit = "necro"
    hex  = "C3"
  }
  expect {
    hex "C3" { unit_types = ["zealot", "abomination", "skinless"] }
    marker "C3" "corpses" { present = false }
  }
}

case "infantry among corpses gets +1 DV" {
  rules   = ["corpses.cover"]
  fixture = "corpses-field"
  board {
    marker "B4" "corpses" { level = 1 }
  }
  unit "rangers" { reduced = false }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { dv = 14 } # armor 13 + Corpses 1
    log_contains = ["Corpses 1 [corpses.cover]"]
  }
}

case "a vehicle gets nothing from corpses" {
  rules   = ["corpses.cover"]
  fixture = "corpses-field"
  board {
    marker "B4" "corpses" { level = 1 }
  }
  unit "rangers" {
    type    = "m113"
    reduced = false
  }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "ap"
  }
  expect {
    attack { dv = 14 } # armor 14 alone
  }
}
