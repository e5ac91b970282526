# Victory [victory.*, control.objectives, turn.game-length]: the game ends in
# the Cleanup of its last turn (here the var last_turn; a scenario states
# `turns`), the VP are counted from the final position and the lead gives the
# victory level.
#
# VP (reduced / destroyed): infantry 1/2, APC or recon 1/3, tank 2/4, SPA or
# SPAA 1/3, helicopter or plane 2/4, CO/2IC +1, objective 5.

case "the game ends after the Cleanup of the last turn" {
  rules   = ["turn.game-length", "victory.margins"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" {
    at      = "H9"
    reduced = true
  }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    turn   = 1
    phase  = "cleanup"
    result = "reich wins a tactical victory (reich 2, nato 0 VP)"
    victory {
      reich  = 2 # the reduced T-64: a tank, 2
      nato   = 0
      winner = "reich"
      margin = "tactical"
      lead   = 2
    }
  }
}

case "the game goes on until its last turn" {
  rules   = ["turn.game-length"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  vars = { last_turn = 2 }
  action "end_phase" {} # turn 1 ends: the game goes on
  expect {
    turn   = 2
    phase  = "actions"
    result = ""
  }
}

case "no action is taken once the last turn is over" {
  rules   = ["turn.game-length"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  vars = { last_turn = 2 }
  action "end_phase" {}
  action "end_phase" {} # turn 2, the last
  action "draw" {}
  expect {
    rejected = { code = "game_over" }
  }
}

case "equal victory points make a draw" {
  rules   = ["victory.margins", "victory.unit-points"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    reduced   = true # 2 to NATO
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
    reduced   = true # 2 to the Reich
  }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    result = "draw (nato 2, reich 2 VP)"
    victory {
      reich  = 2
      nato   = 2
      winner = ""
      margin = "draw"
    }
  }
}

# --- Victory points for units -----------------------------------------------------------

case "each class scores its reduced value" {
  rules   = ["victory.unit-points", "victory.credit"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
    reduced   = true # tank 2
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H10"
    reduced   = true # infantry 1
  }
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H11"
    reduced   = true # APC 1
  }
  unit "brdm" {
    type      = "brdm-2"
    side      = "nato"
    formation = "4th-guards"
    at        = "I9"
    reduced   = true # recon 1
  }
  unit "paladin" {
    type      = "m109-paladin"
    side      = "nato"
    formation = "4th-guards"
    at        = "I10"
    reduced   = true # SPA 1
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "I11"
    reduced   = true # SPAA 1
  }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    victory {
      reich  = 7 # 2 + 1 + 1 + 1 + 1 + 1
      margin = "decisive"
    }
    log_contains = ["reich scores 2 VP: t64 (tank) reduced", "reich scores 1 VP: shilka (spa"]
  }
}

case "a destroyed infantry unit scores 2" {
  rules   = ["victory.unit-points"]
  fixture = "tiger-and-rangers"
  board {
    cols = 10
    rows = 12
  }
  active_formation = "1-130"
  vars             = { last_turn = 1 }
  dice             = [6, 6]
  action "fire" {
    unit   = "tiger"
    target = "rangers" # HE 5 + 12 = 17 vs 13: 4 hits, eliminated
    weapon = "he"
  }
  action "end_activation" {}
  action "end_phase" {}
  expect {
    unit "rangers" { alive = false }
    victory {
      reich = 2
      nato  = 0
    }
  }
}

case "a destroyed tank scores its destroyed value only, not reduced and destroyed" {
  rules   = ["victory.unit-points"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" {
    at       = "B7"
    reduced  = true
    statuses = ["shaken"]
  }
  active_formation = "1-130"
  vars             = { last_turn = 1 }
  dice             = [6, 5]
  action "fire" {
    unit   = "tiger"
    target = "t64" # AP 10 + 11 = 21 vs 20: 1 hit on a Shaken reduced unit, eliminated
    weapon = "ap"
  }
  action "end_activation" {}
  action "end_phase" {}
  expect {
    unit "t64" { alive = false }
    victory { reich = 4 }
  }
}

case "a unit carrying the CO scores one more when reduced" {
  rules   = ["victory.unit-points"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" {
    at       = "H9"
    reduced  = true
    attached = ["co"]
  }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    victory { reich = 3 } # tank 2 + CO 1
    log_contains = ["reich scores 3 VP: t64 (tank) reduced, with the CO marker"]
  }
}

case "a unit carrying the 2IC scores one more when destroyed" {
  rules   = ["victory.unit-points"]
  fixture = "tiger-and-rangers"
  board {
    cols = 10
    rows = 12
  }
  unit "rangers" { attached = ["2ic"] }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "J11"
  }
  active_formation = "1-130"
  vars             = { last_turn = 1 }
  dice             = [6, 6]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  action "end_activation" {}
  action "end_phase" {}
  expect {
    unit "rangers" { alive = false }
    victory { reich = 3 } # infantry destroyed 2 + 2IC 1
  }
}

case "a unit refitted before the end scores nothing" {
  rules   = ["victory.credit", "supply.refit"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" {
    at      = "H9"
    reduced = true
  }
  supply = { nato = 1 }
  vars   = { last_turn = 1 }
  action "end_phase" {} # the last Cleanup waits for NATO's refit
  action "refit" {
    unit = "t64"
  }
  expect {
    result = "draw (nato 0, reich 0 VP)"
    victory { reich = 0 }
  }
}

