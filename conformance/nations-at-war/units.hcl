# Cases of the Nations at War area `units` (2.2-2.8, 5.1.7, 10.4): unit types, their faces and
# factors, support weapons. Ranged fire (the fire action) is the stage most of them play on; the
# fixtures set an active formation, so every unit is in command and has not acted (IDS.md
# Readings). Dice: attack dice, then the target's defence dice when a hit is scored.

fixture "units-board" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
}

fixture "units-panzer" {
  fixture = "units-board"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  active_formation = "panzer-abteilung"
}

fixture "units-crusader" {
  fixture = "units-board"
  unit "crusaders" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "C2"
  }
  active_formation = "22nd-armoured"
}

# ---- 2.4 factors -------------------------------------------------------------------------------

case "the Pz IVG fires its printed AP factors: 3 dice at To-Hit 5, range 6" {
  rules   = ["units.factors", "units.afv", "units.hard-targets"]
  fixture = "units-panzer"
  unit "crusaders" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "C6"
  }
  # 5, 5 hit, 2 misses; the Crusader's armor factor 1 throws one die, the 6 saves one hit.
  dice = [5, 5, 2, 6]
  action "fire" {
    unit   = "pz"
    target = "crusaders"
    weapon = "ap"
  }
  expect {
    attack {
      firepower    = 3
      to_hit       = 5
      range        = 6
      hits         = 2
      defence_dice = 1
      save_number  = 6
      saved        = 1
      net_hits     = 1
    }
    unit "crusaders" {
      alive = true
      face  = ""
    }
  }
}

case "a reduced counter throws one die less: the Pz IVG's back fires 2 AP dice" {
  rules   = ["units.factors", "units.counters"]
  fixture = "units-panzer"
  unit "pz" { reduced = true }
  unit "crusaders" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "C6"
  }
  dice = [1, 2]
  action "fire" {
    unit   = "pz"
    target = "crusaders"
    weapon = "ap"
  }
  expect {
    attack {
      firepower = 2
      to_hit    = 5
      hits      = 0
    }
  }
}

# ---- 2.5 target types: the face shown decides ---------------------------------------------------

case "a soft target is attacked with HE: AP at a rifle platoon is refused" {
  rules   = ["units.target-types", "units.soft-targets", "units.nato-symbols"]
  fixture = "units-panzer"
  unit "brits" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C5"
  }
  action "fire" {
    unit   = "pz"
    target = "brits"
    weapon = "ap"
  }
  expect {
    rejected = { code = "wrong_weapon" }
  }
}

case "a hard target cannot be attacked with HE" {
  rules   = ["units.hard-targets", "units.target-types"]
  fixture = "units-crusader"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C5"
  }
  action "fire" {
    unit   = "crusaders"
    target = "pz"
    weapon = "he"
  }
  expect {
    rejected = { code = "wrong_weapon" }
  }
}

case "panzergrenadiers on their half-track side are a hard target: HE is refused" {
  rules   = ["units.target-types", "units.armored-infantry", "units.hard-targets"]
  fixture = "units-crusader"
  unit "pzgren" {
    type      = "german-armored-infantry"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C5"
    mounted   = true
  }
  action "fire" {
    unit   = "crusaders"
    target = "pzgren"
    weapon = "he"
  }
  expect {
    rejected = { code = "wrong_weapon" }
  }
}

case "panzergrenadiers on foot are a soft target: HE, and no armour dice" {
  rules   = ["units.target-types", "units.armored-infantry", "units.soft-targets", "units.nato-symbols"]
  fixture = "units-crusader"
  unit "pzgren" {
    type      = "german-armored-infantry"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C5"
  }
  # The Crusader's HE: 2 dice at To-Hit 6 (provisional), 3 hexes of range 4: the 6 hits; Clear
  # gives a soft target no defence dice.
  dice = [6, 3]
  action "fire" {
    unit   = "crusaders"
    target = "pzgren"
    weapon = "he"
  }
  expect {
    attack {
      weapon       = "he"
      firepower    = 2
      to_hit       = 6
      hits         = 1
      defence_dice = 0
      net_hits     = 1
    }
    unit "pzgren" {
      alive = true
      face  = ""
    }
  }
}

