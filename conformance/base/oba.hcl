# Off-board artillery [oba.*]. A mission is called with call_oba by the
# formation's CO/2IC or a recon unit, as its first action, on a hex it sees;
# Smoke, Barrage and Chemical also strike two hexes next to the target, named
# in `hexes`. Dice: one 1D6 accuracy roll per aimed hex first (target, then
# `hexes` in order; Nuclear and Biological roll once), then the strikes in
# that order, units of a hex by id. Barrage: AP 10 / HE 10; Nuclear AP 15 /
# HE 10. Columns are straight lines; on these boards (odd columns shifted
# down) B8's neighbours are B7, B9, A7, A8, C7, C8.

# --- Barrage -------------------------------------------------------------------------------

case "a barrage strikes every land unit in three hexes, one roll each" {
  rules   = ["oba.barrage", "oba.accuracy", "oba.calling", "oba.missions", "concealment.conditions", "combat.air-targets"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    hex "C8" { terrain = "woods" }
  }
  unit "co" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    attached  = ["co"]
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B8"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
  unit "haunebu" {
    type      = "haunebu-iii"
    side      = "reich"
    formation = "sg-2"
    at        = "B9"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C8"
  }
  active_formation = "1st-ranger"
  oba              = { nato = ["barrage"] }
  # accuracy 4, 5, 3: all three land; ss 2+2, tiger 5+4, fj 3+3
  dice = [4, 5, 3, 2, 2, 5, 4, 3, 3]
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
    hexes   = ["B9", "C8"]
  }
  expect {
    oba {
      mission = "barrage"
      struck  = ["B8", "B9", "C8"]
      rolls   = "4,5,3"
      attacks = 3 # the helicopter is not attacked
      left    = 0
    }
    attack {
      kind   = "oba"
      target = "fj"
      weapon = "he"
      av     = 16 # HE 10 + 6
      dv     = 16 # armor 14 + woods 1 + concealed 1
      hits   = 0
    }
    unit "ss" { statuses = ["shaken"] }    # HE 10 + 4 = 14 vs 13: 1 hit
    unit "tiger" { statuses = ["shaken"] } # AP 10 + 9 = 19 vs 18: 1 hit
    unit "haunebu" { statuses = [] }
    unit "co" { counters = { support_calls = 1 } }
    log_contains = ["haunebu is airborne"]
  }
}

case "a barrage: terrain and sandbags add up, and no second shellholes" {
  rules   = ["oba.barrage", "terrain.shellholes", "terrain.sandbags"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    hex "B8" { terrain = "urban" }
    hex "B9" { features = ["shellholes"] }
    marker "B8" "sandbags" {}
    marker "C8" "shellholes" {}
  }
  unit "co" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    attached  = ["co"]
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B8"
  }
  active_formation = "1st-ranger"
  oba              = { nato = ["barrage", "barrage"] }
  dice             = [6, 6, 6, 4, 4]
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
    hexes   = ["B9", "C8"]
  }
  expect {
    attack {
      target = "ss"
      av     = 18 # HE 10 + 8
      dv     = 17 # armor 13 + urban 2 + sandbags 1 + concealed 1
      hits   = 1
    }
    oba { left = 1 }
    marker "B8" "shellholes" { present = true }
    marker "B9" "shellholes" { present = false } # shellholes terrain already
    marker "C8" "shellholes" { present = true }
    log_contains = ["B9 already has shellholes", "C8 already has shellholes"]
  }
}

# A NATO CO calls a Barrage on the Tiger in B8 (and the empty B9, C8); B8's
# accuracy roll is 1.
fixture "barrage-misses-tiger" {
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
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "A8"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B8"
  }
  active_formation = "1st-ranger"
  oba              = { nato = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
    hexes   = ["B9", "C8"]
  }
}

# The miss waits for the defender: a deviation window for the Reich, whose
# units the missed hex holds; nothing has landed yet.
case "a missed strike opens the defender's window to name where it lands" {
  rules   = ["oba.deviation", "oba.accuracy"]
  fixture = "barrage-misses-tiger"
  dice    = [1, 4, 4]
  expect {
    interrupt    = "deviation"
    log_contains = ["the strike on B8 misses (1): the defender names the hex next to it where it lands"]
    unit "tiger" { at = "B8" }
  }
}

