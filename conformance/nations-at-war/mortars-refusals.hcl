# Indirect mortar fire (2.5.5.1, 5.1.6) and what mortar_fire refuses. A Forest hex at C6 hides
# C11 from the mortar at C1; the formation's HQ at C9 sees it.

fixture "mortars-indirect" {
  fixture = "mortars-example"
  board {
    hex "C6" { terrain = "forest" }
  }
  unit "hq" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C9"
  }
}

case "indirect fire: the HQ of the mortar's formation spots, a fire mission is spent" {
  rules   = ["mortars.indirect", "mortars.hex-attack", "pulse.fire-missions", "artillery.caller"]
  fixture = "mortars-indirect"
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  dice = [4, 6, 4, 3]
  expect {
    mortar {
      indirect = true
      spotter  = "hq"
      net_hits = 1
    }
    unit "panzer" {
      statuses = ["disrupted"]
    }
    unit "mortar" {
      statuses = ["ops-complete"]
    }
    unit "hq" {
      statuses = []
    }
    log_contains = ["ccb has called 1 of its 2 fire missions"]
  }
}

case "a Recon unit of the formation spots too" {
  rules   = ["mortars.indirect", "units.recon"]
  fixture = "mortars-indirect"
  unit "scout" {
    type      = "m8-greyhound"
    side      = "american"
    formation = "ccb"
    at        = "D10"
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "scout"
  }
  dice = [1, 1]
  expect {
    mortar {
      hits = 0
    }
  }
}

case "indirect smoke: a spotter, and one of the formation's fire missions" {
  rules   = ["mortars.smoke-indirect", "pulse.fire-missions"]
  fixture = "mortars-indirect"
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
    smoke   = true
  }
  dice = [6, 1]
  expect {
    marker "C11" "smoke" { level = 1 }
    log_contains = ["ccb has called 1 of its 2 fire missions"]
  }
}

case "a second mission in the same step: the mortar's fire mission leaves the step open" {
  rules   = ["pulse.fire-missions", "artillery.timing"]
  fixture = "mortars-indirect"
  unit "mortar2" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "D1"
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  action "mortar_fire" {
    unit    = "mortar2"
    target  = "C11"
    spotter = "hq"
  }
  dice = [1, 1, 1, 1]
  expect {
    log_contains = ["ccb has called 2 of its 2 fire missions"]
  }
}

case "a third fire mission in one activation is refused" {
  rules   = ["pulse.fire-missions"]
  fixture = "mortars-indirect"
  unit "mortar2" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "D1"
  }
  unit "mortar3" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "E1"
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  action "mortar_fire" {
    unit    = "mortar2"
    target  = "C11"
    spotter = "hq"
  }
  action "mortar_fire" {
    unit    = "mortar3"
    target  = "C11"
    spotter = "hq"
  }
  dice = [1, 1, 1, 1]
  expect {
    rejected = { code = "too_many_missions", rule = "pulse.fire-missions" }
  }
}

case "a mortar that does not see the hex needs a spotter" {
  rules   = ["mortars.direct"]
  fixture = "mortars-indirect"
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  expect {
    rejected = { code = "no_los", rule = "mortars.direct" }
  }
}