case "armored infantry mounted: its half-track throws armor 1, saving on 6" {
  rules   = ["units.armored-infantry", "units.hard-targets", "units.factors"]
  fixture = "units-panzer"
  unit "ai" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C6"
    mounted   = true
  }
  dice = [5, 6, 1, 6]
  action "fire" {
    unit   = "pz"
    target = "ai"
    weapon = "ap"
  }
  expect {
    attack {
      hits         = 2
      defence_dice = 1
      save_number  = 6
      saved        = 1
      net_hits     = 1
    }
    unit "ai" { face = "mounted" }
  }
}

case "armored infantry destroyed on its half-track leaves a wreck" {
  rules   = ["units.armored-infantry", "results.wreck"]
  fixture = "units-panzer"
  unit "ai" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C6"
    face      = "reduced-mounted"
    statuses  = ["disrupted"]
  }
  dice = [5, 1, 1, 2]
  action "fire" {
    unit   = "pz"
    target = "ai"
    weapon = "ap"
  }
  expect {
    attack { net_hits = 1 }
    unit "ai" { alive = false }
    marker "C6" "wreck" { present = true }
  }
}

# 2.5.3 speaks of a wreck only for a platoon destroyed in its half-track; 4.3 says destroyed
# transported units leave one "whether loaded or unloaded". The project follows 4.3
# (transport.wreck): a dismounted platoon with a half-track side leaves a wreck too.
case "armored infantry destroyed on foot leaves a wreck too (4.3 over 2.5.3)" {
  rules   = ["units.armored-infantry", "units.soft-targets", "transport.wreck"]
  fixture = "units-crusader"
  unit "pzgren" {
    type      = "german-armored-infantry"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C5"
    reduced   = true
    statuses  = ["disrupted"]
  }
  dice = [6, 1]
  action "fire" {
    unit   = "crusaders"
    target = "pzgren"
    weapon = "he"
  }
  expect {
    unit "pzgren" { alive = false }
    marker "C5" "wreck" { present = true }
  }
}

case "a rifle platoon destroyed leaves no wreck: it has no vehicle" {
  rules   = ["units.infantry", "units.soft-targets"]
  fixture = "units-crusader"
  unit "brits" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C5"
    reduced   = true
    statuses  = ["disrupted"]
  }
  dice = [6, 1]
  action "fire" {
    unit   = "crusaders"
    target = "brits"
    weapon = "he"
  }
  expect {
    unit "brits" { alive = false }
    marker "C5" "wreck" { present = false }
  }
}

# ---- 2.5.4 gun batteries -----------------------------------------------------------------------

case "a deployed 88mm battery fires AP 4 at To-Hit 4 out to 8 hexes" {
  rules   = ["units.gun-batteries", "units.factors"]
  fixture = "units-board"
  unit "flak88" {
    type      = "german-88mm-atg"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C1"
  }
  unit "lee" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C6"
  }
  active_formation = "panzergrenadier"
  # 4, 4, 6 hit and the 1 misses; the Lee's armor 2 saves two on 6, 6: one hit gets through.
  dice = [4, 4, 1, 6, 6, 6]
  action "fire" {
    unit   = "flak88"
    target = "lee"
    weapon = "ap"
  }
  expect {
    attack {
      firepower    = 4
      to_hit       = 4
      range        = 8
      hits         = 3
      defence_dice = 2
      saved        = 2
      net_hits     = 1
    }
  }
}

