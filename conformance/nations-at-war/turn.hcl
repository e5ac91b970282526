# The game turn (3.0-3.3): the cup, the Operations phase, End of Turn markers, Marker Removal,
# the formation that did not activate. Fixtures of this file are prefixed turn-.

# A desert field: the British 14th Infantry (HQ and two platoons), the Italian 2nd Bersaglieri
# and 7th Armored. Every platoon stands within its HQ's command range, so drawing a formation
# throws no command check.
fixture "turn-desert" {
  ruleset = "nations-at-war"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  formation "14th-infantry" { side = "british" }
  formation "2nd-bersaglieri" { side = "italian" }
  formation "7th-armored" { side = "italian" }
  unit "brhq" {
    type      = "hq-british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C3"
  }
  unit "br1" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C3"
  }
  unit "br2" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "D4"
  }
  unit "ithq" {
    type      = "hq-italian-rifle"
    side      = "italian"
    formation = "2nd-bersaglieri"
    at        = "H8"
  }
  unit "it1" {
    type      = "italian-rifle"
    side      = "italian"
    formation = "2nd-bersaglieri"
    at        = "H8"
  }
  unit "m13hq" {
    type      = "hq-m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "I2"
  }
  unit "m13" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "I2"
  }
  phase = "operations"
}

case "a drawn Formation marker activates its formation: its pulse begins" {
  rules   = ["turn.operations", "markers.formation", "formations.activation", "turn.start", "turn.setup"]
  fixture = "turn-desert"
  cup     = ["14th-infantry", "2nd-bersaglieri", "end-of-turn", "end-of-turn"]
  draws   = ["14th-infantry"]
  begin   = true
  action "draw" {}
  expect {
    draw {
      marker = "14th-infantry"
      kind   = "formation"
      side   = "british"
    }
    active_formation = "14th-infantry"
    active_side      = "british"
    cup {
      drawn     = 1
      remaining = 3
    }
    log_contains = ["14th-infantry is the Active Formation"]
  }
}

case "no marker is drawn while a pulse runs" {
  rules            = ["turn.operations"]
  fixture          = "turn-desert"
  cup              = ["2nd-bersaglieri", "end-of-turn", "end-of-turn"]
  active_formation = "14th-infantry"
  action "draw" {}
  expect {
    rejected = { code = "activation_running", rule = "turn.operations" }
  }
}