case "a spotter of another formation does not spot" {
  rules   = ["mortars.indirect"]
  fixture = "mortars-indirect"
  unit "hq" {
    formation = "22nd-armoured"
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  expect {
    rejected = { code = "no_spotter", rule = "mortars.indirect" }
  }
}

case "a tank is no spotter: only an HQ, sub-HQ or Recon unit" {
  rules   = ["mortars.indirect", "artillery.calling"]
  fixture = "mortars-indirect"
  unit "hq" {
    type = "m4-sherman"
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  expect {
    rejected = { code = "no_spotter", rule = "artillery.calling" }
  }
}

case "a Disrupted Recon unit does not spot" {
  rules   = ["mortars.indirect"]
  fixture = "mortars-indirect"
  unit "hq" {
    type     = "m8-greyhound"
    statuses = ["disrupted"]
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  expect {
    rejected = { code = "no_spotter", rule = "mortars.indirect" }
  }
}

case "a spotter that does not see the hex does not spot" {
  rules   = ["mortars.indirect"]
  fixture = "mortars-indirect"
  unit "hq" {
    at = "C3"
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  expect {
    rejected = { code = "no_spotter", rule = "mortars.indirect" }
  }
}

case "indirect fire is made only in the Fire Mission step: once a unit has acted it is over" {
  rules   = ["mortars.indirect", "artillery.timing"]
  fixture = "mortars-indirect"
  unit "mortar2" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "D1"
  }
  # mortar2's direct fire is an operation: the Fire Mission step is over.
  action "mortar_fire" {
    unit   = "mortar2"
    target = "C5"
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  dice = [1, 1]
  expect {
    rejected = { code = "not_first", rule = "artillery.timing" }
  }
}

case "a spotter that has moved spots no fire mission: missions are its first actions" {
  rules   = ["artillery.calling"]
  fixture = "mortars-indirect"
  unit "hq" {
    counters = { mp = 1 }
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  expect {
    rejected = { code = "not_first", rule = "artillery.calling" }
  }
}

case "only a mortar fires at a hex" {
  rules   = ["mortars.hex-attack"]
  fixture = "mortars-example"
  unit "mortar" {
    type = "m4-sherman"
  }
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "mortars.hex-attack" }
  }
}

case "a Disrupted mortar does not fire" {
  rules   = ["results.disrupted-effects"]
  fixture = "mortars-example"
  unit "mortar" {
    statuses = ["disrupted"]
  }
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  expect {
    rejected = { code = "disrupted" }
  }
}

case "an Ops Complete mortar does not fire" {
  rules   = ["fire.ops-complete"]
  fixture = "mortars-example"
  unit "mortar" {
    statuses = ["ops-complete"]
  }
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  expect {
    rejected = { code = "ops_complete", rule = "fire.ops-complete" }
  }
}

case "a mortar of another formation does not fire" {
  rules   = ["turn.operations"]
  fixture = "mortars-example"
  active_formation = "22nd-armoured"
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  expect {
    rejected = { code = "not_active" }
  }
}

case "a mortar fires no further than its range" {
  rules   = ["units.mortar-range"]
  fixture = "mortars-example"
  action "mortar_fire" {
    unit   = "mortar"
    target = "C14"
  }
  expect {
    rejected = { code = "out_of_range", rule = "units.mortar-range" }
  }
}

case "a mortar fires no HE into its own hex" {
  rules   = ["mortars.hex-attack"]
  fixture = "mortars-example"
  action "mortar_fire" {
    unit   = "mortar"
    target = "C1"
  }
  expect {
    rejected = { code = "out_of_range", rule = "mortars.hex-attack" }
  }
}

case "a mortar off the map does not fire" {
  rules   = ["mortars.hex-attack"]
  fixture = "mortars-example"
  unit "mortar2" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
  }
  action "mortar_fire" {
    unit   = "mortar2"
    target = "C11"
  }
  expect {
    rejected = { code = "not_on_map", rule = "mortars.hex-attack" }
  }
}

# A mortar sees by the whole line-of-sight rule, the los area's judgements included: two Palm
# hexes (degrading terrain, provisional) between it and the target block its own sight.
case "two degrading hexes block a mortar's sight of the hex" {
  rules   = ["mortars.direct", "los.degrading"]
  fixture = "mortars-example"
  board {
    hex "C4" { terrain = "palm" }
    hex "C7" { terrain = "palm" }
  }
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  expect {
    rejected = { code = "no_los", rule = "mortars.direct" }
  }
}

case "one degrading hex leaves a mortar's sight of the hex clear" {
  rules   = ["mortars.direct", "los.degrading"]
  fixture = "mortars-example"
  board {
    hex "C4" { terrain = "palm" }
  }
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  dice = [1, 1]
  expect {
    mortar { indirect = false }
  }
}
