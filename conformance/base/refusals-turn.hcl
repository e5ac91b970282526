# What the turn rules forbid [turn.*, impulse.activation]: draw, end_phase,
# end_activation and the Advance marker's choice, with the seat that submits
# (`by`) on the wrong side. Who draws does not matter [turn.sequence], so a
# seat of either side may draw or end the phase between activations; during an
# activation, or in a side's window, the kernel refuses any other seat
# (not_your_turn). Refusals proved in turn.hcl are not repeated here.

fixture "rt-tiger-and-t64" {
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "H9" }
  cup   = { "1-130" = 2, "4th-guards" = 2 } # 4 - 2: two draws
  begin = true
}

# the Advance marker drawn: NATO's window to name a formation
fixture "rt-advance-for-nato" {
  fixture = "rt-tiger-and-t64"
  cup     = { "1-130" = 1, "4th-guards" = 1, advance = 1 }
  advance = { nato = 1 }
  draws   = ["advance"]
  action "draw" {}
}

# --- draw ---------------------------------------------------------------------------

case "draw: a seat of either side may draw the next marker" {
  rules   = ["turn.sequence"]
  fixture = "rt-tiger-and-t64"
  draws   = ["1-130"]
  action "draw" {
    by = "nato"
  }
  expect {
    active_formation = "1-130"
    active_side      = "reich"
  }
}

case "draw: a seat of the other side may not draw during an activation" {
  rules   = ["turn.sequence"]
  fixture = "rt-tiger-and-t64"
  draws   = ["1-130"]
  action "draw" {}
  action "draw" {
    by = "nato"
  }
  expect {
    rejected         = { code = "not_your_turn", rule = "turn.sequence" }
    active_formation = "1-130"
    cup { drawn = 1 }
  }
}

case "draw: no marker is drawn while the Advance marker waits for its owner" {
  rules   = ["turn.sequence", "turn.advance-marker"]
  fixture = "rt-advance-for-nato"
  action "draw" {}
  expect {
    rejected         = { code = "interrupt_pending", rule = "turn.sequence" }
    interrupt        = "advance"
    active_formation = ""
  }
}

# --- end_phase -------------------------------------------------------------------------

case "end_phase: a seat of either side ends the Actions phase once no draw is left" {
  rules   = ["turn.sequence", "turn.draw-count"]
  fixture = "rt-tiger-and-t64"
  cup     = { "1-130" = 1, "4th-guards" = 1 } # 2 - 2: no draw
  action "end_phase" {
    by = "reich"
  }
  expect {
    turn  = 2
    phase = "actions"
  }
}

case "end_phase: a seat of the other side may not end the phase during an activation" {
  rules   = ["turn.sequence"]
  fixture = "rt-tiger-and-t64"
  draws   = ["1-130"]
  action "draw" {}
  action "end_phase" {
    by = "nato"
  }
  expect {
    rejected         = { code = "not_your_turn", rule = "turn.sequence" }
    active_formation = "1-130"
    phase            = "actions"
  }
}

case "end_phase: the phase does not end while the Advance marker waits for its owner" {
  rules   = ["turn.sequence", "turn.advance-marker"]
  fixture = "rt-advance-for-nato"
  action "end_phase" {}
  expect {
    rejected  = { code = "interrupt_pending", rule = "turn.sequence" }
    interrupt = "advance"
    phase     = "actions"
  }
}

# --- end_activation ------------------------------------------------------------------------

case "end_activation: no activation to end before the first draw" {
  rules   = ["impulse.activation"]
  fixture = "rt-tiger-and-t64"
  action "end_activation" {}
  expect {
    rejected         = { code = "no_activation", rule = "impulse.activation" }
    active_formation = ""
  }
}

case "end_activation: a seat of the other side may not end the activation" {
  rules   = ["impulse.activation"]
  fixture = "rt-tiger-and-t64"
  draws   = ["1-130"]
  action "draw" {}
  action "end_activation" {
    by = "nato"
  }
  expect {
    rejected         = { code = "not_your_turn", rule = "impulse.activation" }
    active_formation = "1-130"
  }
}

case "end_activation: the active side's own seat ends it" {
  rules   = ["impulse.activation"]
  fixture = "rt-tiger-and-t64"
  draws   = ["1-130"]
  action "draw" {}
  action "end_activation" {
    by = "reich"
  }
  expect {
    active_formation = ""
  }
}

# an assault that took a hex waits for the other defender's retreat hex; with
# no seat named (hot seat) carrying on passes the window up and the first open
# hex across is taken (the kernel's rule: any other action declines a window
# that is not mandatory)
case "end_activation: in hot seat it passes up the retreat window and the default hex is taken" {
  rules   = ["impulse.activation", "assault.success"]
  fixture = "ssvt-assaults-rangers-pair"
  dice    = [6, 6]
  action "end_activation" {}
  expect {
    active_formation = ""
    interrupt        = ""
    unit "rangers2" {
      at       = "C6"
      statuses = ["shaken"]
    }
  }
}

# --- advance ---------------------------------------------------------------------------------

case "advance: no Advance marker waits for a formation" {
  rules   = ["turn.advance-marker"]
  fixture = "rt-tiger-and-t64"
  action "advance" {
    formation = "4th-guards"
  }
  expect {
    rejected         = { code = "no_interrupt", rule = "turn.advance-marker" }
    active_formation = ""
  }
}

case "advance: a formation that is not in the game is refused" {
  rules   = ["turn.advance-marker"]
  fixture = "rt-advance-for-nato"
  action "advance" {
    formation = "no-such-formation"
  }
  expect {
    rejected  = { code = "not_in_formation", rule = "turn.advance-marker" }
    interrupt = "advance"
  }
}

case "advance: a formation with no unit on the map takes no extra activation" {
  rules   = ["turn.advance-marker"]
  fixture = "rt-advance-for-nato"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
  }
  action "advance" {
    formation = "1st-ranger"
  }
  expect {
    rejected         = { code = "no_units", rule = "turn.advance-marker" }
    interrupt        = "advance"
    active_formation = ""
  }
}

case "advance: a seat of the other side may not answer the owner's Advance marker" {
  rules   = ["turn.advance-marker"]
  fixture = "rt-advance-for-nato"
  action "advance" {
    formation = "4th-guards"
    by        = "reich"
  }
  expect {
    rejected         = { code = "not_your_turn", rule = "turn.advance-marker" }
    interrupt        = "advance"
    active_formation = ""
  }
}

case "advance: the owner's own seat names the formation" {
  rules   = ["turn.advance-marker"]
  fixture = "rt-advance-for-nato"
  action "advance" {
    formation = "4th-guards"
    by        = "nato"
  }
  expect {
    active_formation = "4th-guards"
    interrupt        = ""
  }
}

case "the attacker's seat may not pass up the defender's retreat window" {
  rules   = ["assault.success", "impulse.activation"]
  fixture = "ssvt-assaults-rangers-pair"
  dice    = [6, 6]
  action "end_activation" {
    by = "reich"
  }
  expect {
    rejected         = { code = "not_your_turn", rule = "impulse.activation" }
    interrupt        = "retreat"
    active_formation = "1-7-ss"
    unit "rangers2" { at = "C5" }
  }
}