# The Reich names C7, an empty hex next to B8: no unit is attacked (the
# default would have put the shell on the M60 in A8).
case "the defender names the hex a missed barrage lands in" {
  rules   = ["oba.deviation", "oba.accuracy", "oba.barrage"]
  fixture = "barrage-misses-tiger"
  dice    = [1, 4, 4]
  action "deviate" {
    hex = "C7"
  }
  expect {
    oba {
      first   = "C7"
      struck  = ["C7", "B9", "C8"]
      attacks = 0
    }
    unit "m60" { statuses = [] }
    marker "C7" "shellholes" { present = true }
    log_contains = ["the defender shifts it to C7, next to B8 (he names it)"]
  }
}

# A side the ruleset plays gets no window: the default pick (A8, the
# neighbour with the most NATO units) is made at once; the M60 there takes
# AP 10 + 5 vs 17.
case "a defender the ruleset plays takes the default hex at once" {
  rules     = ["oba.deviation"]
  fixture   = "barrage-misses-tiger"
  automated = ["reich"]
  dice      = [1, 4, 4, 2, 3]
  expect {
    interrupt = ""
    oba {
      first   = "A8"
      attacks = 1
    }
    log_contains = ["the defender shifts it to A8, next to B8 (the ruleset plays him"]
  }
}

case "the defender may name only a hex next to the one the strike missed" {
  rules   = ["oba.deviation"]
  fixture = "barrage-misses-tiger"
  dice    = [1, 4, 4]
  action "deviate" {
    hex = "B6"
  }
  expect {
    rejected = { code = "not_adjacent", rule = "oba.deviation" }
  }
}

case "a barrage aimed hex that misses lands where the defender puts it" {
  rules   = ["oba.accuracy", "oba.deviation", "oba.barrage"]
  fixture = "barrage-misses-tiger"
  # B8 misses (1) and the Reich names no hex (its window is passed up): of
  # B8's neighbours none holds Reich units, A8 holds the most NATO ones, so
  # the default moves the shell there. B9 and C8 are empty.
  dice = [1, 4, 4, 5, 3]
  expect {
    oba {
      accuracy = 1
      first    = "A8"
      struck   = ["A8", "B9", "C8"]
      attacks  = 1
    }
    attack {
      target = "m60"
      av     = 18 # AP 10 + 8
      dv     = 17
      hits   = 1
    }
    unit "m60" { statuses = ["shaken"] }
    unit "tiger" { statuses = [] }
    marker "A8" "shellholes" { present = true }
    marker "B8" "shellholes" { present = false }
    log_contains = ["the strike misses (1): the defender shifts it to A8"]
  }
}

case "a recon unit calls a barrage and the ruleset picks the two extra hexes" {
  rules   = ["oba.calling", "oba.barrage", "units.recon", "units.recon-spotting"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    hex "A7" { terrain = "woods" }
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "r1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  unit "r2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8"
  }
  unit "r3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "A7"
  }
  active_formation = "1-130"
  oba              = { reich = ["barrage"] }
  # no hexes named: the two neighbours of B8 with the most enemy units, A7
  # and C8 (then by label). r1 1+1, r3 2+1, r2 1+2.
  dice = [3, 3, 3, 1, 1, 2, 1, 1, 2]
  action "call_oba" {
    unit    = "puma"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    oba {
      struck  = ["B8", "A7", "C8"]
      attacks = 3
    }
    attack {
      target = "r2"
      av     = 13 # HE 10 + 3
      dv     = 13 # in the open
      hits   = 0
    }
    unit "r3" { statuses = [] } # HE 10 + 3 = 13 vs 13 + woods 1: the puma sees A7, so no concealment
    unit "r1" { statuses = [] }
  }
}

# --- Smoke ---------------------------------------------------------------------------------

case "OBA smoke lays Level 2 smoke on the target and two neighbours; the caller then moves" {
  rules   = ["oba.smoke", "oba.calling", "command.2ic"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    marker "C8" "smoke" { level = 1 }
  }
  unit "xo" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    attached  = ["2ic"]
  }
  active_formation = "1st-ranger"
  oba              = { nato = ["smoke"] }
  dice             = [3, 6, 2]
  action "call_oba" {
    unit    = "xo"
    mission = "smoke"
    target  = "B8"
    hexes   = ["B9", "C8"]
  }
  action "move" {
    unit = "xo"
    path = ["B3"]
  }
  expect {
    oba { struck = ["B8", "B9", "C8"] }
    marker "B8" "smoke" { level = 2 }
    marker "B9" "smoke" { level = 2 }
    marker "C8" "smoke" { level = 2 } # was Level 1
    unit "xo" { at = "B3" }
  }
}

