# V-2 and Scud [missiles.*]. `launch` names the launcher, the warhead and the
# target hex; every warhead strikes the target and its six neighbours. The
# conventional warhead uses the missile's own factors, AP 14 / HE 8. A launch
# at a hex the launcher sees has no accuracy roll; one spotted by a CO/2IC or
# recon unit (or from a launcher off the map) rolls 1D6 first. Column B is a
# straight line; odd columns are shifted down, so B8's neighbours are B7, B9,
# A7, A8, C7 and C8.

fixture "v2" {
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "v2" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
  }
  active_formation = "1-130"
}

case "a V-2 strikes a hex it sees and the six around it, and leaves the map" {
  rules   = ["missiles.v2", "missiles.warheads", "missiles.one-shot", "missiles.on-board", "missiles.targeting"]
  fixture = "v2"
  unit "v2" { at = "B2" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B10" # two hexes from the target
  }
  dice = [3, 3, 4, 3] # no accuracy roll; t64 3+3, rangers 4+3
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    launch {
      mode     = "on-board"
      accuracy = 0
      struck   = "B8"
      attacks  = 2
    }
    attack {
      kind     = "missile"
      attacker = "v2"
      target   = "rangers"
      weapon   = "he"
      av       = 15 # HE 8 + 7
      dv       = 13
      hits     = 2
    }
    unit "t64" { statuses = [] } # AP 14 + 6 = 20 vs 20
    unit "rangers" {
      reduced  = true
      statuses = ["shaken"]
    }
    unit "m60" { statuses = [] }
    unit "v2" {
      alive    = true
      on_map   = false
      counters = { launched = 1 }
    }
  }
}

case "a V-2 launch spotted by a recon unit rolls for accuracy" {
  rules   = ["missiles.targeting", "missiles.on-board", "missiles.artillery"]
  fixture = "v2"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    hex "B5" { terrain = "woods" } # the V-2 does not see B8
  }
  unit "v2" { at = "B2" }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "C6"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  dice = [4, 5, 4] # accuracy 4, then t64 5+4
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    launch {
      mode     = "off-board"
      accuracy = 4
      struck   = "B8"
    }
    attack {
      target = "t64"
      av     = 23 # AP 14 + 9
      dv     = 20
      hits   = 3
    }
    unit "t64" { alive = false }
    log_contains = ["spotted by puma"]
  }
}

case "a missile off the map strikes a hex its CO spots; a miss moves the whole blast" {
  rules   = ["missiles.artillery", "missiles.on-board", "oba.deviation", "oba.accuracy"]
  fixture = "v2"
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "A6"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  # the miss: every neighbour of B8 would still catch the T-64; A7 and B7
  # would also catch the Reich's ss, and A7 comes first by label
  dice = [1, 1, 1, 6, 6]
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    launch {
      mode     = "off-board"
      accuracy = 1
      struck   = "A7"
      attacks  = 2
    }
    unit "t64" { statuses = [] }
    unit "ss" { alive = false }
    unit "v2" { on_map = false }
  }
}

case "a missile needs its own LOS or a spotter" {
  rules   = ["missiles.targeting"]
  fixture = "v2"
  board {
    hex "B5" { terrain = "woods" }
  }
  unit "v2" { at = "B2" }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C6" # sees B8, but is neither CO nor recon
  }
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    rejected = { code = "no_spotter", rule = "missiles.targeting" }
  }
}

case "a special warhead needs the scenario's leave" {
  rules   = ["missiles.warheads"]
  fixture = "v2"
  unit "v2" { at = "B2" }
  warheads = { nato = ["nuclear"] }
  action "launch" {
    unit    = "v2"
    warhead = "nuclear"
    target  = "B8"
  }
  expect {
    rejected = { code = "no_warhead", rule = "missiles.warheads" }
  }
}

case "a V-2 with a nuclear warhead" {
  rules   = ["missiles.warheads", "oba.nuclear", "oba.radiation"]
  fixture = "v2"
  unit "v2" { at = "B2" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B9"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "C8"
  }
  warheads = { reich = ["nuclear"] }
  dice     = [2, 2]
  action "launch" {
    unit    = "v2"
    warhead = "nuclear"
    target  = "B8"
  }
  expect {
    attack {
      kind   = "nuclear"
      target = "t64"
      av     = 19 # the Nuclear AP 15 + 4
      dv     = 20
    }
    unit "huey" { alive = false }
    marker "B8" "radiation" { present = true }
    values = { "side/reich" = { nuclear = 1 } }
  }
}