case "a towed gun is a soft target: HE, no armour" {
  rules   = ["units.gun-batteries", "units.soft-targets", "units.target-types"]
  fixture = "units-panzer"
  unit "atg" {
    type      = "us-57mm-atg"
    side      = "american"
    formation = "ccb"
    at        = "C5"
    mounted   = true
  }
  dice = [5, 1]
  action "fire" {
    unit   = "pz"
    target = "atg"
    weapon = "he"
  }
  expect {
    attack {
      weapon       = "he"
      hits         = 1
      defence_dice = 0
      net_hits     = 1
    }
  }
}

# ---- 2.5.5 mortars -----------------------------------------------------------------------------

case "a mortar's range is a hard limit: 13 hexes is beyond the 81mm's 12" {
  rules   = ["units.mortars", "units.mortar-range"]
  ruleset = "nations-at-war"
  board {
    cols    = 3
    rows    = 16
    terrain = "clear"
  }
  unit "mortar" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "A1"
  }
  unit "germans" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "A14"
  }
  active_formation = "ccb"
  action "fire" {
    unit   = "mortar"
    target = "germans"
    weapon = "he"
  }
  expect {
    rejected = { code = "out_of_range" }
  }
}

# ---- 2.6.2 recon -------------------------------------------------------------------------------

case "a recon armoured car is an AFV: AP at it meets its armor 1" {
  rules   = ["units.recon", "units.afv", "units.hard-targets"]
  fixture = "units-panzer"
  unit "m8" {
    type      = "m8-greyhound"
    side      = "american"
    formation = "ccb"
    at        = "C6"
  }
  dice = [5, 2, 2, 3]
  action "fire" {
    unit   = "pz"
    target = "m8"
    weapon = "ap"
  }
  expect {
    attack {
      hits         = 1
      defence_dice = 1
      saved        = 0
      net_hits     = 1
    }
  }
}

# ---- 2.7 support weapons -----------------------------------------------------------------------

fixture "units-brits-hmg" {
  fixture = "units-board"
  unit "brits" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C2"
    carries   = ["hmg"]
  }
  unit "germans" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C5"
  }
  active_formation = "14th-infantry"
}

case "an HMG adds 1 die and 1 hex to its platoon's HE: 3 dice out to 3 hexes" {
  rules   = ["units.hmg", "units.support-weapons", "units.infantry", "units.sw-assignment"]
  fixture = "units-brits-hmg"
  dice    = [5, 5, 1]
  action "fire" {
    unit   = "brits"
    target = "germans"
    weapon = "he"
  }
  expect {
    attack {
      firepower = 3
      range     = 3
      hits      = 2
      net_hits  = 2
    }
    unit "germans" { reduced = true }
    unit "brits" { carries = ["hmg"] }
  }
}

case "a support weapon is no target: only units are" {
  rules   = ["units.sw-loss", "units.support-weapons"]
  fixture = "units-brits-hmg"
  active_formation = "panzergrenadier"
  action "fire" {
    unit   = "germans"
    target = "hmg"
    weapon = "he"
  }
  expect {
    rejected = { code = "no_such_unit" }
  }
}

case "a support weapon leaves the map with its eliminated platoon" {
  rules   = ["units.sw-loss"]
  fixture = "units-brits-hmg"
  unit "brits" {
    reduced  = true
    statuses = ["disrupted"]
  }
  active_formation = "panzergrenadier"
  unit "germans" { at = "C4" }
  dice = [5, 1]
  action "fire" {
    unit   = "germans"
    target = "brits"
    weapon = "he"
  }
  expect {
    unit "brits" { alive = false }
  }
}

case "without its HMG the same platoon throws 2 dice and reaches 3 hexes only at extended range" {
  rules   = ["units.hmg", "units.factors"]
  fixture = "units-brits-hmg"
  unit "brits" { carries = [] }
  dice = [5, 6]
  action "fire" {
    unit   = "brits"
    target = "germans"
    weapon = "he"
  }
  expect {
    attack {
      firepower = 2
      range     = 2
      to_hit    = 6
      hits      = 1
    }
  }
}

# ---- 2.8 colours -------------------------------------------------------------------------------

