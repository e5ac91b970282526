# The setup phase and its order [setup.*] (rulesets/heart-of-darkness/setup).

fixture "setup-board" {
  ruleset = "heart-of-darkness"
  board {
    cols = 10
    rows = 10
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1-rgr"
    at        = "H8"
  }
  cup = { "1-130" = 1, "1-rgr" = 1, event = 1 }
}

case "a setup with supply points waits for the sides' purchases" {
  rules   = ["setup.order"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 4 }
  begin   = true
  expect {
    phase        = "setup"
    turn         = 1
    log_contains = ["may buy aux"]
  }
}

case "end_phase ends the setup: the Actions phase of turn 1 starts" {
  rules   = ["setup.order"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 4 }
  begin   = true
  action "end_phase" {}
  expect {
    phase = "actions"
    turn  = 1
    vars  = { draws_left = 1 }
  }
}

case "a setup where nobody holds a point goes straight to turn 1" {
  rules   = ["setup.order"]
  fixture = "setup-board"
  phase   = "setup"
  begin   = true
  expect {
    phase        = "actions"
    turn         = 1
    log_contains = ["no side holds a supply point"]
  }
}

case "AUX bought at setup is in play on turn 1; the points left stay in the pool" {
  rules   = ["setup.order", "auxiliary.pool"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 7 }
  options   = { setup_hexes = { reich = ["B3"] } }
  begin   = true
  action "buy" {
    side      = "reich"
    kind      = "unit"
    type      = "fallschirmjager"
    at        = "B3"
    formation = "1-130"
  }
  action "end_phase" {}
  expect {
    phase = "actions"
    turn  = 1
    unit "fallschirmjager-1" { at = "B3" }
    log_contains = ["reich keeps 2 unspent supply point(s) in its pool"]
  }
}

case "no marker is drawn during the setup" {
  rules   = ["setup.order"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 4 }
  begin   = true
  action "draw" {}
  expect {
    rejected = { code = "not_actions_phase", rule = "turn.sequence" }
  }
}
