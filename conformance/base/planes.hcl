# CAS planes [planes.*]: the call, the arrival, the flight, the attack, the
# airspace and the return home (rulesets/base/planes/planes.lua). A plane on its
# mission carries the counters mission_turn (the turn), plane_state (1 due to
# enter, 2 on the map, 3 left this activation, 4 may come back, 5 done),
# plane_edge (entry edge: 1 W, 2 E, 3 N, 4 S), plane_slip, attack_turn and
# flown (hexes this activation); the cases set them to start mid-mission.
#
# Boards are flat-topped with the odd columns half a hex low: E5 touches F5
# (up-right) and F6 (down-right), and F6 touches G5 and G6.

fixture "kt" {
  ruleset = "base"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "kt" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
}

fixture "kt-and-stuka" {
  fixture = "kt"
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1-130"
}

# The call -----------------------------------------------------------------------------

case "a CO calls CAS as its first action: the plane comes next turn" {
  rules   = ["planes.request", "planes.cas"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  cas              = { reich = ["ju-87g-stuka"] }
  active_formation = "1-130"
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    call_cas {
      unit    = "kt"
      planes  = 1
      arrives = 2
    }
    unit "kt" {
      statuses = []
      counters = { support_calls = 1 }
    }
  }
}

case "a plane called is no longer available" {
  rules   = ["planes.turnaround", "planes.request"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  cas              = { reich = ["ju-87g-stuka"] }
  active_formation = "1-130"
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  action "call_cas" { # the second call of two: allowed, but no plane is left
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "no_planes", rule = "planes.turnaround" }
  }
}

case "a call may not ask for more planes than are available" {
  rules   = ["planes.turnaround"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  cas              = { reich = ["ju-87g-stuka"] }
  active_formation = "1-130"
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka", "ju-87g-stuka"]
  }
  expect {
    rejected = { code = "no_planes", rule = "planes.turnaround" }
  }
}

case "one call may summon every available plane" {
  rules   = ["planes.request"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  cas              = { reich = ["ju-87g-stuka", "ju-87g-stuka"] }
  active_formation = "1-130"
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka", "ju-87g-stuka"]
  }
  expect {
    call_cas { planes = 2 }
    unit "kt" { counters = { support_calls = 1 } }
  }
}

case "CAS is called before the caller moves or fires" {
  rules   = ["planes.request"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  cas              = { reich = ["ju-87g-stuka"] }
  active_formation = "1-130"
  action "move" {
    unit = "kt"
    path = ["B3"]
  }
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "not_first", rule = "planes.request" }
  }
}

case "only a CO/2IC or a recon unit calls CAS" {
  rules   = ["planes.request"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  cas              = { reich = ["ju-87g-stuka"] }
  active_formation = "1-130"
  action "call_cas" {
    unit   = "kt2"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "not_caller", rule = "planes.request" }
  }
}

case "a recon unit calls CAS" {
  rules   = ["planes.request", "units.recon"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "E5"
  }
  cas              = { reich = ["ju-87g-stuka"] }
  active_formation = "1-130"
  action "call_cas" {
    unit   = "puma"
    planes = ["ju-87g-stuka"]
  }
  expect {
    call_cas {
      unit    = "puma"
      arrives = 2
    }
  }
}

case "a CAS call counts toward the caller's two support calls" {
  rules   = ["planes.request", "oba.calling"]
  fixture = "kt"
  unit "kt" {
    attached = ["co"]
    counters = { support_calls = 2 }
  }
  cas              = { reich = ["ju-87g-stuka"] }
  active_formation = "1-130"
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "too_many_calls", rule = "planes.request" }
  }
}

# Turn 1: the CO calls a Stuka, the activation ends, no draw is left, the
# Actions phase ends, Cleanup runs, turn 2 begins. The first Reich marker
# drawn in turn 2 brings the Stuka: it enters play off the map, due to fly
# in during this activation.
case "the plane arrives at the side's first activation of the next turn" {
  rules   = ["planes.request", "planes.flight", "turn.sequence"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H8"
    attached  = ["co"]
  }
  cas              = { reich = ["ju-87g-stuka"] }
  cup              = { "1-130" = 2, "1st-ranger" = 1 }
  draws            = ["1-130"]
  vars             = { turn_started = 1, draws_left = 0 }
  active_formation = "1-130"
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  action "end_activation" {}
  action "end_phase" {}
  action "draw" {}
  expect {
    turn             = 2
    active_formation = "1-130"
    cas_arrival { planes = ["ju-87g-stuka"] }
    unit "ju-87g-stuka" {
      alive    = true
      on_map   = false
      side     = "reich"
      counters = { mission_turn = 2, plane_state = 1 }
    }
  }
}

