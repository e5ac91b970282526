# What the plane rules forbid [planes.*]: the CAS call, a plane's flight
# (fly; helicopters' airspace is helicopters.hcl's) and its attack, with the
# seat that submits (`by`) on the wrong side. Refusals proved in planes.hcl are
# not repeated here.
#
# Fixture "kt-and-stuka" (planes.hcl): a 10 x 10 clear board, the Reich's 1-130
# active, a Stuka (min 3 / max 25 hexes, AP 12, HE 5) on its mission entered
# over the west edge (plane_edge 1): it flies east and leaves across column J.
# Boards are flat-topped with the odd columns half a hex low.

fixture "rp-stuka-at-e5" {
  fixture = "kt-and-stuka"
  unit "stuka" { at = "E5" }
}

fixture "rp-co-calls" {
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  cas              = { reich = ["ju-87g-stuka"] }
  active_formation = "1-130"
}

# --- call_cas ------------------------------------------------------------------------------

case "call_cas: the CO of a formation that is not active calls no plane" {
  rules   = ["planes.request", "impulse.activation"]
  fixture = "rp-co-calls"
  unit "kt" { attached = [] }
  unit "other" {
    type      = "e-100"
    side      = "reich"
    formation = "1-501"
    at        = "C2"
    attached  = ["co"]
  }
  action "call_cas" {
    unit   = "other"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "other" { counters = { support_calls = 0 } }
  }
}

case "call_cas: a seat of the other side may not call the active CO's planes" {
  rules   = ["planes.request"]
  fixture = "rp-co-calls"
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
    by     = "nato"
  }
  expect {
    rejected = { code = "not_your_turn", rule = "planes.request" }
    unit "kt" { counters = { support_calls = 0 } }
  }
}

case "call_cas: no plane is called between activations" {
  rules   = ["planes.request", "impulse.activation"]
  fixture = "kt"
  unit "kt" { attached = ["co"] }
  cas   = { reich = ["ju-87g-stuka"] }
  begin = true
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "kt" { counters = { support_calls = 0 } }
  }
}

case "call_cas: a CO off the map calls no plane" {
  rules   = ["planes.request"]
  fixture = "rp-co-calls"
  unit "kt" { at = "" }
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "not_on_map", rule = "planes.request" }
    unit "kt" { counters = { support_calls = 0 } }
  }
}

case "call_cas: a CO aboard an APC calls no plane" {
  rules   = ["planes.request", "units.apc-passengers"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  unit "co" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
    aboard    = "apc"
    attached  = ["co"]
  }
  cas              = { reich = ["ju-87g-stuka"] }
  active_formation = "1-7-ss"
  action "call_cas" {
    unit   = "co"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "co" { counters = { support_calls = 0 } }
  }
}

case "call_cas: a Finished CO calls no plane" {
  rules   = ["planes.request", "impulse.finished"]
  fixture = "rp-co-calls"
  unit "kt" { statuses = ["finished"] }
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    rejected = { code = "not_first", rule = "planes.request" }
    unit "kt" { counters = { support_calls = 0 } }
  }
}

case "call_cas: a call names at least one plane" {
  rules   = ["planes.request"]
  fixture = "rp-co-calls"
  action "call_cas" {
    unit   = "kt"
    planes = []
  }
  expect {
    rejected = { code = "bad_param", rule = "planes.request" }
    unit "kt" { counters = { support_calls = 0 } }
  }
}

case "call_cas: a side calls only the plane types its scenario gives it" {
  rules   = ["planes.turnaround", "planes.cas"]
  fixture = "rp-co-calls"
  action "call_cas" {
    unit   = "kt"
    planes = ["a-6-intruder"]
  }
  expect {
    rejected = { code = "no_planes", rule = "planes.turnaround" }
    unit "kt" { counters = { support_calls = 0 } }
  }
}

case "call_cas: a Shaken CO still calls CAS" {
  rules   = ["planes.request", "results.shaken"]
  fixture = "rp-co-calls"
  unit "kt" { statuses = ["shaken"] }
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    call_cas { arrives = 2 }
    unit "kt" { counters = { support_calls = 1 } }
  }
}

case "call_cas: a 2IC calls CAS" {
  rules   = ["planes.request", "command.2ic"]
  fixture = "rp-co-calls"
  unit "kt" { attached = ["2ic"] }
  action "call_cas" {
    unit   = "kt"
    planes = ["ju-87g-stuka"]
  }
  expect {
    call_cas { arrives = 2 }
    unit "kt" { counters = { support_calls = 1 } }
  }
}

# --- fly (planes) -------------------------------------------------------------------------

case "fly: a plane does not fly between activations" {
  rules            = ["planes.flight", "impulse.activation"]
  fixture          = "rp-stuka-at-e5"
  active_formation = ""
  begin            = true
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"]
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "stuka" { at = "E5" }
  }
}

