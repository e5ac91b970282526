# Assault [assault.*, opportunity-fire.no-vs-assault].
#
# Geometry used below (flat-topped, odd columns shifted): C5's neighbours are
# C4, C6, B5, B6, D5 and D6. Entering C5 from C4, the three hexes across are
# C6 (straight across), B6 and D6.
# Counters: SS-VT HE 6 / AP 6, armor 13; Rangers AP 6 / HE 5, armor 13;
# King Tiger AP 10 / HE 5, armor 18; SdKfz 250 AP 8 / HE 4, armor 14;
# M113 HE 4, armor 14; M60A1 HE 5 range 4, armor 17.

# --- attack value -----------------------------------------------------------

case "an assault adds +2 AV; the surviving target repulses the attacker, who falls back Shaken" {
  rules   = ["assault.definition", "assault.attack", "assault.failure", "combat.hits"]
  fixture = "ssvt-next-to-rangers"
  dice    = [3, 3] # only the attacker rolls
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      kind = "assault"
      av   = 14 # HE 6 + 6 + 2 assault
      dv   = 13 # armor 13, clear
      hits = 1
    }
    assault { result = "repulsed" }
    unit "rangers" {
      at       = "C5"
      statuses = ["shaken"]
      reduced  = false
    }
    unit "ssvt" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
    control = { "C5" = "nato" }
  }
}

case "an assault that destroys the target takes the hex" {
  rules   = ["assault.success", "assault.failure", "assault.attack"]
  fixture = "ssvt-next-to-rangers"
  unit "ssvt" { at = "C3" }
  dice = [6, 5]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C4", "C5"]
    target = "rangers"
  }
  expect {
    attack {
      av   = 19 # HE 6 + 11 + 2 assault
      dv   = 13
      hits = 6
    }
    assault { result = "taken" }
    unit "rangers" { alive = false }
    unit "ssvt" {
      at       = "C5"
      statuses = ["finished"] # Finished, not Shaken
      counters = { moved = 1, fired = 1, mp_spent = 2 }
    }
    control = { "C5" = "reich" }
  }
}

case "an infantry assistant adds +1 AV to the assault" {
  rules   = ["assault.attack", "assault.success"]
  ruleset = "base"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [3, 3]
  action "assault" {
    units  = ["ssvt1", "ssvt2"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      attacker  = "ssvt1"
      assistant = "ssvt2"
      av        = 15 # HE 6 + 6 + 2 assault + 1 infantry assists
      dv        = 13
      hits      = 2
    }
    unit "rangers" {
      reduced  = true
      statuses = ["shaken"]
    }
    unit "ssvt1" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
    unit "ssvt2" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
  }
}

case "an AFV assistant adds +2 AV to the assault" {
  rules   = ["assault.attack"]
  fixture = "ssvt"
  board {
    cols = 8
  }
  unit "ssvt" { at = "C4" }
  unit "sdkfz" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [2, 2]
  action "assault" {
    units  = ["ssvt", "sdkfz"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      av   = 14 # HE 6 + 4 + 2 assault + 2 AFV assists
      dv   = 13
      hits = 1
    }
    unit "rangers" { statuses = ["shaken"] }
  }
}

# --- unescorted infantry and AFVs --------------------------------------------

case "unescorted infantry assaulting an unescorted AFV in urban terrain gets +2 AV more" {
  rules   = ["assault.urban-infantry", "assault.attack", "assault.defense"]
  fixture = "rangers-and-tiger"
  board {
    cols = 8
    rows = 8
    hex "C5" { terrain = "urban" }
  }
  unit "rangers" { at = "C4" }
  unit "tiger" { at = "C5" }
  active_formation = "1st-ranger"
  dice             = [5, 5]
  action "assault" {
    units  = ["rangers"]
    path   = ["C5"]
    target = "tiger"
  }
  expect {
    attack {
      weapon = "ap" # the appropriate firepower against a hard target
      av     = 20   # AP 6 + 10 + 2 assault + 2 unescorted infantry vs unescorted AFV in urban
      dv     = 19   # armor 18 + 1 urban (vehicles)
      hits   = 1
    }
    unit "tiger" { statuses = ["shaken"] }
    unit "rangers" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
    log_contains = ["unescorted infantry vs unescorted AFVs in urban"]
  }
}