case "an arriving plane must enter before the activation ends" {
  rules   = ["planes.flight"]
  fixture = "kt-and-stuka"
  unit "stuka" { counters = { mission_turn = 1, plane_state = 1 } }
  action "end_activation" {}
  expect {
    rejected = { code = "plane_must_fly", rule = "planes.flight" }
  }
}

# The flight ---------------------------------------------------------------------------

case "a plane enters on the edge hex of its owner's choice" {
  rules   = ["planes.entry", "planes.route"]
  fixture = "kt-and-stuka"
  unit "stuka" { counters = { mission_turn = 1, plane_state = 1 } }
  action "fly" {
    unit = "stuka"
    path = ["A5", "B5", "C5"] # in over the west edge: the entry hex counts, 3 hexes = the minimum
  }
  action "end_activation" {}
  expect {
    fly {
      to    = "C5"
      hexes = 3
    }
    unit "stuka" {
      at       = "C5"
      counters = { plane_state = 2, plane_edge = 1, flown = 0 }
    }
    active_formation = ""
  }
}

case "a plane enters only on a map edge" {
  rules   = ["planes.entry"]
  fixture = "kt-and-stuka"
  unit "stuka" { counters = { mission_turn = 1, plane_state = 1 } }
  action "fly" {
    unit = "stuka"
    path = ["C5", "D5", "E5"]
  }
  expect {
    rejected = { code = "not_entry_edge", rule = "planes.entry" }
  }
}

# From the north edge "forward" is straight down a column; a step down-left
# or down-right is a side-hex move: E1, E2 (advance), F3 (side), F4 (advance).
case "a plane from the north edge flies down the columns" {
  rules   = ["planes.route", "planes.entry"]
  fixture = "kt-and-stuka"
  unit "stuka" { counters = { mission_turn = 1, plane_state = 1 } }
  action "fly" {
    unit = "stuka"
    path = ["E1", "E2", "F3", "F4"]
  }
  expect {
    unit "stuka" {
      at       = "F4"
      counters = { plane_edge = 3, flown = 4, plane_slip = 0 }
    }
  }
}

case "a plane never flies back toward its entry edge" {
  rules   = ["planes.route"]
  fixture = "kt-and-stuka"
  unit "stuka" { at = "E5" }
  action "fly" {
    unit = "stuka"
    path = ["D5"]
  }
  expect {
    rejected = { code = "not_forward", rule = "planes.route" }
  }
}

case "two side-hex moves in a row are refused" {
  rules   = ["planes.route"]
  fixture = "kt-and-stuka"
  unit "stuka" { at = "E5" }
  action "fly" {
    unit = "stuka"
    path = ["E6", "E7"] # flying east, a step down the column is sideways: twice is too many
  }
  expect {
    rejected = { code = "not_forward", rule = "planes.route" }
  }
}

case "one side-hex move per hex advanced" {
  rules   = ["planes.route"]
  fixture = "kt-and-stuka"
  unit "stuka" { at = "E5" }
  action "fly" {
    unit = "stuka"
    path = ["E6", "F7", "F8", "G8"] # side, advance, side, advance
  }
  expect {
    unit "stuka" {
      at       = "G8"
      counters = { flown = 4, plane_slip = 0 }
    }
  }
}

# The rule runs on across flights: the last step was sideways (plane_slip = 1).
case "a side-hex move may not follow the previous flight's side-hex move" {
  rules   = ["planes.route"]
  fixture = "kt-and-stuka"
  unit "stuka" {
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, plane_slip = 1 }
  }
  action "fly" {
    unit = "stuka"
    path = ["E4"]
  }
  expect {
    rejected = { code = "not_forward", rule = "planes.route" }
  }
}

case "a plane short of its minimum may not end the activation" {
  rules   = ["planes.entry", "planes.flight"]
  fixture = "kt-and-stuka"
  unit "stuka" { at = "C5" }
  action "fly" {
    unit = "stuka"
    path = ["D5", "E5"] # 2 < minimum 3
  }
  action "end_activation" {}
  expect {
    rejected = { code = "plane_must_fly", rule = "planes.entry" }
  }
}