case "fly: a seat of the other side may not fly the active side's plane" {
  rules   = ["planes.flight"]
  fixture = "rp-stuka-at-e5"
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"]
    by   = "nato"
  }
  expect {
    rejected = { code = "not_your_turn", rule = "helicopters.movement" }
    unit "stuka" {
      at       = "E5"
      counters = { flown = 0 }
    }
  }
}

case "fly: a plane always flies at level 2 and takes no altitude" {
  rules   = ["planes.entry"]
  fixture = "rp-stuka-at-e5"
  action "fly" {
    unit     = "stuka"
    path     = ["F5", "G5", "H5"]
    altitude = "noe"
  }
  expect {
    rejected = { code = "bad_param", rule = "planes.entry" }
    unit "stuka" { at = "E5" }
  }
}

case "fly: a plane on no mission this turn does not fly" {
  rules   = ["planes.flight", "planes.request"]
  fixture = "kt-and-stuka"
  unit "stuka" { counters = { mission_turn = 0, plane_state = 0, plane_edge = 0 } }
  action "fly" {
    unit = "stuka"
    path = ["A5", "B5", "C5"]
  }
  expect {
    rejected = { code = "not_flying", rule = "planes.flight" }
    unit "stuka" { on_map = false }
  }
}

case "fly: a plane whose run ended without coming back flies no more this turn" {
  rules   = ["planes.flight"]
  fixture = "kt-and-stuka"
  unit "stuka" { counters = { mission_turn = 1, plane_state = 5, plane_edge = 1 } }
  action "fly" {
    unit = "stuka"
    path = ["J5", "I5", "H5"]
  }
  expect {
    rejected = { code = "not_flying", rule = "planes.flight" }
    unit "stuka" { on_map = false }
  }
}

case "fly: a plane off the map names its entry hex" {
  rules   = ["planes.entry"]
  fixture = "kt-and-stuka"
  unit "stuka" { counters = { mission_turn = 1, plane_state = 1 } }
  action "fly" {
    unit = "stuka"
  }
  expect {
    rejected = { code = "bad_param", rule = "planes.entry" }
    unit "stuka" { on_map = false }
  }
}

case "fly: leaving across the exit edge is one hex more than its maximum" {
  rules   = ["planes.entry", "planes.flight"]
  fixture = "kt-and-stuka"
  unit "stuka" {
    at       = "J5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1, flown = 25 }
  }
  action "fly" {
    unit = "stuka"
  }
  expect {
    rejected = { code = "too_far", rule = "planes.entry" }
    unit "stuka" {
      at       = "J5"
      counters = { plane_state = 2 }
    }
  }
}

case "fly: a plane's path goes from hex to next hex" {
  rules   = ["planes.route"]
  fixture = "rp-stuka-at-e5"
  action "fly" {
    unit = "stuka"
    path = ["G5", "H5", "I5"]
  }
  expect {
    rejected = { code = "not_adjacent", rule = "planes.route" }
    unit "stuka" { at = "E5" }
  }
}

case "fly: a plane may not enter the hex of an enemy plane" {
  rules   = ["planes.airspace"]
  fixture = "rp-stuka-at-e5"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B9"
  }
  unit "a6" {
    type     = "a-6-intruder"
    side     = "nato"
    at       = "F5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 2 }
  }
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5", "H5"]
  }
  expect {
    rejected = { code = "airspace", rule = "planes.airspace" }
    unit "stuka" { at = "E5" }
  }
}

# Aircraft fly over the land: enemy ground units neither bar a plane's path
# nor the hex where it stops (it attacks them there) [planes.attack].
case "fly: a plane flies over enemy units and stops over an enemy hex" {
  rules   = ["planes.route", "planes.attack"]
  fixture = "rp-stuka-at-e5"
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "G5"
  }
  action "fly" {
    unit = "stuka"
    path = ["F5", "G5"]
  }
  expect {
    unit "stuka" {
      at       = "G5"
      counters = { flown = 2 }
    }
    unit "m60" { at = "F5" }
  }
}

# --- plane_attack --------------------------------------------------------------------------

case "plane_attack: only a plane makes a plane's attack" {
  rules   = ["planes.attack"]
  fixture = "kt"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  active_formation = "1-130"
  action "plane_attack" {
    unit    = "kt"
    targets = ["rangers"]
  }
  expect {
    rejected = { code = "not_plane", rule = "planes.attack" }
    unit "rangers" { statuses = [] }
  }
}

fixture "rp-stuka-over-rangers" {
  fixture = "rp-stuka-at-e5"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E5"
  }
}

case "plane_attack: a plane does not attack in the enemy's activation" {
  rules            = ["planes.attack", "impulse.activation"]
  fixture          = "rp-stuka-over-rangers"
  active_formation = "1st-ranger"
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers"]
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "stuka" { counters = { attack_turn = 0 } }
  }
}