case "an OBA smoke hex that misses drifts to the defender's pick" {
  rules   = ["oba.smoke", "oba.accuracy", "oba.deviation"]
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
  active_formation = "1st-ranger"
  oba              = { nato = ["smoke"] }
  # B9 misses: its neighbours are all empty, so the first by label, A8
  dice = [2, 1, 5]
  action "call_oba" {
    unit    = "co"
    mission = "smoke"
    target  = "B8"
    hexes   = ["B9", "C8"]
  }
  expect {
    oba { struck = ["B8", "A8", "C8"] }
    marker "B8" "smoke" { level = 2 }
    marker "A8" "smoke" { level = 2 }
    marker "C8" "smoke" { level = 2 }
    marker "B9" "smoke" { present = false }
  }
}

# --- Chemical ------------------------------------------------------------------------------

case "Sarin: 1 is two hits, 2 or 3 one hit, 4 to 6 nothing" {
  rules   = ["oba.chemical", "oba.calling", "units.recon"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "brdm" {
    type      = "brdm-2"
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
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B9"
  }
  unit "kt" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C8"
  }
  active_formation = "4th-guards"
  oba              = { nato = ["chemical"] }
  # accuracy 5, 5, 5; Sarin: ss 1, fj 2, kt 3, tiger 6
  dice = [5, 5, 5, 1, 2, 3, 6]
  action "call_oba" {
    unit    = "brdm"
    mission = "chemical"
    target  = "B8"
    hexes   = ["B9", "C8"]
  }
  expect {
    chemical {
      unit = "tiger"
      roll = 6
      hits = 0
    }
    unit "ss" {
      reduced  = true # two hits on a full-strength unit
      statuses = ["shaken"]
    }
    unit "fj" {
      reduced  = false
      statuses = ["shaken"]
    }
    unit "kt" { statuses = ["shaken"] }
    unit "tiger" { statuses = [] }
    marker "B8" "chemical" { present = true }
    marker "B9" "chemical" { present = true }
    marker "C8" "chemical" { present = true }
  }
}

case "a Chemical hex that misses: the Sarin falls next door" {
  rules   = ["oba.chemical", "oba.accuracy", "oba.deviation"]
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
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B8"
  }
  active_formation = "1st-ranger"
  oba              = { nato = ["chemical"] }
  # B8 misses; its neighbours are empty but B9 and C8, where the other shells
  # fall, hold no Reich unit either: the first by label, A7. No Sarin roll.
  dice = [1, 2, 2]
  action "call_oba" {
    unit    = "co"
    mission = "chemical"
    target  = "B8"
    hexes   = ["B9", "C8"]
  }
  expect {
    oba { struck = ["A7", "B9", "C8"] }
    marker "A7" "chemical" { present = true }
    marker "B8" "chemical" { present = false }
    unit "ss" { statuses = [] }
  }
}

case "a unit moving through a Chemical hex makes the Sarin check" {
  rules   = ["oba.chemical"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    marker "B5" "chemical" {
    }
  }
  unit "rangers" { at = "B3" }
  active_formation = "1st-ranger"
  dice             = [2]
  action "move" {
    unit = "rangers"
    path = ["B4", "B5", "B6"]
  }
  expect {
    chemical {
      unit = "rangers"
      roll = 2
      hits = 1
    }
    unit "rangers" {
      at       = "B6"
      statuses = ["shaken", "finished"]
    }
    log_contains = ["Sarin on rangers entering B5: 2, 1 hit(s)"]
  }
}

case "Sarin met on the move can kill" {
  rules   = ["oba.chemical", "results.damaged"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    marker "B5" "chemical" {
    }
  }
  unit "rangers" {
    at      = "B3"
    reduced = true
  }
  active_formation = "1st-ranger"
  dice             = [1]
  action "move" {
    unit = "rangers"
    path = ["B4", "B5", "B6"]
  }
  expect {
    unit "rangers" { alive = false } # two hits on a reduced unit
  }
}

case "Chemical markers go at Cleanup" {
  rules   = ["oba.chemical", "cleanup.steps"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    marker "B8" "chemical" {}
    marker "B9" "chemical" {}
  }
  phase  = "cleanup"
  vars   = { chem_strikes = 1 }
  values = { game = { chemical = { B8 = 1, B9 = 1 } } }
  begin  = true
  expect {
    marker "B8" "chemical" { present = false }
    marker "B9" "chemical" { present = false }
    vars   = { chem_strikes = 0 }
    values = { game = { chemical = null } }
  }
}