case "a Scud with a chemical warhead marks seven hexes" {
  rules   = ["missiles.warheads", "missiles.scud", "oba.chemical"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "scud" {
    type      = "ss-1c-scud-b"
    side      = "nato"
    formation = "4th-guards"
    at        = "B2"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B8"
  }
  active_formation = "4th-guards"
  warheads         = { nato = ["chemical"] }
  dice             = [1] # the Sarin check of the ss
  action "launch" {
    unit    = "scud"
    warhead = "chemical"
    target  = "B8"
  }
  expect {
    chemical {
      unit = "ss"
      hits = 2
    }
    unit "ss" { reduced = true }
    marker "B8" "chemical" { present = true }
    marker "A7" "chemical" { present = true }
    marker "C8" "chemical" { present = true }
    marker "B9" "chemical" { present = true }
    marker "B10" "chemical" { present = false }
    unit "scud" { on_map = false }
  }
}

case "the V-2 site cannot be attacked" {
  rules   = ["missiles.v2"]
  fixture = "v2"
  unit "v2" { at = "B6" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B2"
  }
  active_formation = "4th-guards"
  action "fire" {
    unit   = "t64"
    target = "v2"
    weapon = "he"
  }
  expect {
    rejected = { code = "immune", rule = "missiles.v2" }
  }
}

case "the V-2 site is untouched by a barrage on its hex" {
  rules   = ["missiles.v2", "oba.barrage"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "co" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    attached  = ["co"]
  }
  unit "v2" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
    at        = "B8"
  }
  active_formation = "1st-ranger"
  oba              = { nato = ["barrage"] }
  dice             = [3, 3, 3]
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
    hexes   = ["B9", "C8"]
  }
  expect {
    oba { attacks = 0 }
    unit "v2" {
      alive    = true
      statuses = []
    }
    log_contains = ["v2 is a launch site that a Barrage cannot harm"]
  }
}

case "an enemy entering the V-2's hex captures it" {
  rules   = ["missiles.v2", "control.hex"]
  fixture = "v2"
  unit "v2" { at = "B4" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B3"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B4"]
  }
  expect {
    capture {
      unit = "v2"
      by   = "rangers"
    }
    unit "v2" {
      side      = "nato"
      formation = "1st-ranger"
      at        = "B4"
    }
    hex "B4" { control = "nato" }
  }
}

case "the Black Hand launches a captured V-2 with its biological agent only" {
  rules   = ["missiles.black-hand-capture"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "v2" {
    type      = "v-2"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
  }
  active_formation = "black-hand"
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    rejected = { code = "no_warhead", rule = "missiles.black-hand-capture" }
  }
}