case "an AFV escorted by infantry gives assaulting infantry no urban bonus" {
  rules   = ["assault.urban-infantry", "assault.defense"]
  fixture = "rangers-and-tiger"
  board {
    cols = 8
    rows = 8
    hex "C5" { terrain = "urban" }
  }
  unit "rangers" { at = "C4" }
  unit "tiger" { at = "C5" }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "C5"
  }
  active_formation = "1st-ranger"
  dice             = [5, 5]
  action "assault" {
    units  = ["rangers"]
    path   = ["C5"]
    target = "tiger"
  }
  expect {
    attack {
      av   = 18 # AP 6 + 10 + 2 assault; the tiger is escorted
      dv   = 20 # armor 18 + 1 urban + 1 infantry assists the defence
      hits = 0
    }
    unit "tiger" { statuses = [] }
  }
}

case "infantry escorted by an AFV gets no urban bonus against AFVs" {
  rules   = ["assault.urban-infantry", "assault.attack"]
  fixture = "rangers"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
    hex "C5" { terrain = "urban" }
  }
  unit "rangers" { at = "C4" }
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C5"
  }
  active_formation = "1st-ranger"
  dice             = [5, 4]
  action "assault" {
    units  = ["rangers", "m113"]
    path   = ["C5"]
    target = "tiger"
  }
  expect {
    attack {
      av   = 19 # AP 6 + 9 + 2 assault + 2 AFV assists; a mixed group is escorted
      dv   = 19 # armor 18 + 1 urban
      hits = 0
    }
    unit "rangers" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
    unit "m113" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
  }
}

case "unescorted AFVs assaulting unescorted infantry in clear terrain get +2 AV more" {
  rules   = ["assault.clear-afv", "assault.attack"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "tiger" { at = "C4" }
  unit "rangers" { at = "C5" }
  active_formation = "1-130"
  dice             = [3, 3]
  action "assault" {
    units  = ["tiger"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      weapon = "he"
      av     = 15 # HE 5 + 6 + 2 assault + 2 unescorted AFV vs unescorted infantry in the open
      dv     = 13
      hits   = 2
    }
    unit "rangers" {
      reduced  = true
      statuses = ["shaken"]
    }
    log_contains = ["unescorted AFVs vs unescorted infantry in the open"]
  }
}

# C5 is a hill edge hex; the rangers come up from the ground in C4. The hill
# bonus against attackers from the ground counts in an assault too.
case "a unit in a hill edge hex assaulted from the ground keeps its hill bonus" {
  rules   = ["assault.defense", "terrain.hill-defense"]
  fixture = "rangers"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
    region "hill" {
      hexes    = ["C5-C7"]
      features = ["hill"]
    }
  }
  unit "rangers" { at = "C4" }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C5"
  }
  active_formation = "1st-ranger"
  dice             = [3, 3]
  action "assault" {
    units  = ["rangers"]
    path   = ["C5"]
    target = "ssvt"
  }
  expect {
    attack {
      weapon = "he"
      av     = 13 # HE 5 + 6 + 2 assault
      dv     = 14 # armor 13 + 1 hill edge, against attackers from the ground
      hits   = 0
    }
    log_contains = ["hill edge"]
  }
}

# Both on the hill: no hill edge bonus (the tank comes from another hill hex),
# but a hill is no open ground: the chart gives it +1 DV.
case "AFVs get no open-ground bonus against infantry on a hill" {
  rules   = ["assault.clear-afv", "terrain.hill-defense"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
    region "hill" {
      hexes    = ["C4-C7"]
      features = ["hill"]
    }
  }
  unit "tiger" { at = "C4" }
  unit "rangers" { at = "C5" }
  active_formation = "1-130"
  dice             = [3, 3]
  action "assault" {
    units  = ["tiger"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      weapon = "he"
      av     = 13 # HE 5 + 6 + 2 assault; no +2 for the open
      dv     = 13 # armor 13: no hill edge bonus against an attacker on the hill
      hits   = 0
    }
  }
}