case "a plane that flew its minimum ends the activation" {
  rules   = ["planes.entry"]
  fixture = "kt-and-stuka"
  unit "stuka" { at = "C5" }
  action "fly" {
    unit = "stuka"
    path = ["D5"]
  }
  action "fly" {
    unit = "stuka"
    path = ["E5", "F5"] # 1 + 2 = 3, the minimum, over two flights
  }
  action "end_activation" {}
  expect {
    active_formation = ""
    unit "stuka" {
      at       = "F5"
      counters = { flown = 0 }
    }
  }
}

case "a plane flies up to its maximum Speed" {
  rules   = ["planes.entry"]
  fixture = "kt-and-stuka"
  unit "stuka" {
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, flown = 22 }
  }
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"] # 22 + 3 = 25, the Stuka's maximum
  }
  expect {
    unit "stuka" {
      at       = "H5"
      counters = { flown = 25 }
    }
  }
}

case "a plane may not fly beyond its maximum Speed" {
  rules   = ["planes.entry"]
  fixture = "kt-and-stuka"
  unit "stuka" {
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, flown = 23 }
  }
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"] # 23 + 3 = 26 > 25
  }
  expect {
    rejected = { code = "too_far", rule = "planes.entry" }
  }
}

case "a plane leaves the map across its exit edge" {
  rules   = ["planes.entry", "planes.flight"]
  fixture = "kt-and-stuka"
  unit "stuka" {
    at       = "J5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, flown = 3 }
  }
  action "fly" {
    unit = "stuka"
    path = [] # J is the east edge, opposite its west entry
  }
  expect {
    unit "stuka" {
      alive    = true
      on_map   = false
      counters = { plane_state = 3, flown = 4 }
    }
  }
}

case "a plane leaves only across its exit edge" {
  rules   = ["planes.entry"]
  fixture = "kt-and-stuka"
  unit "stuka" {
    at       = "A5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, flown = 3 }
  }
  action "fly" {
    unit = "stuka"
    path = [] # A is its entry edge
  }
  expect {
    rejected = { code = "bad_param", rule = "planes.entry" }
  }
}

case "a plane short of its minimum on its exit edge flies off as the activation ends" {
  rules   = ["planes.flight", "planes.entry"]
  fixture = "kt-and-stuka"
  unit "stuka" { at = "I5" }
  action "fly" {
    unit = "stuka"
    path = ["J5"] # 1 hex, on the exit edge
  }
  action "end_activation" {}
  expect {
    unit "stuka" {
      on_map   = false
      counters = { plane_state = 3 }
    }
  }
}

case "a plane that left may not come back in the same activation" {
  rules   = ["planes.flight"]
  fixture = "kt-and-stuka"
  unit "stuka" { counters = { mission_turn = 1, plane_state = 3, plane_edge = 1 } }
  action "fly" {
    unit = "stuka"
    path = ["J5", "I5", "H5"]
  }
  expect {
    rejected = { code = "not_flying", rule = "planes.flight" }
  }
}

# It left across the east edge; at the Reich's next activation it may fly a
# new run, back in over the east edge and heading west.
case "a plane that left comes back over its exit edge on the next friendly activation" {
  rules   = ["planes.flight", "planes.route"]
  fixture = "kt"
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H9"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    counters = { mission_turn = 1, plane_state = 3, plane_edge = 1 }
  }
  cup   = { "1-130" = 2, "1st-ranger" = 1 }
  draws = ["1-130"]
  action "draw" {}
  action "fly" {
    unit = "stuka"
    path = ["J5", "I5", "H5"]
  }
  expect {
    unit "stuka" {
      at       = "H5"
      counters = { plane_state = 2, plane_edge = 2, flown = 3 }
    }
  }
}

case "a plane comes back only over the edge where it left" {
  rules   = ["planes.flight"]
  fixture = "kt-and-stuka"
  unit "stuka" { counters = { mission_turn = 1, plane_state = 4, plane_edge = 1 } }
  action "fly" {
    unit = "stuka"
    path = ["A5", "B5", "C5"]
  }
  expect {
    rejected = { code = "not_entry_edge", rule = "planes.flight" }
  }
}

# A plane flying on at the side's next activation: its Shaken marker comes off
# at once, and it must fly its minimum again before the activation ends.
case "a plane flies on at every friendly activation and rallies by itself" {
  rules   = ["planes.flight", "planes.damage"]
  fixture = "kt"
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H9"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "E5"
    statuses = ["shaken"]
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  cup   = { "1-130" = 2, "1st-ranger" = 1 }
  draws = ["1-130"]
  action "draw" {}
  action "end_activation" {}
  expect {
    rejected = { code = "plane_must_fly", rule = "planes.entry" }
    unit "stuka" { statuses = [] }
  }
}

