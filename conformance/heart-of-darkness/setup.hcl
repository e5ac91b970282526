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

# --- Each side ends the setup for itself --------------------------------------------
# The setup phase is declared ends = "every_side": a seat's end_phase ends it
# for its own side only, which then takes no more action in it, and turn 1
# starts once every side a person plays has ended it. Hot seat (no seat on
# the action) speaks for every side: one end_phase ends it for all.

case "one seat's end_phase leaves the setup open to the other side" {
  rules   = ["setup.order"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 4, nato = 4 }
  begin   = true
  action "end_phase" { by = "nato" }
  expect {
    phase        = "setup"
    log_contains = ["nato has ended the setup phase; it waits for reich"]
  }
}

case "the other side still buys once one side has ended the setup" {
  rules   = ["setup.order", "auxiliary.buy"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 4, nato = 4 }
  begin   = true
  action "end_phase" { by = "nato" }
  action "buy" {
    side = "reich"
    kind = "mines"
    by   = "reich"
  }
  expect {
    phase = "setup"
    buy { supply_left = 3 }
  }
}

case "the setup ends once every side has ended it" {
  rules   = ["setup.order"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 4, nato = 4 }
  begin   = true
  action "end_phase" { by = "nato" }
  action "end_phase" { by = "reich" }
  expect {
    phase = "actions"
    turn  = 1
  }
}

case "a side that has ended the setup buys no more" {
  rules   = ["setup.order"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 4, nato = 4 }
  begin   = true
  action "end_phase" { by = "nato" }
  action "buy" {
    side = "nato"
    kind = "mines"
    by   = "nato"
  }
  expect {
    rejected = { code = "phase_ended", rule = "setup.order" }
    phase    = "setup"
  }
}

case "a side does not end the setup twice" {
  rules   = ["setup.order"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 4, nato = 4 }
  begin   = true
  action "end_phase" { by = "nato" }
  action "end_phase" { by = "nato" }
  expect {
    rejected = { code = "phase_ended", rule = "setup.order" }
    phase    = "setup"
  }
}

case "hot seat's end_phase ends the setup for every side, whoever ended it before" {
  rules   = ["setup.order"]
  fixture = "setup-board"
  phase   = "setup"
  supply  = { reich = 4, nato = 4 }
  begin   = true
  action "end_phase" { by = "nato" }
  action "end_phase" {}
  expect {
    phase = "actions"
    turn  = 1
  }
}

case "in the Graveyard the setup waits for the Reich and the Black Hand, not the Independents" {
  rules    = ["setup.order"]
  ruleset  = "heart-of-darkness"
  scenario = "graveyard"
  begin    = true
  action "end_phase" { by = "black-hand" }
  action "end_phase" { by = "reich" }
  expect {
    phase        = "actions"
    turn         = 1
    log_contains = ["independent has ended the setup phase; it waits for reich, black-hand", "black-hand has ended the setup phase; it waits for reich", "the setup phase is over"]
  }
}