case "optional dispersal: the Sarin lingers on 3-6" {
  rules   = ["oba.chemical-dispersal"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    marker "B8" "chemical" {}
    marker "B9" "chemical" {}
  }
  phase  = "cleanup"
  vars   = { chemical_dispersal = 1, chem_strikes = 1 }
  values = { game = { chemical = { B8 = 1, B9 = 1 } } }
  begin  = true
  dice   = [3]
  expect {
    marker "B8" "chemical" { present = true }
    marker "B9" "chemical" { present = true }
    values       = { game = { chemical = { B8 = 1, B9 = 1 } } }
    log_contains = ["the Sarin in B8, B9 lingers (3)"]
  }
}

case "optional dispersal: the Sarin clears on 1-2" {
  rules   = ["oba.chemical-dispersal"]
  ruleset = "base"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    marker "B8" "chemical" {}
    marker "B9" "chemical" {}
  }
  phase  = "cleanup"
  vars   = { chemical_dispersal = 1, chem_strikes = 1 }
  values = { game = { chemical = { B8 = 1, B9 = 1 } } }
  begin  = true
  dice   = [2]
  expect {
    marker "B8" "chemical" { present = false }
    marker "B9" "chemical" { present = false }
    values = { game = { chemical = null } }
  }
}

# --- Biological ----------------------------------------------------------------------------

case "biological 1: a Shaken, reduced platoon becomes a full Zealot, not Shaken, with its Weapons" {
  rules   = ["oba.biological", "oba.accuracy"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
    reduced   = true
    statuses  = ["shaken"]
    carries   = ["law"]
  }
  active_formation = "1-130"
  oba              = { reich = ["biological"] }
  dice             = [4, 1]
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  expect {
    biological {
      unit   = "rangers"
      roll   = 1
      result = "zealot"
    }
    hex "B8" { unit_types = ["zealot"] }
    unit "rangers" {
      side      = "black-hand"
      formation = "black-hand"
      reduced   = false
      statuses  = []
      carries   = ["law"]
    }
  }
}