case "a plane does not fly in the enemy's activation" {
  rules   = ["planes.flight", "impulse.activation"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H9"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1st-ranger"
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"]
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
  }
}

# Airspace -----------------------------------------------------------------------------

case "a plane may not enter a hex with a helicopter at Cruise" {
  rules   = ["planes.airspace"]
  fixture = "kt"
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "G5"
    altitude  = "cruise"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1-130"
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"]
  }
  expect {
    rejected = { code = "airspace", rule = "planes.airspace" }
  }
}

case "a plane may not fly into a Radiation hex" {
  rules   = ["oba.radiation", "planes.flight"]
  fixture = "kt"
  board {
    marker "G5" "radiation" {}
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1-130"
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"]
  }
  expect {
    rejected = { code = "impassable", rule = "oba.radiation" }
  }
}

case "a plane may not enter another plane's hex" {
  rules   = ["planes.airspace"]
  fixture = "kt"
  unit "intruder" {
    type = "a-6-intruder"
    side = "nato"
    at   = "F5"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1-130"
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"]
  }
  expect {
    rejected = { code = "airspace", rule = "planes.airspace" }
  }
}

case "a plane flies over a helicopter at NOE" {
  rules   = ["planes.airspace", "helicopters.noe"]
  fixture = "kt"
  unit "huey" {
    type      = "uh-1-huey"
    side      = "reich"
    formation = "sg-2"
    at        = "G5"
    face      = "noe"
    altitude  = "noe"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1-130"
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"]
  }
  expect {
    unit "stuka" { at = "H5" }
  }
}

# The attack -----------------------------------------------------------------------------

# The Stuka attacks in its hex, the Rangers first (HE: AV 14 = HE 5 + 9, no
# range bands; DV 13), then the M60 (AP: AV 18 = AP 12 + 6; DV 17). The attack
# run offers the two (not Finished) opportunity fire first; nobody takes it.
case "a plane attacks the enemy units in its hex in its owner's order" {
  rules   = ["planes.attack", "planes.cas", "combat.firepower-choice"]
  fixture = "kt"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E5"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E5"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, flown = 3 }
  }
  active_formation = "1-130"
  dice             = [5, 4, 3, 3]
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers", "m60"]
  }
  expect {
    plane_attack { attacks = 2 }
    attack {
      kind     = "air"
      target   = "m60"
      weapon   = "ap"
      distance = 0
      av       = 18
      dv       = 17
      hits     = 1
    }
    unit "rangers" { statuses = ["shaken"] }
    unit "m60" { statuses = ["shaken"] }
    unit "stuka" { counters = { attack_turn = 1 } }
    log_contains = ["stuka attacks rangers: AV 14", "stuka attacks m60: AV 18"]
  }
}

# The Rangers take the opportunity the attack run offers, before the attacks:
# AV 18 = HE 5 + 12 + 1 close range (0 hexes) vs the Stuka's 17: 1 hit, Shaken.
# A Shaken plane attacks only with HE, so the M60 is spared; the Rangers take
# AV 14 = HE 5 + 9 (-1 Shaken) = 13 vs 13: no hit.
case "the attack run draws opportunity fire first; a Shaken plane attacks only with HE" {
  rules   = ["planes.attack", "opportunity-fire.trigger", "opportunity-fire.precedence", "results.shaken"]
  fixture = "kt"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E5"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E5"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, flown = 3 }
  }
  active_formation = "1-130"
  dice             = [6, 6, 5, 4]
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers", "m60"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "stuka"
    weapon = "he"
  }
  expect {
    plane_attack { attacks = 1 }
    attack {
      attacker = "stuka"
      target   = "rangers"
      av       = 13
      dv       = 13
      hits     = 0
    }
    unit "stuka" { statuses = ["shaken"] }
    unit "m60" { statuses = [] }
    unit "rangers" { statuses = ["finished"] }
  }
}

case "a plane attacks one hex a turn" {
  rules   = ["planes.attack"]
  fixture = "kt"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "G5"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "G5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, attack_turn = 1 }
  }
  active_formation = "1-130"
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers"]
  }
  expect {
    rejected = { code = "already_attacked", rule = "planes.attack" }
  }
}