case "each nation is a side: a unit of an allied nation is no target" {
  rules   = ["units.color"]
  fixture = "units-panzer"
  unit "m13" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "C5"
  }
  action "fire" {
    unit   = "pz"
    target = "m13"
    weapon = "ap"
  }
  expect {
    rejected = { code = "friendly_target" }
  }
}

# ---- 2.7.3 Bazooka and PIAT --------------------------------------------------------------------

# American armored infantry (AP 1 die at To-Hit 6, range 1) next to a Pz IVG (Armor Factor 2, Save
# 6); the Bazooka adds only the '+' to that AP firepower [units.bazooka, units.augmented].
fixture "units-bazooka" {
  fixture = "units-board"
  unit "gis" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C2"
    carries   = ["bazooka"]
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C3"
  }
  active_formation = "ccb"
}

# The die 2 misses; the '+' rerolls it: 6, a hit. The Pz IVG's save dice 1 1 save nothing.
case "a Bazooka rerolls the platoon's missed AP die" {
  rules   = ["units.bazooka", "units.augmented"]
  fixture = "units-bazooka"
  dice    = [2, 6, 1, 1]
  action "fire" {
    unit   = "gis"
    target = "pz"
    weapon = "ap"
  }
  expect {
    attack {
      firepower = 1
      range     = 1
      hits      = 1
      net_hits  = 1
    }
    unit "pz" { statuses = ["disrupted"] }
    log_contains = ["'+': the missed 2 is rerolled: 6"]
  }
}

# A 6 hits at once: no die missed, so nothing is rerolled, and one die scores one hit at most
# (the next two dice are the Pz IVG's saves: 6 cancels the hit).
case "a Bazooka adds no die: a hit with the platoon's one AP die is the most it scores" {
  rules   = ["units.bazooka", "units.augmented"]
  fixture = "units-bazooka"
  dice    = [6, 6, 1]
  action "fire" {
    unit   = "gis"
    target = "pz"
    weapon = "ap"
  }
  expect {
    attack {
      firepower = 1
      hits      = 1
      saved     = 1
      net_hits  = 0
    }
    unit "pz" { statuses = ["acquisition-a"] } # acquired, not Disrupted
  }
}

# Without the Bazooka the missed die stays missed: the same 2 scores nothing, and no die follows.
case "without a Bazooka the platoon's missed AP die is not rerolled" {
  rules   = ["units.bazooka"]
  fixture = "units-bazooka"
  unit "gis" { carries = [] }
  dice    = [2]
  action "fire" {
    unit   = "gis"
    target = "pz"
    weapon = "ap"
  }
  expect {
    attack { hits = 0 }
    unit "pz" { statuses = ["acquisition-a"] } # acquired, not Disrupted
  }
}

# Two hexes away the Pz IVG is at extended range, where an unmodified firepower 1 at To-Hit 6
# cannot fire: the Bazooka adds no range and no firepower.
case "a Bazooka adds no range: the platoon's AP still reaches one hex" {
  rules   = ["units.bazooka", "fire.extended-range"]
  fixture = "units-bazooka"
  unit "pz" { at = "C4" }
  action "fire" {
    unit   = "gis"
    target = "pz"
    weapon = "ap"
  }
  expect {
    rejected = { code = "out_of_range", rule = "fire.extended-range" }
  }
}

# A PIAT gives British rifles the same '+' on their AP (1 die at To-Hit 6): 3 misses, 6 hits.
case "a PIAT rerolls the platoon's missed AP die as a Bazooka does" {
  rules   = ["units.bazooka", "units.augmented"]
  fixture = "units-bazooka"
  unit "tommies" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "D3"
    carries   = ["piat"]
  }
  active_formation = "14th-infantry"
  dice             = [3, 6, 1, 1]
  action "fire" {
    unit   = "tommies"
    target = "pz"
    weapon = "ap"
  }
  expect {
    attack { net_hits = 1 }
    unit "pz" { statuses = ["disrupted"] }
  }
}
