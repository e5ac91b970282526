# The game turn [turn.*, impulse.*]: the cup and its draws, the limit of two
# activations in a row, the Advance marker, reinforcements, the formation
# impulse and the end of the Actions phase.
#
# Two players unless stated: draws per turn = markers in the cup - 2.

case "a turn has as many draws as markers in the cup less the players" {
  rules   = ["turn.draw-count", "turn.sequence", "turn.setup"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  cup   = { "1-130" = 2, "4th-guards" = 2, event = 1 }
  begin = true
  expect {
    vars = { draws_left = 3 } # 5 markers - 2 players
    cup { remaining = 5 }
    log_contains = ["5 markers in the cup, 2 players: 3 draws this turn"]
  }
}

case "three players take three markers off the turn's draws" {
  rules   = ["turn.draw-count"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "H2"
  }
  cup   = { "1-130" = 2, "4th-guards" = 2, "black-hand" = 1 }
  begin = true
  expect {
    vars = { draws_left = 2 } # 5 markers - 3 players
  }
}

case "without a counted start, the first draw counts the turn's draws" {
  rules   = ["turn.draw-count", "impulse.activation"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  draws = ["4th-guards"]
  expect {
    vars             = { draws_left = 1, turn_started = 1 } # 4 - 2 = 2 draws, one made
    active_formation = "4th-guards"
    active_side      = "nato"
    cup {
      drawn     = 1
      remaining = 3
    }
  }
}

case "a formation's marker makes it the active formation" {
  rules   = ["impulse.activation", "turn.sequence", "turn.draw-count"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  draws = ["1-130"]
  begin = true
  expect {
    active_formation = "1-130"
    active_side      = "reich"
    vars             = { draws_left = 1 }
    values           = { game = { consecutive = { reich = 1 } } }
    draw {
      marker     = "1-130"
      side       = "reich"
      draws_left = 1
    }
    cup {
      remaining = 3
      contents  = ["1-130", "4th-guards", "4th-guards"]
    }
  }
}

case "a formation activates once for each of its markers drawn" {
  rules   = ["impulse.activation"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup   = { "1-130" = 2, "4th-guards" = 2, event = 1 }
  draws = ["1-130", "1-130"]
  begin = true
  action "end_activation" {}
  action "draw" {}
  expect {
    active_formation = "1-130"
    vars             = { draws_left = 1 }
    values           = { game = { consecutive = { reich = 2 } } } # 5 - 2 = 3 draws
  }
}

case "drawing while an activation runs is refused" {
  rules   = ["turn.sequence", "impulse.activation"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  draws = ["1-130"]
  begin = true
  action "draw" {}
  expect {
    rejected = { code = "activation_running", rule = "turn.sequence" }
  }
}

case "an activation under way in the setup also bars a draw" {
  rules   = ["turn.sequence"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  active_formation = "4th-guards"
  cup              = { "1-130" = 2, "4th-guards" = 1 }
  expect {
    rejected = { code = "activation_running", rule = "turn.sequence" }
  }
}

case "once the activation ends the next marker is drawn" {
  rules   = ["turn.sequence", "impulse.activation"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  draws = ["1-130", "4th-guards"]
  begin = true
  action "end_activation" {}
  action "draw" {}
  expect {
    active_formation = "4th-guards"
    vars             = { draws_left = 0 }
    values           = { game = { consecutive = { reich = null, nato = 1 } } }
    cup {
      drawn     = 2
      remaining = 2
    }
  }
}

case "no draw is left once the turn's draws are made" {
  rules   = ["turn.draw-count"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  cup   = { "1-130" = 2, "4th-guards" = 1 }
  draws = ["4th-guards"]
  begin = true
  action "draw" {} # 3 markers - 2 players: the only draw
  action "end_activation" {}
  action "draw" {}
  expect {
    rejected = { code = "no_draws_left", rule = "turn.draw-count" }
  }
}

case "an empty cup gives no draw" {
  rules   = ["turn.draw-count"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  action "draw" {}
  expect {
    rejected = { code = "no_draws_left", rule = "turn.draw-count" }
  }
}

case "markers are drawn only in the Actions phase" {
  rules   = ["turn.sequence"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  phase = "cleanup"
  cup   = { "1-130" = 2 }
  action "draw" {}
  expect {
    rejected = { code = "not_actions_phase", rule = "turn.sequence" }
  }
}

# --- Two activations in a row at most ----------------------------------------------------

case "a side may have two activations in a row" {
  rules   = ["turn.consecutive-limit"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  values = { game = { consecutive = { reich = 1 } } } # the Reich had the latest activation
  draws  = ["1-130"]
  expect {
    active_formation = "1-130"
    values           = { game = { consecutive = { reich = 2 } } }
  }
}

case "a third marker in a row goes back and the draw goes on" {
  rules   = ["turn.consecutive-limit", "turn.draw-count"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  values = { game = { consecutive = { reich = 2 } } }
  draws  = ["1-130", "4th-guards"] # the 1-130 marker comes out first and goes back
  expect {
    active_formation = "4th-guards"
    vars             = { draws_left = 1 }
    values           = { game = { consecutive = { reich = null, nato = 1 } } } # the returned marker is no draw: 4 - 2 - 1
    cup {
      remaining = 3
      contents  = ["1-130", "1-130", "4th-guards"]
    }
    log_contains = ["1-130 would give reich a third activation in a row: it goes back into the cup"]
  }
}

case "the returned marker may come out again and go back again" {
  rules   = ["turn.consecutive-limit"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "2-130"
    at        = "C2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
  }
  cup    = { "1-130" = 1, "2-130" = 1, "4th-guards" = 1, event = 1 }
  values = { game = { consecutive = { reich = 2 } } }
  draws  = ["1-130", "2-130", "1-130", "4th-guards"] # every Reich marker is a third in a row
  action "draw" {}
  expect {
    active_formation = "4th-guards"
    cup {
      contents = ["1-130", "2-130", "event"]
    }
  }
}

case "a side's run of two carries over into the next turn" {
  rules   = ["turn.consecutive-limit", "cleanup.steps"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  cup   = { "1-130" = 2, "4th-guards" = 2 }
  draws = ["1-130", "1-130", "1-130", "4th-guards"]
  begin = true
  action "draw" {} # turn 1, draw 1 of 2: the Reich
  action "end_activation" {}
  action "draw" {} # draw 2 of 2: the Reich again
  action "end_activation" {}
  action "end_phase" {}
  action "draw" {} # turn 2: a Reich marker would be a third in a row
  expect {
    turn             = 2
    active_formation = "4th-guards"
    log_contains     = ["1-130 would give reich a third activation in a row"]
  }
}

case "when only a blocked side's markers are left, no draw remains" {
  rules   = ["turn.consecutive-limit", "turn.draw-count"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup    = { "1-130" = 3 }
  vars   = { turn_started = 1, draws_left = 1 }
  values = { game = { consecutive = { reich = 2 } } }
  expect {
    rejected = { code = "no_draws_left", rule = "turn.consecutive-limit" }
  }
}

case "the turn may end when only a blocked side's markers are left" {
  rules   = ["turn.consecutive-limit", "turn.sequence"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  cup    = { "1-130" = 3 }
  vars   = { turn_started = 1, draws_left = 1 }
  values = { game = { consecutive = { reich = 2 } } }
  action "end_phase" {}
  expect {
    turn  = 2
    phase = "actions"
  }
}

# --- The Advance marker ----------------------------------------------------------

case "the Advance marker gives its owner's formation an extra activation" {
  rules   = ["turn.advance-marker"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup     = { "1-130" = 1, "4th-guards" = 1, advance = 1 }
  advance = { reich = 1 } # the scenario gives the Advance marker to the Reich
  draws   = ["advance"]
  action "advance" {
    formation = "1-130"
  }
  expect {
    active_formation = "1-130"
    vars             = { draws_left = 0 }
    values           = { game = { consecutive = { reich = 1 } } } # 3 - 2 = 1 draw, made
    cup {
      contents = ["1-130", "4th-guards"]
    }
  }
}

case "a drawn Advance marker waits for its owner's choice" {
  rules   = ["turn.advance-marker"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup     = { "1-130" = 1, "4th-guards" = 1, advance = 1 }
  advance = { nato = 1 }
  draws   = ["advance"]
  expect {
    interrupt        = "advance"
    active_formation = ""
  }
}

case "the Advance marker goes only to a formation of its owner" {
  rules   = ["turn.advance-marker"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup     = { "1-130" = 1, "4th-guards" = 1, advance = 1 }
  advance = { nato = 1 }
  draws   = ["advance"]
  action "advance" {
    formation = "1-130"
  }
  expect {
    rejected = { code = "not_in_formation", rule = "turn.advance-marker" }
  }
}

case "an Advance marker that would be its owner's third activation in a row goes back" {
  rules   = ["turn.advance-marker", "turn.consecutive-limit"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup     = { "1-130" = 1, "4th-guards" = 1, advance = 1 }
  advance = { reich = 1 }
  values  = { game = { consecutive = { reich = 2 } } }
  draws   = ["advance", "4th-guards"]
  expect {
    active_formation = "4th-guards"
    cup {
      contents = ["1-130", "advance"]
    }
  }
}

# --- The formation impulse ---------------------------------------------------------

case "the impulse first takes the Finished markers off the formation" {
  rules   = ["impulse.sequence", "impulse.finished"]
  fixture = "tiger-and-puma"
  unit "tiger" {
    at       = "B2"
    statuses = ["finished"]
  }
  unit "puma" { statuses = ["finished", "shaken"] }
  unit "jagd" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "D2"
    statuses  = ["finished"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
    statuses  = ["finished"]
  }
  cup   = { "1-130" = 2, "4th-guards" = 2 }
  draws = ["1-130"]
  action "draw" {}
  expect {
    unit "tiger" { statuses = [] }
    unit "puma" { statuses = ["shaken"] }   # Shaken stays until the rally step
    unit "jagd" { statuses = ["finished"] } # another formation
    unit "t64" { statuses = ["finished"] }
    log_contains = ["Finished markers come off puma, tiger as the activation starts"]
  }
}

case "a unit Finished before its formation's draw may act in the impulse" {
  rules   = ["impulse.sequence", "impulse.finished"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" {
    at       = "B2"
    statuses = ["finished"]
  }
  unit "t64" { at = "H11" }
  draws = ["1-130"]
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"]
  }
  expect {
    unit "tiger" { at = "B4" }
  }
}

case "a Finished unit of a formation not drawn stays barred" {
  rules   = ["impulse.finished", "impulse.activation"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" {
    at       = "B2"
    statuses = ["finished"]
  }
  unit "jagd" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "D2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H11"
  }
  cup   = { "2-130" = 2, "4th-guards" = 2 }
  draws = ["2-130"]
  action "draw" {}
  action "move" {
    unit = "tiger"
    path = ["B3"]
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
  }
}

case "the impulse runs the command step after the Finished markers come off" {
  rules   = ["impulse.sequence"]
  fixture = "tiger-co"
  unit "co" { statuses = ["finished"] }
  unit "far" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B10" # 8 hexes from the CO, beyond its ERR of 6
    statuses  = ["finished"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "J11"
  }
  cup   = { "1-130" = 2, "4th-guards" = 2 }
  draws = ["1-130"]
  action "draw" {}
  expect {
    unit "co" { statuses = [] }
    unit "far" { statuses = ["ooc"] }
  }
}

case "a formation's marker with no units left in play is spent" {
  rules   = ["impulse.activation", "turn.activation-markers"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup   = { "1-130" = 1, "4th-guards" = 1, "2-501" = 1 } # 2-501 has no unit in this game
  draws = ["2-501"]
  expect {
    active_formation = ""
    vars             = { draws_left = 0 }
    log_contains     = ["2-501 has no units on the map: its marker is spent"]
  }
}

# --- The end of the Actions phase ---------------------------------------------------

case "the Actions phase cannot end while draws are left" {
  rules   = ["turn.draw-count", "turn.sequence"]
  fixture = "tiger-and-t64"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  cup   = { "1-130" = 2, "4th-guards" = 1 } # 3 - 2: one draw
  begin = true
  action "end_phase" {}
  expect {
    rejected = { code = "draws_left", rule = "turn.draw-count" }
  }
}

case "the Actions phase cannot end during an activation" {
  rules   = ["turn.sequence"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup   = { "1-130" = 2, "4th-guards" = 1 }
  draws = ["1-130"]
  begin = true
  action "end_phase" {}
  expect {
    rejected = { code = "activation_running", rule = "turn.sequence" }
  }
}

case "after the last draw's activation the phase ends and the next turn begins" {
  rules   = ["turn.sequence", "turn.draw-count", "cleanup.steps"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup   = { "1-130" = 2, "4th-guards" = 1 }
  draws = ["1-130"]
  begin = true
  action "end_activation" {}
  action "end_phase" {}
  expect {
    turn  = 2
    phase = "actions"
    vars  = { draws_left = 1, turn_started = 2 } # the cup is full again: 3 - 2
    cup {
      contents = ["1-130", "1-130", "4th-guards"]
      drawn    = 0
    }
    log_contains = ["no draw is left this turn: end_phase starts the Cleanup"]
  }
}

case "an empty cup lets the Actions phase end" {
  rules   = ["turn.sequence", "turn.draw-count"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  action "end_phase" {}
  expect {
    turn  = 2
    phase = "actions"
  }
}

# --- Reinforcements -----------------------------------------------------------------------

case "reinforcements enter at the start of their turn and their markers join the cup" {
  rules   = ["turn.reinforcements", "turn.activation-markers", "turn.draw-count"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "2-130"
    counters  = { arrives = 2, entry = 205 } # turn 2, hex B5
  }
  unit "kt3" {
    type      = "king-tiger"
    side      = "reich"
    formation = "2-130"
    counters  = { arrives = 3, entry = 206 } # not before turn 3
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
  }
  formation "2-130" {
    side     = "reich"
    counters = { markers = 2 }
  }
  cup   = { "1-130" = 1, "4th-guards" = 1 } # turn 1: 2 - 2, no draw
  begin = true
  action "end_phase" {}
  expect {
    turn = 2
    unit "kt2" {
      on_map = true
      at     = "B5"
    }
    unit "kt3" { on_map = false }
    cup {
      contents = ["1-130", "2-130", "2-130", "4th-guards"]
    }
    vars = { draws_left = 2 } # counted after the reinforcements: 4 - 2
  }
}

case "reinforcements of a formation with markers in the cup add none" {
  rules   = ["turn.reinforcements", "turn.activation-markers"]
  fixture = "tiger"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "B2" }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    counters  = { arrives = 1, entry = 305 } # C5
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
  }
  cup   = { "1-130" = 2, "4th-guards" = 2 }
  begin = true
  expect {
    unit "kt2" { at = "C5" }
    cup {
      remaining = 4
    }
    vars = { draws_left = 2 }
  }
}

case "an Event drawn between does not end a side's run of two" {
  rules   = ["turn.consecutive-limit", "turn.sequence"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup    = { "1-130" = 2, "4th-guards" = 1, event = 1 } # 4 - 2: two draws
  values = { game = { consecutive = { reich = 2 } } }
  draws  = ["event", "1-130", "4th-guards"]
  dice   = [1, 6, 6] # the event: 1D6 1 strikes the first player; 2D6 12, a Barrage for it
  begin  = true
  action "draw" {}
  expect {
    active_formation = "4th-guards"
    vars             = { draws_left = 0 }
    values           = { game = { consecutive = { reich = null, nato = 1 } } }
    log_contains     = ["1-130 would give reich a third activation in a row"]
  }
}

case "an Event is no activation: the run after it goes on counting" {
  rules   = ["turn.consecutive-limit"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup    = { "1-130" = 2, "4th-guards" = 1, event = 2 } # 5 - 2: three draws
  values = { game = { consecutive = { reich = 1 } } }
  draws  = ["event", "1-130"]
  dice   = [1, 6, 6]
  begin  = true
  action "draw" {}
  expect {
    active_formation = "1-130"
    vars             = { draws_left = 1 }
    values           = { game = { consecutive = { reich = 2 } } }
  }
}

# --- Between activations ------------------------------------------------------------

case "between two activations no unit may act" {
  rules   = ["impulse.activation"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  draws = ["1-130"]
  begin = true
  action "end_activation" {}
  action "move" { # the Reich was the last side active, but its activation is over
    unit = "tiger"
    path = ["B3"]
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
  }
}

case "an activation cannot be ended twice" {
  rules   = ["impulse.activation"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  draws = ["1-130"]
  begin = true
  action "end_activation" {}
  action "end_activation" {}
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
  }
}

# --- Formations arriving during a turn --------------------------------------------

case "a formation arriving by event waits for Cleanup to put its markers in the cup" {
  rules   = ["turn.activation-markers"]
  fixture = "tiger-and-rangers-draw"
  cup     = ["event", "1-130", "1st-ranger", "1st-ranger"]
  draws   = ["event"]
  dice    = [1, 1, 2] # NATO; 2D6 = 3: three masterless Zealots appear
  expect {
    cup {
      contents = ["1-130", "1st-ranger", "1st-ranger"] # no Black Hand marker yet
    }
    vars   = { draws_left = 1 }
    values = { game = { arriving = { "black-hand" = 2 } } } # 4 - 2 - 1: the count stands
  }
}

case "the markers of a formation that arrived during the turn join the cup at Cleanup" {
  rules   = ["turn.activation-markers", "cleanup.steps"]
  fixture = "tiger-and-rangers-draw"
  draws   = ["event"]
  dice    = [1, 1, 2]
  action "end_phase" {}
  expect {
    turn = 2
    cup {
      contents = ["event", "1-130", "1st-ranger", "black-hand", "black-hand"]
    }
    vars   = { draws_left = 3 }
    values = { game = { arriving = null } } # 5 markers - 2 players (the Black Hand plays itself)
  }
}

case "an Advance marker whose owner has nothing on the map is spent" {
  rules   = ["turn.advance-marker"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    counters  = { arrives = 3 } # off the map until turn 3
  }
  cup     = { "4th-guards" = 2, advance = 1 }
  advance = { reich = 1 }
  draws   = ["advance"]
  expect {
    interrupt        = ""
    active_formation = ""
    vars             = { draws_left = 0 }
    log_contains     = ["reich has no formation on the map: it is spent"]
  }
}

case "an Advance marker with no owner goes to the side that did not act last" {
  rules   = ["turn.advance-marker"]
  fixture = "tiger-and-t64-draw"
  unit "tiger" { at = "B2" }
  cup    = { "1-130" = 1, "4th-guards" = 1, advance = 2 }
  values = { game = { consecutive = { nato = 1 } } }
  draws  = ["advance"]
  action "advance" {
    formation = "1-130"
  }
  expect {
    active_formation = "1-130"
    values           = { game = { consecutive = { reich = 1, nato = null } } }
  }
}