case "AFVs get no open-ground bonus against infantry in woods" {
  rules   = ["assault.clear-afv", "assault.defense"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
    hex "C5" { terrain = "woods" }
  }
  unit "tiger" { at = "C4" }
  unit "rangers" { at = "C5" }
  active_formation = "1-130"
  dice             = [3, 3]
  action "assault" {
    units  = ["tiger"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      av   = 13 # HE 5 + 6 + 2 assault; woods is cover
      dv   = 14 # armor 13 + 1 woods
      hits = 0
    }
    unit "tiger" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
  }
}

case "sandbags make a clear hex cover: no open-ground bonus, +1 DV" {
  rules   = ["assault.clear-afv", "assault.defense", "terrain.sandbags"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
    marker "C5" "sandbags" {
    }
  }
  unit "tiger" { at = "C4" }
  unit "rangers" { at = "C5" }
  active_formation = "1-130"
  dice             = [4, 4]
  action "assault" {
    units  = ["tiger"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      av   = 15 # HE 5 + 8 + 2 assault
      dv   = 14 # armor 13 + 1 sandbags
      hits = 1
    }
  }
}

case "an AFV escorted by infantry gets no open-ground bonus" {
  rules   = ["assault.clear-afv", "assault.attack"]
  ruleset = "base"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "sdkfz" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [3, 3]
  action "assault" {
    units  = ["sdkfz", "ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      attacker = "sdkfz"
      av       = 13 # HE 4 + 6 + 2 assault + 1 infantry assists; no open-ground bonus
      dv       = 13
      hits     = 0
    }
  }
}

# --- CO bonus -----------------------------------------------------------------

case "a CO leading an assault adds its local rating" {
  rules   = ["assault.attack", "command.co-bonus", "command.local-rating"]
  fixture = "ssvt-next-to-rangers"
  unit "ssvt" { attached = ["co"] }
  dice = [2, 2]
  action "assault" {
    units    = ["ssvt"]
    path     = ["C5"]
    target   = "rangers"
    co_bonus = true
  }
  expect {
    attack {
      av   = 15 # HE 6 + 4 + 2 assault + 3 CO local rating (1/7 SS 3/2/1/6)
      dv   = 13
      hits = 2
    }
  }
}

case "a CO next to the assaulted hex adds its radio bonus" {
  rules   = ["assault.attack", "command.radio-rating"]
  fixture = "ssvt"
  board {
    cols = 8
  }
  unit "ssvt" { at = "C4" }
  unit "hq" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
    attached  = ["co"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [2, 2]
  action "assault" {
    units    = ["ssvt"]
    path     = ["C5"]
    target   = "rangers"
    co_bonus = true
  }
  expect {
    attack {
      av   = 14 # HE 6 + 4 + 2 assault + 2 CO radio bonus (1 hex, radio range 1)
      dv   = 13
      hits = 1
    }
    unit "hq" {
      at       = "C4"
      statuses = []
    }
  }
}

# --- who may assault ----------------------------------------------------------

case "a Shaken unit may not assault" {
  rules   = ["assault.eligibility", "results.shaken"]
  fixture = "ssvt-next-to-rangers"
  unit "ssvt" { statuses = ["shaken"] }
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    rejected = { code = "shaken", rule = "assault.eligibility" }
  }
}