case "with three sides the points go to the side whose attack hit the unit" {
  rules   = ["victory.credit", "victory.unit-points"]
  fixture = "zealot"
  board {
    cols = 10
  }
  unit "zealot" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "J11"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H11"
    reduced   = true # nobody's attack on record: with three sides, nobody scores it
  }
  active_formation = "black-hand"
  vars             = { last_turn = 1 }
  dice             = [6, 6]
  action "fire" {
    unit   = "zealot"
    target = "rangers" # HE 5 + 12 = 17 vs 13: 4 hits, eliminated
    weapon = "he"
  }
  action "end_activation" {}
  action "end_phase" {}
  expect {
    victory {
      black-hand = 2
      reich      = 0
      nato       = 0
      winner     = "black-hand"
    }
    log_contains = ["t64 (tank) was reduced by no enemy on record: nobody scores it"]
  }
}

# --- Objectives ----------------------------------------------------------------------

case "an objective is worth 5 to the side holding it" {
  rules   = ["victory.objectives", "control.objectives", "victory.margins"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
    marker "E5" "objective" {
    }
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "E5" # set up on the objective: the Reich holds it
  }
  unit "t64" { at = "H9" }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    control = { "E5" = "reich" }
    victory {
      reich  = 5
      lead   = 5
      margin = "tactical" # 5: the top of tactical
    }
  }
}

case "a lead of 6 is a decisive victory" {
  rules   = ["victory.margins"]
  fixture = "tiger-and-rangers"
  board {
    cols = 10
    rows = 12
    marker "E5" "objective" {
    }
  }
  unit "tiger" { at = "E5" }
  unit "rangers" {
    at      = "H9"
    reduced = true
  }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    victory {
      reich  = 6 # objective 5 + reduced infantry 1
      margin = "decisive"
    }
  }
}

case "a lead of 10 is still decisive" {
  rules   = ["victory.margins"]
  fixture = "tiger-and-puma"
  board {
    marker "E5" "objective" {
    }
    marker "F5" "objective" {
    }
  }
  unit "tiger" { at = "E5" }
  unit "puma" { at = "F5" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H9"
  }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    victory {
      reich  = 10 # two objectives
      lead   = 10
      margin = "decisive"
    }
  }
}

case "a lead of 11 is a crushing victory" {
  rules   = ["victory.margins"]
  fixture = "tiger-and-puma"
  board {
    marker "E5" "objective" {
    }
    marker "F5" "objective" {
    }
  }
  unit "tiger" { at = "E5" }
  unit "puma" { at = "F5" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H9"
    reduced   = true
  }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    result = "reich wins a crushing victory (reich 11, nato 0 VP)"
    victory {
      reich  = 11
      margin = "crushing"
    }
  }
}

case "the margin is the lead over the other side, not the winner's total" {
  rules   = ["victory.margins"]
  fixture = "tiger-and-puma"
  board {
    marker "E5" "objective" {
    }
  }
  unit "tiger" { at = "E5" }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    reduced   = true # 1 to NATO
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
    reduced   = true # 2 to the Reich
  }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    victory {
      reich  = 7 # objective 5 + tank 2
      nato   = 1
      lead   = 6
      margin = "decisive"
    }
  }
}

case "a control marker gives an empty objective to its side" {
  rules   = ["control.objectives", "victory.objectives"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
    marker "E5" "objective" {}
    marker "E5" "control" { level = 2 } # NATO's face
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  vars = { last_turn = 1 }
  action "end_phase" {}
  expect {
    control = { "E5" = "nato" }
    victory {
      nato   = 5
      winner = "nato"
    }
  }
}

case "an objective changes hands when an enemy unit enters it" {
  rules   = ["control.objectives", "control.hex", "victory.objectives"]
  fixture = "tiger-and-t64-draw"
  board {
    marker "B4" "objective" {
    }
    marker "B4" "control" { level = 2 }
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "J11" }
  cup   = { "1-130" = 2, "4th-guards" = 1 }
  draws = ["1-130"]
  begin = true
  vars  = { last_turn = 1 }
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5"] # through the objective
  }
  action "end_activation" {}
  expect {
    control = { "B4" = "reich" }
    marker "B4" "control" { level = 1 } # turned to the Reich's face
  }
}

case "the objective taken during play scores for its new holder" {
  rules   = ["control.objectives", "victory.objectives"]
  fixture = "tiger-and-t64-draw"
  board {
    marker "B4" "objective" {
    }
    marker "B4" "control" { level = 2 }
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "J11" }
  cup   = { "1-130" = 2, "4th-guards" = 1 }
  draws = ["1-130"]
  begin = true
  vars  = { last_turn = 1 }
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"]
  }
  action "end_activation" {}
  action "end_phase" {}
  expect {
    victory {
      reich = 5
      nato  = 0
    }
  }
}

case "a side the ruleset plays itself scores but cannot win" {
  rules   = ["victory.margins", "black-hand.masterless"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    reduced   = true
    counters  = { vp_by = 2 } # sides in order: black-hand, nato, reich; NATO reduced it
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
    reduced   = true
    counters  = { vp_by = 1 } # last hit by a Black Hand attack
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "E5"
  }
  automated = ["black-hand"]
  vars      = { last_turn = 1 }
  action "end_phase" {}
  expect {
    victory {
      black-hand = 2 # scored, for the record
      nato       = 2
      winner     = "nato" # the masterless Black Hand is no player: NATO leads the players
      lead       = 2
    }
  }
}