case "plane_attack: a plane does not attack between activations" {
  rules            = ["planes.attack", "impulse.activation"]
  fixture          = "rp-stuka-over-rangers"
  active_formation = ""
  begin            = true
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers"]
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "stuka" { counters = { attack_turn = 0 } }
  }
}

case "plane_attack: a seat of the other side may not make the plane's attack" {
  rules   = ["planes.attack"]
  fixture = "rp-stuka-over-rangers"
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers"]
    by      = "nato"
  }
  expect {
    rejected = { code = "not_your_turn", rule = "planes.attack" }
    unit "stuka" { counters = { attack_turn = 0 } }
    unit "rangers" { statuses = [] }
  }
}

case "plane_attack: a plane off the map attacks nothing" {
  rules   = ["planes.attack"]
  fixture = "kt-and-stuka"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E5"
  }
  unit "stuka" { counters = { mission_turn = 1, plane_state = 1 } }
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers"]
  }
  expect {
    rejected = { code = "not_on_map", rule = "planes.attack" }
    unit "stuka" { counters = { attack_turn = 0 } }
  }
}

case "plane_attack: the attack names its targets" {
  rules   = ["planes.attack"]
  fixture = "rp-stuka-over-rangers"
  action "plane_attack" {
    unit    = "stuka"
    targets = []
  }
  expect {
    rejected = { code = "bad_param", rule = "planes.attack" }
    unit "stuka" { counters = { attack_turn = 0 } }
  }
}

case "plane_attack: a target is attacked once" {
  rules   = ["planes.attack"]
  fixture = "rp-stuka-over-rangers"
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers", "rangers"]
  }
  expect {
    rejected = { code = "bad_param", rule = "planes.attack" }
    unit "stuka" { counters = { attack_turn = 0 } }
  }
}

case "plane_attack: a passenger is not attacked on its own" {
  rules   = ["planes.attack", "units.apc-passengers"]
  fixture = "rp-stuka-at-e5"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E5"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E5"
    aboard    = "m113"
  }
  action "plane_attack" {
    unit    = "stuka"
    targets = ["rangers"]
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "rangers" { aboard = "m113" }
  }
}

case "plane_attack: the V-2 site cannot be attacked" {
  rules   = ["planes.attack", "missiles.v2"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
  }
  unit "v2" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
    at        = "E5"
  }
  unit "a6" {
    type     = "a-6-intruder"
    side     = "nato"
    at       = "E5"
    counters = { mission_turn = 1, plane_state = 2, plane_edge = 1 }
  }
  active_formation = "1st-ranger"
  action "plane_attack" {
    unit    = "a6"
    targets = ["v2"]
  }
  expect {
    rejected = { code = "immune", rule = "missiles.v2" }
    unit "v2" { alive = true }
  }
}

case "plane_attack: a Shaken plane attacks no hard target" {
  rules   = ["planes.damage", "results.shaken"]
  fixture = "rp-stuka-at-e5"
  unit "stuka" { statuses = ["shaken"] }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E5"
  }
  action "plane_attack" {
    unit    = "stuka"
    targets = ["m60"]
  }
  expect {
    rejected = { code = "shaken", rule = "results.shaken" }
    unit "m60" { statuses = [] }
  }
}

# Any enemy unit in the plane's hex, each with the factor that suits it:
# a helicopter at NOE shares the hex (it flies below the plane) and is
# attacked with HE. AV 7 = HE 5 + 2 vs the Huey's 16: no hit.
case "plane_attack: a plane attacks an enemy helicopter at NOE in its hex" {
  rules   = ["planes.attack", "planes.airspace"]
  fixture = "rp-stuka-at-e5"
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "E5"
    face      = "noe"
    altitude  = "noe"
  }
  dice = [1, 1]
  action "plane_attack" {
    unit    = "stuka"
    targets = ["huey"]
  }
  expect {
    plane_attack { attacks = 1 }
    attack {
      attacker = "stuka"
      target   = "huey"
      av       = 7
      hits     = 0
    }
  }
}

# --- what a plane does not do (preconditions of fire, opportunity_fire, move) --------

case "opportunity_fire: a plane makes no opportunity fire" {
  rules   = ["planes.attack", "opportunity-fire.who"]
  fixture = "rc-mover"
  unit "stuka" {
    type = "ju-87g-stuka"
    side = "reich"
    at   = "B3"
  }
  action "opportunity_fire" {
    unit   = "stuka"
    target = "t64"
    weapon = "ap"
    at     = "B8"
  }
  expect {
    rejected  = { code = "no_opportunity_fire", rule = "planes.attack" }
    interrupt = "opportunity"
  }
}

case "opportunity_fire: a tank in the plane's place fires" {
  rules   = ["opportunity-fire.who"]
  fixture = "rc-mover"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
  }
  dice = [1, 1]
  action "opportunity_fire" {
    unit   = "puma"
    target = "t64"
    weapon = "ap"
    at     = "B8"
  }
  expect {
    unit "puma" { statuses = ["finished"] }
  }
}