case "a Shaken unit may not assist an assault" {
  rules   = ["assault.eligibility"]
  ruleset = "base"
  board {
    cols = 8
    rows = 8
  }
  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
    statuses  = ["shaken"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  action "assault" {
    units  = ["ssvt1", "ssvt2"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    rejected = { code = "shaken", rule = "assault.eligibility" }
  }
}

case "an SPA may not assault" {
  rules   = ["assault.eligibility", "units.spa"]
  fixture = "hummel"
  board {
    cols = 8
    rows = 8
  }
  unit "hummel" { at = "C4" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  action "assault" {
    units  = ["hummel"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    rejected = { code = "no_assault", rule = "assault.eligibility" }
  }
}

case "an SPA may not assist an assault" {
  rules   = ["assault.eligibility", "units.spa"]
  fixture = "tiger"
  board {
    cols = 8
    rows = 8
  }
  unit "tiger" { at = "C4" }
  unit "hummel" {
    type      = "hummel"
    side      = "reich"
    formation = "1-130"
    at        = "C4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-130"
  action "assault" {
    units  = ["tiger", "hummel"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    rejected = { code = "no_assault", rule = "assault.eligibility" }
  }
}

case "helicopters are never assaulted" {
  rules   = ["assault.definition", "helicopters.combat"]
  fixture = "ssvt"
  board {
    cols = 8
  }
  unit "ssvt" { at = "C4" }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "huey"
  }
  expect {
    rejected = { code = "air_target", rule = "assault.definition" }
  }
}

case "the path of an assault ends in the declared target's hex" {
  rules   = ["assault.definition", "assault.attack"]
  fixture = "ssvt-next-to-rangers"
  unit "ssvt" { at = "C3" }
  action "assault" {
    units  = ["ssvt"]
    path   = ["C4"]
    target = "rangers"
  }
  expect {
    rejected = { code = "not_target_hex", rule = "assault.definition" }
  }
}

case "an assault may not pass through another enemy hex" {
  rules   = ["assault.definition"]
  fixture = "ssvt"
  board {
    cols = 8
  }
  unit "ssvt" { at = "C3" }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  action "assault" {
    units  = ["ssvt"]
    path   = ["C4", "C5"]
    target = "rangers2"
  }
  expect {
    rejected = { code = "enemy_in_path", rule = "assault.definition" }
  }
}

case "a group may not assault from a hex it would overstack" {
  rules   = ["assault.definition", "stacking.limit"]
  ruleset = "base"
  board {
    cols = 8
    rows = 8
  }
  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C3"
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C3"
  }
  unit "sdkfz" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4" # the group would be three units in C4, where it enters C5 from
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  action "assault" {
    units  = ["ssvt1", "ssvt2"]
    path   = ["C4", "C5"]
    target = "rangers"
  }
  expect {
    rejected = { code = "overstacked", rule = "assault.definition" }
  }
}

# --- defence ------------------------------------------------------------------

case "terrain counts for the assaulted unit but concealment does not" {
  rules   = ["assault.defense", "concealment.scope", "combat.defense-value"]
  fixture = "ssvt-next-to-rangers"
  board {
    hex "C5" { terrain = "woods" }
  }
  unit "rangers" { statuses = ["concealed"] }
  dice = [4, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      av   = 15 # HE 6 + 7 + 2 assault
      dv   = 14 # armor 13 + 1 woods; no +1 concealment
      hits = 1
    }
  }
}

case "urban terrain and sandbags both count in an assault" {
  rules   = ["assault.defense", "terrain.urban", "terrain.sandbags"]
  fixture = "ssvt-next-to-rangers"
  board {
    hex "C5" { terrain = "urban" }
    marker "C5" "sandbags" {
    }
  }
  dice = [6, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      av   = 17 # HE 6 + 9 + 2 assault
      dv   = 16 # armor 13 + 2 urban + 1 sandbags
      hits = 1
    }
  }
}

case "a second infantry defender assists with +1 DV" {
  rules   = ["assault.defense"]
  fixture = "ssvt"
  board {
    cols = 8
  }
  unit "ssvt" { at = "C4" }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [3, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers1"
  }
  expect {
    attack {
      target = "rangers1"
      av     = 14 # HE 6 + 6 + 2 assault
      dv     = 14 # armor 13 + 1 infantry assists the defence
      hits   = 0
    }
    unit "ssvt" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
  }
}

case "a second AFV defender assists with +2 DV" {
  rules   = ["assault.defense"]
  fixture = "ssvt-next-to-rangers"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  dice = [5, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      av   = 16 # HE 6 + 8 + 2 assault
      dv   = 15 # armor 13 + 2 AFV assists the defence
      hits = 1
    }
    unit "rangers" { statuses = ["shaken"] } # the declared target takes every hit
    unit "m113" {
      at       = "C5"
      statuses = []
    }
  }
}

case "a Shaken defender does not assist" {
  rules   = ["assault.defense"]
  fixture = "ssvt"
  board {
    cols = 8
  }
  unit "ssvt" { at = "C4" }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
    statuses  = ["shaken"]
  }
  active_formation = "1-7-ss"
  dice             = [3, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers1"
  }
  expect {
    attack {
      av   = 14 # HE 6 + 6 + 2 assault
      dv   = 13 # armor 13, no assist from a Shaken unit
      hits = 1
    }
  }
}