case "end_activation needs a pulse in progress" {
  rules   = ["turn.operations"]
  fixture = "turn-desert"
  cup     = ["2nd-bersaglieri", "end-of-turn", "end-of-turn"]
  begin   = true
  action "end_activation" {}
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "the owner declares the pulse complete: no formation is active" {
  rules            = ["turn.operations"]
  fixture          = "turn-desert"
  cup              = ["2nd-bersaglieri", "end-of-turn", "end-of-turn"]
  active_formation = "14th-infantry"
  action "end_activation" {}
  expect {
    active_formation = ""
    active_side      = ""
    phase            = "operations"
    log_contains     = ["the pulse of 14th-infantry is complete"]
  }
}

case "once play has begun a unit acts only in its formation's pulse" {
  rules   = ["turn.operations"]
  fixture = "turn-desert"
  cup     = ["14th-infantry", "end-of-turn", "end-of-turn"]
  begin   = true
  unit "it1" { at = "D6" }
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "a unit of another formation does not act in the pulse" {
  rules            = ["turn.operations", "formations.activation"]
  fixture          = "turn-desert"
  active_formation = "2nd-bersaglieri"
  unit "it1" { at = "D6" }
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  expect {
    rejected = { code = "not_active", rule = "turn.operations" }
  }
}

case "the cup must hold a marker to draw" {
  rules   = ["turn.end-of-turn"]
  fixture = "turn-desert"
  cup     = []
  action "draw" {}
  expect {
    rejected = { code = "cup_empty", rule = "turn.end-of-turn" }
  }
}

case "a drawn End of Turn marker is set aside; the turn goes on while another is in the cup" {
  rules   = ["turn.end-of-turn", "markers.end-of-turn", "turn.start"]
  fixture = "turn-desert"
  cup     = ["14th-infantry", "end-of-turn", "end-of-turn"]
  draws   = ["end-of-turn"]
  begin   = true
  action "draw" {}
  expect {
    draw { kind = "end-of-turn" }
    turn  = 1
    phase = "operations"
    cup {
      drawn     = 1
      remaining = 2
    }
    log_contains = ["an End of Turn marker is set aside; 1 left in the cup"]
  }
}

case "the last End of Turn marker ends the turn: Marker Removal puts every marker back" {
  rules   = ["turn.end-of-turn", "markers.end-of-turn", "turn.marker-removal", "turn.start"]
  fixture = "turn-desert"
  cup     = ["14th-infantry", "2nd-bersaglieri", "end-of-turn", "end-of-turn"]
  draws   = ["end-of-turn", "14th-infantry", "end-of-turn"]
  begin   = true
  action "draw" {}
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  expect {
    turn  = 2
    phase = "operations"
    # the 2nd Bersaglieri did not activate: the Italians keep one of the two ET markers (3.3.1)
    cup {
      drawn    = 0
      contents = ["2nd-bersaglieri", "14th-infantry", "end-of-turn"]
    }
    log_contains = ["the last End of Turn marker is drawn", "turn 2: operations phase"]
  }
}

case "only End of Turn markers left in the cup: the Operations phase ends with the pulse" {
  rules   = ["turn.end-of-turn", "turn.marker-removal"]
  fixture = "turn-desert"
  cup     = ["14th-infantry", "end-of-turn", "end-of-turn"]
  draws   = ["14th-infantry"]
  begin   = true
  action "draw" {}
  action "end_activation" {}
  expect {
    turn  = 2
    phase = "operations"
    cup { contents = ["14th-infantry", "end-of-turn", "end-of-turn"] }
    log_contains = ["only End of Turn markers are left in the cup"]
  }
}

case "Marker Removal takes every Ops Complete marker off the map" {
  rules   = ["turn.marker-removal", "markers.administrative"]
  fixture = "turn-desert"
  cup     = ["end-of-turn"]
  draws   = ["end-of-turn"]
  unit "br1" { statuses = ["ops-complete"] }
  unit "it1" { statuses = ["ops-complete", "disrupted"] }
  action "draw" {}
  expect {
    turn = 2
    unit "br1" { statuses = [] }
    unit "it1" { statuses = ["disrupted"] }
  }
}

# The 2nd Bersaglieri's last platoon is destroyed with its HQ in the 14th Infantry's pulse.
case "a formation with no unit left in play gets no marker back" {
  rules   = ["turn.marker-removal", "hq.destroyed"]
  fixture = "turn-desert"
  cup     = ["2nd-bersaglieri", "14th-infantry", "end-of-turn"]
  draws   = ["2nd-bersaglieri", "14th-infantry"]
  unit "it1" {
    at       = "D6"
    statuses = ["disrupted"]
    reduced  = true
  }
  unit "ithq" { at = "D6" }
  # br2's HE at it1, 2 hexes: 5 1, one hit; no defence dice in the clear; the HQ dies with it
  dice = [5, 1]
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  action "end_activation" {}
  expect {
    turn = 2
    unit "it1" { alive = false }
    unit "ithq" { alive = false }
    cup { contents = ["14th-infantry", "end-of-turn"] }
    log_contains = ["2nd-bersaglieri has no unit left in play"]
  }
}

case "a drawn formation with no unit on the map has nothing to do: its marker is spent" {
  rules   = ["formations.activation", "turn.operations"]
  fixture = "turn-desert"
  unit "reserve" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
  }
  cup   = ["soviet-rifles", "14th-infantry", "end-of-turn"]
  draws = ["soviet-rifles"]
  action "draw" {}
  expect {
    active_formation = ""
    phase            = "operations"
    log_contains     = ["soviet-rifles has no unit on the map: its marker is spent"]
  }
}

case "after the scenario's last turn the game is scored" {
  rules   = ["turn.marker-removal"]
  fixture = "turn-desert"
  vars    = { last_turn = 1 }
  cup     = ["end-of-turn"]
  draws   = ["end-of-turn"]
  action "draw" {}
  expect {
    turn   = 1
    result = "turn 1 was the last: the game is over"
  }
}

# 3.3.1's example: the Italians field the 2nd Bersaglieri and the 7th Armored, the British the
# 14th Infantry; two End of Turn markers. In turn 4 the 14th Infantry activates, then both ET
# markers come out. In turn 5 the Italians hold one ET out of the cup.
case "3.3.1 example: the formations that did not activate keep an End of Turn marker out" {
  rules   = ["turn.no-activation", "turn.marker-removal", "turn.end-of-turn"]
  fixture = "turn-desert"
  turn    = 4
  cup     = ["14th-infantry", "2nd-bersaglieri", "7th-armored", "end-of-turn", "end-of-turn"]
  draws   = ["14th-infantry", "end-of-turn", "end-of-turn"]
  begin   = true
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  action "draw" {}
  expect {
    turn = 5
    cup { contents = ["2nd-bersaglieri", "7th-armored", "14th-infantry", "end-of-turn"] }
    log_contains = ["2nd-bersaglieri did not activate this turn", "7th-armored did not activate this turn",
    "italian keeps 1 End of Turn marker(s) out of the cup"]
  }
}

# ... and in turn 5 the ET goes back once both Italian formations have activated.
case "3.3.1 example: the held End of Turn marker goes back once both formations have activated" {
  rules   = ["turn.no-activation"]
  fixture = "turn-desert"
  turn    = 4
  cup     = ["14th-infantry", "2nd-bersaglieri", "7th-armored", "end-of-turn", "end-of-turn"]
  draws   = ["14th-infantry", "end-of-turn", "end-of-turn", "7th-armored", "2nd-bersaglieri"]
  begin   = true
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  action "draw" {}
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  expect {
    turn             = 5
    active_formation = "2nd-bersaglieri"
    cup { contents = ["14th-infantry", "end-of-turn", "end-of-turn"] }
    log_contains = ["7th-armored activates; italian still waits for 2nd-bersaglieri",
    "2nd-bersaglieri activates: italian puts its 1 held End of Turn marker(s) back into the cup"]
  }
}

# Both sides with formations that did not activate: three ET markers, two held, one a side.
case "both sides hold End of Turn markers when both have formations that did not activate" {
  rules   = ["turn.no-activation"]
  fixture = "turn-desert"
  formation "22nd-armoured" { side = "british" }
  unit "cru" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "B8"
  }
  cup   = ["22nd-armoured", "2nd-bersaglieri", "end-of-turn", "end-of-turn", "end-of-turn"]
  draws = ["end-of-turn", "end-of-turn", "end-of-turn"]
  action "draw" {}
  action "draw" {}
  action "draw" {}
  expect {
    turn = 2
    cup { contents = ["22nd-armoured", "2nd-bersaglieri", "end-of-turn"] }
    log_contains = ["british keeps 1 End of Turn marker(s) out of the cup", "italian keeps 1 End of Turn marker(s) out of the cup"]
  }
}