case "a plane attacks only units in its own hex" {
  rules   = ["planes.attack"]
  fixture = "kt"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "G6"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "G5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1-130"
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers"]
  }
  expect {
    rejected = { code = "not_in_hex", rule = "planes.attack" }
  }
}

case "a plane attacks only enemy units" {
  rules   = ["planes.attack", "combat.forms"]
  fixture = "kt-and-stuka"
  unit "kt" { at = "G5" }
  unit "stuka" { at = "G5" }
  action "plane_attack" {
    unit    = "stuka"
    targets = ["kt"]
  }
  expect {
    rejected = { code = "friendly_target", rule = "combat.forms" }
  }
}

# Entering at A5 it attacks there at once (1 hex flown), then completes its
# minimum of 3: the target may be nearer than the minimum distance.
# AV 18 = AP 12 + 6 vs the M60's DV 17.
case "a plane attacks in its entry hex, then completes its minimum flight" {
  rules   = ["planes.attack", "planes.entry"]
  fixture = "kt"
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "A5"
    statuses  = ["finished"]
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    counters = { mission_turn = 1, plane_state = 1 }
  }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fly" {
    unit = "stuka"
    path = ["A5"]
  }
  action "plane_attack" {
    unit    = "stuka"
    targets = ["m60"]
  }
  action "fly" {
    unit = "stuka"
    path = ["B5", "C5"]
  }
  action "end_activation" {}
  expect {
    attack {
      av   = 18
      dv   = 17
      hits = 1
    }
    unit "m60" { statuses = ["finished", "shaken"] }
    unit "stuka" { at = "C5" }
    active_formation = ""
  }
}

case "a plane makes no ranged fire" {
  rules   = ["planes.attack"]
  fixture = "kt"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "G5"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "G5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "stuka"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "plane_attack_only", rule = "planes.attack" }
  }
}

case "a plane makes no opportunity fire" {
  rules   = ["planes.attack", "opportunity-fire.who"]
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" { at = "G7" }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "G5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["G6", "G5"]
  }
  action "opportunity_fire" {
    unit   = "stuka"
    target = "rangers"
    at     = "G5"
  }
  expect {
    rejected = { code = "no_interrupt", rule = "opportunity-fire.trigger" } # no window opens for a plane
  }
}

# Losses and the return home --------------------------------------------------------------

# A Shilka's AA at a Shaken Stuka 3 hexes away, over woods (a plane is at
# level 2): AV 18 = AA 9 + 8 + 1 close range vs DV 17: one hit destroys the
# Shaken one-step plane. It leaves a wreck; its debris: 1D6 = 2 shakes the
# only unit below, the SS-VT.
case "a destroyed plane leaves a wreck and its debris" {
  rules   = ["planes.damage", "planes.entry", "results.one-step", "results.wreck"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    hex "C4" { terrain = "woods" }
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "C2"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C5"
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "C5"
    statuses = ["shaken"]
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 3 }
  }
  active_formation = "4th-guards"
  dice             = [4, 4, 2]
  action "fire" {
    unit   = "shilka"
    target = "stuka"
    weapon = "aa"
  }
  expect {
    attack {
      av   = 18
      dv   = 17
      hits = 1
    }
    unit "stuka" { alive = false }
    marker "C5" "wreck" { present = true }
    debris {
      roll   = 2
      shaken = "ssvt"
    }
    unit "ssvt" { statuses = ["shaken"] }
  }
}

case "a plane flying this turn cannot be called for the next" {
  rules   = ["planes.turnaround"]
  fixture = "kt-and-stuka"
  unit "kt" { attached = ["co"] }
  unit "stuka" { at = "G5" }
  cas = { reich = [] }
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "no_planes", rule = "planes.turnaround" }
  }
}

# Cleanup sends the Stuka home (off the map, its mission over) and back into
# the Reich's store; in turn 2 the CO calls it again, for turn 3.
case "planes go home at Cleanup and may be called again next turn" {
  rules   = ["planes.flight", "planes.turnaround", "cleanup.steps"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H9"
    attached  = ["co"]
  }
  unit "stuka" {
    type     = "ju-87g-stuka"
    side     = "reich"
    at       = "G5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, attack_turn = 1 }
  }
  cup   = { "1-130" = 2, "1st-ranger" = 1 }
  draws = ["1-130"]
  phase = "cleanup"
  begin = true
  action "draw" {}
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    turn = 2
    unit "stuka" {
      alive    = true
      on_map   = false
      counters = { mission_turn = 0, plane_state = 0, attack_turn = 0 }
    }
    call_cas { arrives = 3 }
  }
}