case "a captured V-2 spreads the Black Hand's agent" {
  rules   = ["missiles.black-hand-capture", "oba.biological"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "v2" {
    type      = "v-2"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8" # next to the target
  }
  active_formation = "black-hand"
  dice             = [2]
  action "launch" {
    unit    = "v2"
    warhead = "biological"
    target  = "B8"
  }
  expect {
    unit "rangers" {
      side    = "black-hand"
      reduced = true
    }
  }
}

case "AP fire disrupts a Scud" {
  rules   = ["missiles.scud"]
  fixture = "tiger"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "scud" {
    type      = "ss-1c-scud-b"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
  dice             = [2, 2]
  action "fire" {
    unit   = "tiger"
    target = "scud"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 14 # AP 10 + 4
      dv   = 13
      hits = 1
    }
    unit "scud" {
      statuses = ["shaken"]
      reduced  = false
    }
  }
}

case "two hits destroy a Scud: it is never reduced" {
  rules   = ["missiles.scud", "results.one-step"]
  fixture = "tiger"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "scud" {
    type      = "ss-1c-scud-b"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
  dice             = [3, 2]
  action "fire" {
    unit   = "tiger"
    target = "scud"
    weapon = "ap"
  }
  expect {
    attack { hits = 2 } # AP 10 + 5 = 15 vs 13
    unit "scud" { alive = false }
    marker "B6" "wreck" { present = true }
  }
}

case "a disrupted Scud cannot launch" {
  rules   = ["missiles.scud"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "scud" {
    type      = "ss-1c-scud-b"
    side      = "nato"
    formation = "4th-guards"
    at        = "B2"
    statuses  = ["shaken"]
  }
  active_formation = "4th-guards"
  action "launch" {
    unit    = "scud"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    rejected = { code = "shaken", rule = "missiles.scud" }
  }
}

case "a Scud moves, but does not launch after moving" {
  rules   = ["missiles.scud", "combat.one-attack"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "scud" {
    type      = "ss-1c-scud-b"
    side      = "nato"
    formation = "4th-guards"
    at        = "B2"
  }
  active_formation = "4th-guards"
  action "move" {
    unit = "scud"
    path = ["B3", "B4", "B5", "B6"] # Speed 4
  }
  action "launch" {
    unit    = "scud"
    warhead = "conventional"
    target  = "B10"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
  }
}

case "a launcher has one missile" {
  rules   = ["missiles.one-shot"]
  fixture = "v2"
  unit "v2" { counters = { launched = 1 } }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    rejected = { code = "no_missile", rule = "missiles.one-shot" }
  }
}

case "a missile strikes only by launching" {
  rules   = ["missiles.artillery"]
  fixture = "v2"
  unit "v2" { at = "B2" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  action "fire" {
    unit   = "v2"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "missile_unit", rule = "missiles.artillery" }
  }
}

case "only missiles launch" {
  rules   = ["missiles.artillery"]
  fixture = "hummel"
  board {
    rows = 12
  }
  unit "hummel" { at = "B2" }
  action "launch" {
    unit    = "hummel"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    rejected = { code = "not_missile", rule = "missiles.artillery" }
  }
}

case "a V-2 left alone with enemy units is theirs when the activation ends" {
  rules   = ["missiles.v2"]
  fixture = "v2"
  unit "v2" { at = "B4" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "1st-ranger"
  action "end_activation" {}
  expect {
    unit "v2" {
      side      = "nato"
      formation = "1st-ranger"
    }
    hex "B4" { control = "nato" }
  }
}

case "a V-2 is not taken while a unit of its side holds the hex" {
  rules   = ["missiles.v2"]
  fixture = "v2"
  unit "v2" { at = "B4" }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "1st-ranger"
  action "end_activation" {}
  expect {
    unit "v2" { side = "reich" }
  }
}

# --- The launch's refusals, each leaving the launcher where it was -----------

case "one nuclear strike a turn: a second V-2 may not launch its nuclear warhead" {
  rules   = ["missiles.warheads", "oba.nuclear"]
  fixture = "v2"
  unit "v2" { at = "B2" }
  unit "v2b" {
    type      = "v-2"
    side      = "reich"
    formation = "1-130"
    at        = "D2"
  }
  options = { missile_warheads = ["nuclear"] }
  action "launch" {
    unit    = "v2"
    warhead = "nuclear"
    target  = "B8" # no unit there: nothing is attacked
  }
  action "launch" {
    unit    = "v2b"
    warhead = "nuclear"
    target  = "D8"
  }
  expect {
    rejected = { code = "nuclear_used", rule = "oba.nuclear" }
    unit "v2b" {
      at       = "D2"
      counters = {}
    }
    marker "D8" "radiation" { present = false }
  }
}

case "the scenario's missile_warheads option allows a special warhead with no holding" {
  rules   = ["missiles.warheads", "oba.smoke"]
  fixture = "v2"
  unit "v2" { at = "B2" }
  options = { missile_warheads = ["smoke"] }
  action "launch" {
    unit    = "v2"
    warhead = "smoke"
    target  = "B8"
  }
  expect {
    launch { struck = "B8" }
    unit "v2" { on_map = false }
  }
}

case "a launcher of a formation that is not active may not launch" {
  rules   = ["missiles.artillery", "impulse.activation"]
  fixture = "v2"
  unit "v2" { at = "B2" }
  active_formation = "1st-ranger"
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "v2" {
      at       = "B2"
      counters = {}
    }
  }
}

case "a launcher that has already attacked this activation may not launch" {
  rules   = ["missiles.artillery", "combat.one-attack"]
  fixture = "v2"
  unit "v2" {
    at       = "B2"
    counters = { fired = 1 }
  }
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
    unit "v2" { at = "B2" }
  }
}