case "biological 2: a full platoon becomes a reduced Zealot" {
  rules   = ["oba.biological"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  active_formation = "1-130"
  oba              = { reich = ["biological"] }
  dice             = [6, 2]
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  expect {
    hex "B8" { unit_types = ["zealot"] }
    unit "rangers" {
      side    = "black-hand"
      reduced = true
    }
  }
}

case "biological 3 is one hit, 4-6 nothing; only infantry is touched" {
  rules   = ["oba.biological"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  unit "spetsnaz" {
    type      = "spetsnaz"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  active_formation = "1-130"
  oba              = { reich = ["biological"] }
  dice             = [2, 3, 4] # accuracy 2; rangers 3, spetsnaz 4; no roll for the T-64
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  expect {
    biological {
      unit   = "spetsnaz"
      roll   = 4
      result = "no effect"
    }
    unit "rangers" {
      side     = "nato"
      statuses = ["shaken"]
    }
    unit "spetsnaz" {
      side     = "nato"
      statuses = []
    }
    hex "B8" { unit_types = ["rangers", "spetsnaz", "t-64"] }
  }
}

case "Black Hand infantry is immune to biological agents" {
  rules   = ["oba.biological"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B8"
    statuses  = ["shaken"]
  }
  active_formation = "1-130"
  oba              = { reich = ["biological"] }
  dice             = [5] # the accuracy roll only
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  expect {
    unit "zealot" {
      statuses = ["shaken"]
      reduced  = false
    }
    log_contains = ["zealot is Black Hand infantry: immune"]
  }
}

case "a new Zealot sharing its hex with enemies assaults them, and falls back if repulsed" {
  rules   = ["oba.biological", "oba.biological-conversion", "assault.failure"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  active_formation = "1-130"
  oba              = { reich = ["biological"] }
  # accuracy 3; rangers 1: a Zealot; its assault on the M113: 1+1
  dice = [3, 1, 1, 1]
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  expect {
    attack {
      kind     = "assault"
      attacker = "rangers"
      target   = "m113"
      av       = 10 # AP 6 + 2 + 2 assault
      dv       = 14
      hits     = 0
    }
    assault { result = "repulsed" }
    unit "rangers" {
      side     = "black-hand"
      at       = "A7" # the first open neighbour by label
      statuses = ["shaken", "finished"]
    }
    unit "m113" { statuses = [] }
  }
}

case "a biological strike that misses lands where the defender puts it" {
  rules   = ["oba.biological", "oba.accuracy", "oba.deviation"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B9"
  }
  active_formation = "1-130"
  oba              = { reich = ["biological"] }
  # misses; NATO puts it on B9, the neighbour with the most Reich units
  dice = [1, 2]
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  expect {
    oba { struck = ["B9"] }
    unit "ss" {
      side    = "black-hand"
      reduced = true
    }
    unit "rangers" { side = "nato" }
  }
}

# --- Nuclear -------------------------------------------------------------------------------

case "a nuclear strike hits seven hexes, destroys aircraft and leaves Radiation" {
  rules   = ["oba.nuclear", "oba.radiation", "combat.air-targets", "concealment.scope"]
  fixture = "tiger-co"
  board {
    cols = 5
    hex "C8" { terrain = "woods" }
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B9"
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
    at        = "B10" # two hexes away: outside the blast
  }
  active_formation = "1-130"
  oba              = { reich = ["nuclear"] }
  # accuracy 5; t64 3+2; rangers 2+2
  dice = [5, 3, 2, 2, 2]
  action "call_oba" {
    unit    = "co"
    mission = "nuclear"
    target  = "B8"
  }
  expect {
    oba { attacks = 2 }
    attack {
      kind   = "nuclear"
      target = "rangers"
      weapon = "he"
      av     = 14 # HE 10 + 4
      dv     = 14 # armor 13 + woods 1, no concealment against nuclear fire
      hits   = 0
    }
    unit "t64" { statuses = [] } # AP 15 + 5 = 20 vs 20
    unit "huey" { alive = false }
    unit "m60" { statuses = [] }
    marker "B8" "radiation" { present = true }
    marker "B9" "radiation" { present = false }
    values = { "side/reich" = { nuclear = 1 } }
  }
}

case "a nuclear strike that misses moves its whole blast" {
  rules   = ["oba.nuclear", "oba.accuracy", "oba.deviation"]
  fixture = "tiger-co"
  board {
    cols = 5
    rows = 14
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B7"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  active_formation = "1-130"
  oba              = { reich = ["nuclear"] }
  # aimed at B9 (the T-64 in B10 is in the blast); it misses and NATO moves
  # it to B8, next to the Reich's own infantry in B7: only the ss is struck
  dice = [1, 6, 6]
  action "call_oba" {
    unit    = "co"
    mission = "nuclear"
    target  = "B9"
  }
  expect {
    oba { struck = ["B8"] }
    attack {
      target = "ss"
      av     = 22 # HE 10 + 12
      dv     = 13
      hits   = 9
    }
    unit "ss" { alive = false }
    unit "t64" { statuses = [] }
    marker "B8" "radiation" { present = true }
    marker "B9" "radiation" { present = false }
  }
}

case "one nuclear strike per side per turn" {
  rules   = ["oba.nuclear"]
  fixture = "tiger-co"
  board {
    cols = 5
    rows = 14
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  active_formation = "1-130"
  oba              = { reich = ["nuclear", "nuclear"] }
  dice             = [4] # the first strike lands on empty ground
  action "call_oba" {
    unit    = "co"
    mission = "nuclear"
    target  = "B12"
  }
  action "call_oba" {
    unit    = "puma"
    mission = "nuclear"
    target  = "C12"
  }
  expect {
    rejected = { code = "nuclear_used", rule = "oba.nuclear" }
  }
}

case "a Radiation hex is closed to all but the Black Hand" {
  rules   = ["oba.radiation"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    marker "B5" "radiation" {
    }
  }
  unit "rangers" { at = "B3" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B4", "B5"]
  }
  expect {
    rejected = { code = "impassable", rule = "oba.radiation" }
  }
}

# Immune to the wasteland: no dice are rolled, as no attack is made.
case "Black Hand units cross Radiation at +1 MP and are not attacked there" {
  rules   = ["oba.radiation", "black-hand.wasteland"]
  fixture = "zealot"
  board {
    cols = 5
    marker "B5" "radiation" {
    }
  }
  unit "zealot" { at = "B3" }
  active_formation = "black-hand"
  dice             = []
  action "move" {
    unit = "zealot"
    path = ["B4", "B5"]
  }
  expect {
    move {
      to = "B5"
      mp = 3 # 1 + (1 + 1 Radiation): all of its Speed 3
    }
    unit "zealot" {
      at       = "B5"
      statuses = ["finished"] # not Shaken
    }
  }
}

# Caught at the centre of the blast and walking out: still no attack.
case "a Black Hand unit leaves a Radiation hex unharmed" {
  rules   = ["oba.radiation", "black-hand.wasteland"]
  fixture = "zealot"
  board {
    cols = 5
    marker "B5" "radiation" {
    }
  }
  unit "zealot" { at = "B5" }
  active_formation = "black-hand"
  dice             = []
  action "move" {
    unit = "zealot"
    path = ["B6"]
  }
  expect {
    unit "zealot" {
      at       = "B6"
      statuses = ["finished"] # not Shaken
    }
  }
}

case "the Radiation surcharge counts against a Black Hand unit's Speed" {
  rules   = ["oba.radiation", "movement.speed"]
  fixture = "zealot"
  board {
    cols = 5
    marker "B5" "radiation" {
    }
  }
  unit "zealot" { at = "B3" }
  active_formation = "black-hand"
  action "move" {
    unit = "zealot"
    path = ["B4", "B5", "B6"] # 1 + 2 + 1 = 4 MP, Speed 3
  }
  expect {
    rejected = { code = "too_far" }
  }
}

case "a unit caught at the centre of a nuclear blast is attacked as it moves out" {
  rules   = ["oba.radiation"]
  fixture = "rangers"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
    marker "B5" "radiation" {
    }
  }
  unit "rangers" { at = "B5" }
  active_formation = "1st-ranger"
  dice             = [2, 2]
  action "move" {
    unit = "rangers"
    path = ["B6"]
  }
  expect {
    attack {
      kind = "nuclear"
      av   = 14 # HE 10 + 4
      dv   = 13
      hits = 1
    }
    unit "rangers" {
      at       = "B6"
      statuses = ["shaken", "finished"]
    }
  }
}

# --- Who calls, when, how many ------------------------------------------------------------

case "two calls per activation, a third is refused" {
  rules   = ["oba.calling"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  active_formation = "1-130"
  oba              = { reich = ["biological", "biological", "biological"] }
  dice             = [4, 5] # two accuracy rolls; nobody is there
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B9"
  }
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B10"
  }
  expect {
    rejected = { code = "too_many_calls", rule = "oba.calling" }
  }
}

case "the second call of an activation is allowed" {
  rules   = ["oba.calling"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  active_formation = "1-130"
  oba              = { reich = ["biological", "smoke"] }
  dice             = [4, 5, 6, 3]
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  action "call_oba" {
    unit    = "co"
    mission = "smoke"
    target  = "B9"
    hexes   = ["B10", "C9"]
  }
  expect {
    unit "co" { counters = { support_calls = 2 } }
    marker "B10" "smoke" { level = 2 }
  }
}

case "a call after moving is refused" {
  rules   = ["oba.calling"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  active_formation = "1-130"
  oba              = { reich = ["barrage"] }
  action "move" {
    unit = "co"
    path = ["B3"]
  }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "not_first", rule = "oba.calling" }
  }
}

case "only a CO, 2IC or recon unit calls artillery" {
  rules   = ["oba.calling"]
  fixture = "tiger-co-and-tiger"
  board {
    cols = 5
  }
  unit "co" { at = "C2" }
  unit "tiger" { at = "B2" }
  oba = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "tiger"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "not_caller", rule = "oba.calling" }
  }
}

case "the caller must see the target hex" {
  rules   = ["oba.calling", "los.required"]
  fixture = "tiger-co"
  board {
    cols = 5
    hex "B5" { terrain = "woods" }
  }
  active_formation = "1-130"
  oba              = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "no_los", rule = "oba.calling" }
  }
}

case "a side calls only the missions its scenario gives it" {
  rules   = ["oba.missions"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  active_formation = "1-130"
  oba              = { reich = ["smoke"], nato = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
  }
  expect {
    rejected = { code = "no_mission", rule = "oba.missions" }
  }
}

case "the extra hexes of a barrage must be next to the target" {
  rules   = ["oba.barrage"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  active_formation = "1-130"
  oba              = { reich = ["barrage"] }
  action "call_oba" {
    unit    = "co"
    mission = "barrage"
    target  = "B8"
    hexes   = ["B9", "B10"]
  }
  expect {
    rejected = { code = "not_adjacent", rule = "oba.barrage" }
  }
}

case "a biological strike takes no extra hexes" {
  rules   = ["oba.biological"]
  fixture = "tiger-co"
  board {
    cols = 5
  }
  active_formation = "1-130"
  oba              = { reich = ["biological"] }
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
    hexes   = ["B9"]
  }
  expect {
    rejected = { code = "bad_param", rule = "oba.biological" }
  }
}