case "the defenders' CO in radio range adds its radio bonus to the DV" {
  rules   = ["assault.defense", "command.radio-rating"]
  fixture = "ssvt-next-to-rangers"
  unit "hq" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C7" # 2 hexes: within the 1st Ranger CO's radio range of 2
    attached  = ["co"]
  }
  dice = [3, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      av   = 14 # HE 6 + 6 + 2 assault
      dv   = 14 # armor 13 + 1 CO radio bonus (1st Ranger 2/1/2/7)
      hits = 0
    }
  }
}

case "an assaulted CO adds its local rating to its own DV, a Finished one nothing" {
  rules   = ["assault.defense", "command.local-rating"]
  fixture = "ssvt-next-to-rangers"
  unit "rangers" { attached = ["co"] }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "E5"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "E6"
    statuses  = ["finished"]
    attached  = ["co"]
  }
  dice = [3, 3, 3, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  action "assault" {
    units  = ["ssvt2"]
    path   = ["E6"]
    target = "rangers2"
  }
  expect {
    attack {
      target = "rangers2"
      av     = 14 # HE 6 + 6 + 2 assault
      dv     = 13 # armor 13; its CO is Finished
      hits   = 1
    }
    unit "rangers" { statuses = [] } # AV 14 vs DV 15 = armor 13 + 2 local rating: no hit
    unit "rangers2" { statuses = ["shaken", "finished"] }
  }
}

# --- resolution ---------------------------------------------------------------

case "the other defender is Shaken and retreats straight across when the target falls" {
  rules   = ["assault.success", "assault.defense", "assault.attack"]
  ruleset = "base"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [5, 5]
  action "assault" {
    units  = ["ssvt1", "ssvt2"]
    path   = ["C5"]
    target = "rangers1"
  }
  expect {
    attack {
      av   = 19 # HE 6 + 10 + 2 assault + 1 infantry assists
      dv   = 14 # armor 13 + 1 infantry assists the defence
      hits = 5
    }
    assault {
      result  = "taken"
      retreat = "C6"
    }
    unit "rangers1" { alive = false }
    unit "rangers2" {
      at       = "C6"
      statuses = ["shaken"]
      reduced  = false
    }
    unit "ssvt1" {
      at       = "C5"
      statuses = ["finished"]
    }
    unit "ssvt2" {
      at       = "C5"
      statuses = ["finished"]
    }
  }
}

case "a retreat blocked straight across goes to the next hex across, in label order" {
  rules   = ["assault.success"]
  fixture = "ssvt"
  board {
    cols = 8
    hex "C6" { terrain = "water" }
  }
  unit "ssvt" { at = "C4" }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "tiger" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [6, 6]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers1"
  }
  expect {
    attack {
      av   = 20 # HE 6 + 12 + 2 assault (the target is escorted: no bonus either way)
      dv   = 15 # armor 13 + 2 AFV assists the defence
      hits = 5
    }
    unit "rangers1" { alive = false }
    unit "tiger" {
      at       = "B6" # C6 is water; B6 comes before D6
      statuses = ["shaken"]
    }
  }
}

# The SS-VT in C4 assaults the Rangers in C5; a second Rangers unit shares
# their hex. C6, B6 and D6 lie across C5 from C4.
fixture "ssvt-assaults-rangers-pair" {
  fixture = "ssvt"
  board {
    cols = 8
  }
  unit "ssvt" { at = "C4" }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers1"
  }
}

case "the owner of the other defender is asked where it retreats" {
  rules   = ["assault.success"]
  fixture = "ssvt-assaults-rangers-pair"
  dice    = [6, 6]
  expect {
    interrupt    = "retreat"
    log_contains = ["nato names the hex rangers2 retreats to: C6, B6, D6"]
    unit "rangers2" {
      at       = "C5"
      statuses = ["shaken"]
    }
  }
}

case "the owner names the retreat hex among the three across" {
  rules   = ["assault.success"]
  fixture = "ssvt-assaults-rangers-pair"
  unit "rangers2" { statuses = ["shaken"] }
  dice = [6, 6]
  action "retreat" { # NATO, rangers2's owner, names D6 (the default would be C6)
    hex = "D6"
  }
  expect {
    attack {
      av   = 20 # HE 6 + 12 + 2 assault
      dv   = 13 # the other defender is Shaken: no assist
      hits = 7
    }
    unit "rangers2" {
      at       = "D6"
      statuses = ["shaken"]
    }
  }
}

case "a retreat hex that is not across the assaulted hex is refused" {
  rules   = ["assault.success"]
  fixture = "ssvt-assaults-rangers-pair"
  dice    = [6, 6]
  action "retreat" {
    hex = "D5" # next to C4, where the attacker comes from
  }
  expect {
    rejected = { code = "bad_retreat", rule = "assault.success" }
  }
}

case "a defender that cannot retreat is eliminated" {
  rules   = ["assault.success", "stacking.limit"]
  fixture = "ssvt"
  board {
    cols = 8
    hex "B6" { terrain = "water" }
  }
  unit "ssvt" { at = "C4" }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "blocker" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C6" # enemy-held
  }
  unit "full1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D6" # already two NATO units
  }
  unit "full2" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D6"
  }
  active_formation = "1-7-ss"
  dice             = [6, 6]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers1"
  }
  expect {
    attack {
      av   = 20 # HE 6 + 12 + 2 assault
      dv   = 14 # armor 13 + 1 infantry assists
      hits = 6
    }
    assault {
      result  = "taken"
      retreat = "eliminated"
    }
    unit "rangers1" { alive = false }
    unit "rangers2" { alive = false }
    unit "ssvt" {
      at       = "C5"
      statuses = ["finished"]
    }
  }
}

# --- opportunity fire -----------------------------------------------------------

case "no opportunity fire at units entering the assaulted hex" {
  rules   = ["opportunity-fire.no-vs-assault", "assault.definition"]
  fixture = "ssvt-next-to-rangers"
  board {
    rows = 10
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8" # 3 hexes from C5, in HE range
  }
  dice = [3, 3] # the assault only: no window opened in C5
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    attack {
      kind = "assault"
      av   = 14
      dv   = 13
      hits = 1
    }
    interrupt = ""
    unit "m60" { statuses = [] }
    log_contains = ["no opportunity fire at units assaulting C5"]
  }
}

case "opportunity fire strikes an assaulting unit on its way, before the assault" {
  rules   = ["opportunity-fire.no-vs-assault", "opportunity-fire.precedence", "assault.definition"]
  fixture = "ssvt-next-to-rangers"
  board {
    rows = 10
  }
  unit "ssvt" { at = "C3" }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8" # 4 hexes from C4
  }
  dice = [1, 1, 3, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C4", "C5"]
    target = "rangers"
  }
  action "opportunity_fire" {
    unit   = "m60"
    target = "ssvt"
    weapon = "he"
    at     = "C4"
  }
  expect {
    attack {
      kind = "assault"
      av   = 14 # HE 6 + 6 + 2 assault (the opportunity fire, HE 5 + 2 = 7 vs 13, missed)
      dv   = 13
      hits = 1
    }
    unit "m60" { statuses = ["finished"] }
    unit "rangers" { statuses = ["shaken"] }
    unit "ssvt" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
    interrupt = ""
  }
}

case "an attacker Shaken by opportunity fire on the way does not assault" {
  rules   = ["assault.eligibility", "opportunity-fire.aftermath", "opportunity-fire.precedence"]
  fixture = "ssvt-next-to-rangers"
  board {
    rows = 10
  }
  unit "ssvt" { at = "C3" }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8"
  }
  dice = [5, 4]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C4", "C5"]
    target = "rangers"
  }
  action "opportunity_fire" {
    unit   = "m60"
    target = "ssvt"
    weapon = "he"
    at     = "C4"
  }
  expect {
    attack {
      kind = "opportunity"
      av   = 14 # HE 5 + 9
      dv   = 13
      hits = 1
    }
    assault { result = "called off" }
    unit "ssvt" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
    unit "rangers" {
      at       = "C5"
      statuses = []
    }
    interrupt = ""
  }
}

case "when the leader falls on the way, the assistant assaults alone" {
  rules   = ["assault.attack", "opportunity-fire.precedence", "movement.group"]
  ruleset = "base"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C3"
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C3"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
    statuses  = ["finished"] # cannot opportunity fire
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8"
  }
  active_formation = "1-7-ss"
  dice             = [6, 6, 3, 3]
  action "assault" {
    units  = ["ssvt1", "ssvt2"]
    path   = ["C4", "C5"]
    target = "rangers"
  }
  action "opportunity_fire" {
    unit   = "m60"
    target = "ssvt1"
    weapon = "he"
    at     = "C4"
  }
  expect {
    attack {
      kind      = "assault"
      attacker  = "ssvt2"
      assistant = ""
      av        = 14 # HE 6 + 6 + 2 assault, no assistant (the leader took HE 5 + 12 = 17 vs 13: 4 hits)
      dv        = 13
      hits      = 1
    }
    unit "ssvt1" { alive = false }
    unit "ssvt2" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
    unit "rangers" { statuses = ["shaken", "finished"] }
    interrupt = ""
  }
}

case "an assault path is paid from the attacker's Speed, the enemy hex included" {
  rules   = ["assault.definition", "movement.speed"]
  fixture = "rangers"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" { at = "C1" }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C6"
  }
  active_formation = "1st-ranger"
  action "assault" {
    units  = ["rangers"]
    path   = ["C2", "C3", "C4", "C5", "C6"] # 5 MP; Speed 4
    target = "ssvt"
  }
  expect {
    rejected = { code = "too_far", rule = "movement.speed" }
  }
}

case "an assault at exactly the attacker's Speed is allowed" {
  rules   = ["assault.definition", "movement.speed"]
  fixture = "rangers"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" { at = "C2" }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C6"
  }
  active_formation = "1st-ranger"
  dice             = [1, 1]
  action "assault" {
    units  = ["rangers"]
    path   = ["C3", "C4", "C5", "C6"] # 4 MP; Speed 4
    target = "ssvt"
  }
  expect {
    attack {
      av   = 9 # HE 5 + 2 + 2 assault
      dv   = 13
      hits = 0
    }
    unit "rangers" {
      at       = "C5"
      statuses = ["shaken", "finished"]
      counters = { mp_spent = 4, moved = 1, fired = 1 }
    }
  }
}

case "an SPAA may assault with its non-fixed firepower" {
  rules   = ["assault.eligibility", "assault.clear-afv", "units.spaa"]
  ruleset = "base"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "C4"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C5"
  }
  active_formation = "4th-guards"
  dice             = [1, 2]
  action "assault" {
    units  = ["shilka"]
    path   = ["C5"]
    target = "ssvt"
  }
  expect {
    attack {
      weapon = "he"
      av     = 13 # HE 6 + 3 + 2 assault + 2 unescorted AFV vs unescorted infantry in the open
      dv     = 13
      hits   = 0
    }
    unit "shilka" {
      at       = "C4"
      statuses = ["shaken", "finished"]
    }
  }
}

case "an assault needs firepower that suits the target" {
  rules   = ["assault.attack", "combat.firepower-choice"]
  ruleset = "base"
  board {
    cols = 8
    rows = 8
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "C4"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C5"
  }
  active_formation = "4th-guards"
  action "assault" {
    units  = ["shilka"]
    path   = ["C5"]
    target = "tiger"
  }
  expect {
    rejected = { code = "no_weapon", rule = "combat.firepower-choice" } # AA and HE: nothing against a hard target
  }
}

case "assaulting infantry may use a carried Weapon" {
  rules   = ["assault.attack", "units.weapons", "assault.urban-infantry"]
  fixture = "ssvt"
  board {
    cols = 8
  }
  unit "ssvt" {
    at      = "C4"
    carries = ["panzerfaust-3"]
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
  dice             = [3, 3]
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "m60"
    weapon = "panzerfaust-3"
  }
  expect {
    attack {
      weapon = "panzerfaust-3"
      av     = 19 # AP 11 + 6 + 2 assault (clear: no urban bonus)
      dv     = 17 # armor 17
      hits   = 2
    }
    unit "m60" {
      reduced  = true
      statuses = ["shaken"]
    }
  }
}
