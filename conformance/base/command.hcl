# Command [command.*, black-hand.command, impulse.sequence]: the CO bonus, the
# 2IC, demotion, Out Of Contact, Shaken and Out Of Contact together.
#
# Ratings used (formations.hcl): 1-130 CO 2/2/1/6, 2IC 1/1/1/6;
# 1st-ranger CO 2/1/2/7, 2IC 1/0/2/7 (local / radio bonus / radio range / ERR).
# `rally` is the start-of-activation command step: it marks Out Of Contact.

# --- The CO bonus ------------------------------------------------------------------

case "the CO adds its local rating to a unit in its hex" {
  rules   = ["command.co-bonus", "command.local-rating", "command.co"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" {
    at       = "B2"
    attached = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8" # 6 hexes: normal range for AP 10/6
  }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit     = "tiger"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    attack {
      av   = 18 # AP 10 + 2D6 6 + CO local rating 2
      dv   = 20
      hits = 0
    }
    log_contains = ["CO local rating 2 [command.local-rating]"]
  }
}

case "the CO bonus reaches a unit exactly at radio range" {
  rules   = ["command.co-bonus", "command.radio-rating"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "co" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B2"
    attached  = ["co"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4" # 2 hexes from the CO: its radio range
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B6"
  }
  active_formation = "1st-ranger"
  dice             = [4, 4]
  action "fire" {
    unit     = "rangers"
    target   = "ssvt"
    weapon   = "he"
    co_bonus = true
  }
  expect {
    attack {
      av   = 14 # HE 5 + 2D6 8 + CO radio bonus 1
      dv   = 13
      hits = 1
    }
    unit "ssvt" { statuses = ["shaken"] }
    log_contains = ["CO radio bonus 1 [command.radio-rating]"]
  }
}

case "no CO bonus one hex beyond radio range" {
  rules   = ["command.co-bonus", "command.radio-rating", "command.extended-radio-range"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "co" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B1"
    attached  = ["co"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4" # 3 hexes: one beyond the radio range of 2, within the ERR of 7
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B6"
  }
  active_formation = "1st-ranger"
  dice             = [4, 4]
  action "fire" {
    unit     = "rangers"
    target   = "ssvt"
    weapon   = "he"
    co_bonus = true
  }
  expect {
    attack {
      av   = 13 # HE 5 + 2D6 8, no CO bonus
      hits = 0
    }
    unit "ssvt" { statuses = [] }
    log_contains = ["no CO bonus: rangers is 3 hexes from its CO: beyond radio range"]
  }
}

case "a Finished CO gives no bonus" {
  rules   = ["command.co-bonus", "impulse.finished"]
  fixture = "tiger-co-and-tiger"
  unit "co" { statuses = ["finished"] }
  unit "tiger" { at = "B2" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  dice = [3, 3]
  action "fire" {
    unit     = "tiger"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    attack {
      av = 16 # AP 10 + 2D6 6; the CO is Finished
    }
    log_contains = ["no CO bonus: the CO is Finished"]
  }
}

case "the CO bonus goes to one attack per activation" {
  rules   = ["command.co-bonus", "command.local-rating", "command.radio-rating"]
  fixture = "tiger-co-and-tiger"
  unit "tiger" { at = "B2" }
  unit "tiger2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C2" # next to the CO: within radio range 1
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  dice = [1, 1, 1, 1]
  action "fire" { # AV 10 + 2 + 2 CO local rating = 14
    unit     = "tiger"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  action "fire" {
    unit     = "tiger2"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    attack {
      attacker = "tiger2"
      av       = 12 # AP 10 + 2D6 2: the bonus is spent (the radio bonus 2 would apply)
    }
    unit "co" { statuses = [] } # the CO itself stays free to act
    log_contains = ["CO local rating 2", "no CO bonus: the CO bonus was already used this activation"]
  }
}

case "group fire takes the CO bonus" {
  rules   = ["command.co-bonus", "command.local-rating", "group-fire.stack"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit     = "tiger"
    target   = "t64"
    weapon   = "ap"
    assist   = "fj"
    co_bonus = true
  }
  expect {
    attack {
      av        = 19 # AP 10 + 6 + 1 infantry assists + 2 CO local rating (the assisting CO is not yet Finished)
      assistant = "fj"
    }
    log_contains = ["CO local rating 2"]
  }
}

case "the Black Hand has no CO bonus" {
  rules   = ["black-hand.command"]
  fixture = "zealot"
  board {
    cols = 10
  }
  unit "zealot" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  active_formation = "black-hand"
  dice             = [4, 4]
  action "fire" {
    unit     = "zealot"
    target   = "rangers"
    weapon   = "he"
    co_bonus = true
  }
  expect {
    attack {
      av = 13 # HE 5 + 8, no CO
    }
    log_contains = ["zealot has no field CO"]
  }
}

# --- Losing the CO, the 2IC, demotion --------------------------------------------

case "a lost CO leaves the formation without a CO bonus until a 2IC takes over" {
  rules   = ["command.2ic", "command.co-bonus"]
  fixture = "tiger-and-puma"
  unit "tiger" { at = "B2" }
  unit "puma" { at = "D2" }
  unit "co" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
    attached  = ["co"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  active_formation = "1-130"
  dice             = [6, 6, 4, 4]
  action "fire" { # HE 5 + 12 + 1 close range = 18 vs DV 13: 5 hits, the CO dies
    unit   = "tiger"
    target = "co"
    weapon = "he"
  }
  action "move" { # the puma enters D3 in the rangers' reach
    unit = "puma"
    path = ["D3"]
  }
  action "opportunity_fire" {
    unit     = "rangers"
    target   = "puma"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    unit "co" { alive = false }
    unit "rangers" { attached = [] }
    attack {
      kind = "opportunity"
      av   = 14 # AP 6 + 8, no CO: none until the next activation or Cleanup
    }
    log_contains = ["the CO of 1st-ranger is lost", "no CO bonus: the formation has no CO on the map"]
  }
}

case "the owner names the 2IC that takes over a lost command; it commands with the 2IC ratings" {
  rules   = ["command.2ic", "command.local-rating", "impulse.sequence"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  formation "1-130" {
    side     = "reich"
    counters = { command_lost = 1 } # its CO was eliminated earlier
  }
  unit "tiger" { at = "B2" }
  unit "e100" {
    type      = "e-100"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  active_formation = "1-130"
  dice             = [3, 3]
  action "demote_co" {
    unit = "tiger"
  }
  action "fire" {
    unit     = "tiger"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    unit "tiger" { attached = ["2ic"] }
    unit "e100" { attached = [] }
    attack {
      av = 17 # AP 10 + 6 + 2IC local rating 1 (the CO's was 2)
    }
    log_contains = ["tiger takes command of 1-130 as 2IC", "2IC local rating 1"]
  }
}

case "with no 2IC named, the rally step hands command to the unit keeping most units in contact" {
  rules   = ["command.2ic", "command.2ic-choice"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 14
    terrain = "clear"
  }
  formation "1-130" {
    side     = "reich"
    counters = { command_lost = 1 }
  }
  unit "a" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2" # 9 from B11: would leave d Out Of Contact
  }
  unit "b" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B5" # 3 from a, 6 from d (the ERR): nobody Out Of Contact
  }
  unit "c" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B14" # recon: never counts
  }
  unit "d" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B11"
  }
  active_formation = "1-130"
  action "rally" {}
  expect {
    unit "a" { attached = [] }
    unit "b" { attached = ["2ic"] }
    unit "d" {
      attached = []
      statuses = []
    }
    log_contains = ["b takes command of 1-130 as 2IC"]
  }
}

case "a 2IC takes over a lost command in Cleanup" {
  rules   = ["command.2ic", "cleanup.steps"]
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  formation "1st-ranger" {
    side     = "nato"
    counters = { command_lost = 1 }
  }
  unit "rangers" { at = "B2" }
  turn  = 1
  phase = "cleanup"
  begin = true
  expect {
    unit "rangers" { attached = ["2ic"] }
    turn         = 2
    log_contains = ["rangers takes command of 1st-ranger as 2IC"]
  }
}

case "the owner demotes the CO as the activation starts; the new commander is a 2IC" {
  rules   = ["command.demotion", "command.2ic", "command.local-rating"]
  fixture = "tiger-co-and-tiger"
  unit "tiger" { at = "C2" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "C8"
  }
  dice = [3, 3]
  action "demote_co" {
    unit = "tiger"
  }
  action "fire" {
    unit     = "tiger"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    unit "co" {
      alive    = true
      attached = []
      counters = { demoted = 1 }
    }
    unit "tiger" { attached = ["2ic"] }
    attack {
      av = 17 # AP 10 + 6 + 2IC local rating 1
    }
    log_contains = ["co is demoted and may never again be full CO"]
  }
}

case "a demoted CO never returns as full CO" {
  rules   = ["command.demotion", "command.2ic"]
  fixture = "tiger-co-and-tiger"
  unit "tiger" { at = "C2" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  dice = [3, 3]
  action "demote_co" {
    unit = "tiger"
  }
  action "demote_co" { # command back to the old CO: it gets the 2IC marker, not the CO
    unit = "co"
  }
  action "fire" {
    unit     = "co"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    unit "co" { attached = ["2ic"] }
    unit "tiger" { attached = [] }
    attack {
      av = 17 # AP 10 + 6 + 2IC local rating 1, not the CO's 2
    }
    log_contains = ["2IC local rating 1"]
  }
}

case "no demotion once a unit of the formation has acted" {
  rules   = ["command.demotion", "impulse.sequence"]
  fixture = "tiger-co-and-tiger"
  unit "tiger" { at = "C2" }
  action "move" {
    unit = "tiger"
    path = ["C3"]
  }
  action "demote_co" {
    unit = "tiger"
  }
  expect {
    rejected = { code = "not_start", rule = "command.demotion" }
  }
}

case "no demotion after the rally step" {
  rules   = ["command.demotion", "impulse.sequence"]
  fixture = "tiger-co-rallies"
  board {
    cols = 10
    rows = 12
  }
  unit "tiger" { at = "C2" }
  action "demote_co" {
    unit = "tiger"
  }
  expect {
    rejected = { code = "not_start", rule = "command.demotion" }
  }
}

case "the commander cannot be demoted in its own favour" {
  rules            = ["command.demotion"]
  fixture          = "tiger-co"
  active_formation = "1-130"
  action "demote_co" {
    unit = "co"
  }
  expect {
    rejected = { code = "already_commands", rule = "command.demotion" }
  }
}

case "the 2IC must come from the formation" {
  rules   = ["command.2ic"]
  fixture = "tiger-co"
  unit "other" {
    type      = "e-100"
    side      = "reich"
    formation = "1-501"
    at        = "B3"
  }
  active_formation = "1-130"
  action "demote_co" {
    unit = "other"
  }
  expect {
    rejected = { code = "not_in_formation", rule = "command.2ic" }
  }
}

case "the Black Hand has no CO to demote" {
  rules   = ["black-hand.command"]
  fixture = "zealot"
  board {
    cols = 10
  }
  unit "zealot" { at = "B2" }
  active_formation = "black-hand"
  action "demote_co" {
    unit = "zealot"
  }
  expect {
    rejected = { code = "no_co", rule = "black-hand.command" }
  }
}

# --- Out Of Contact --------------------------------------------------------------

case "a unit exactly at the Extended Radio Range is In Contact" {
  rules   = ["command.extended-radio-range", "command.out-of-contact"]
  fixture = "tiger-co-rallies"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B8" # 6 hexes: the ERR
  }
  action "move" { # full Speed 6
    unit = "tiger"
    path = ["B9", "B10", "B11", "B12", "B13", "B14"]
  }
  expect {
    unit "tiger" {
      at       = "B14"
      statuses = ["finished"]
    }
  }
}

case "a unit one hex beyond the Extended Radio Range is Out Of Contact" {
  rules   = ["command.out-of-contact", "impulse.sequence"]
  fixture = "tiger-co-rallies"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9" # 7 hexes: one beyond the ERR of 6
  }
  expect {
    unit "tiger" { statuses = ["ooc"] }
    unit "co" { statuses = [] }
    log_contains = ["beyond the Extended Radio Range of 6: Out Of Contact"]
  }
}

case "an Out Of Contact unit moves at most half Speed" {
  rules   = ["command.out-of-contact", "movement.half-speed"]
  fixture = "tiger-co-rallies"
  action "move" { # 4 MP; half of Speed 6 is 3
    unit = "tiger"
    path = ["B10", "B11", "B12", "B13"]
  }
  expect {
    rejected = { code = "too_far", rule = "command.out-of-contact" }
  }
}

case "an Out Of Contact unit may move half its Speed" {
  rules   = ["command.out-of-contact"]
  fixture = "tiger-co-rallies"
  action "move" { # 3 MP = half of Speed 6
    unit = "tiger"
    path = ["B10", "B11", "B12"]
  }
  expect {
    unit "tiger" {
      at       = "B12"
      statuses = ["ooc", "finished"]
    }
  }
}

case "Out Of Contact lasts the activation" {
  rules   = ["command.out-of-contact"]
  fixture = "tiger-co-rallies"
  action "end_activation" {}
  expect {
    unit "tiger" { statuses = [] }
  }
}

case "recon units are never Out Of Contact" {
  rules   = ["command.out-of-contact", "units.recon"]
  fixture = "tiger-co"
  board {
    cols = 6
    rows = 14
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B14" # 12 hexes from the CO
  }
  active_formation = "1-130"
  action "rally" {}
  action "move" { # full Speed 7 (7 MP)
    unit = "puma"
    path = ["B13", "B12", "B11", "B10", "B9", "B8", "B7"]
  }
  expect {
    unit "puma" {
      at       = "B7"
      statuses = ["finished"]
    }
  }
}

case "Black Hand units are always In Contact" {
  rules   = ["black-hand.command", "command.no-field-co"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 14
    terrain = "clear"
  }
  unit "z1" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B1"
  }
  unit "z2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B14"
  }
  active_formation = "black-hand"
  action "rally" {}
  expect {
    unit "z1" { statuses = [] }
    unit "z2" { statuses = [] }
  }
}

# --- Shaken and Out Of Contact -----------------------------------------------------

case "a Shaken and Out Of Contact unit may not move" {
  rules   = ["command.shaken-and-ooc", "results.shaken"]
  fixture = "tiger-co-rallies"
  unit "tiger" { statuses = ["shaken"] }
  dice = [1, 2] # the rally fails: 3, beyond radio range, not above 6
  action "move" {
    unit = "tiger"
    path = ["B10"]
  }
  expect {
    rejected = { code = "too_far", rule = "command.shaken-and-ooc" }
  }
}

case "a Shaken and Out Of Contact unit may not fire its AP" {
  rules   = ["command.shaken-and-ooc"]
  fixture = "tiger-co-and-tiger"
  board {
    cols = 6
    rows = 14
  }
  unit "tiger" { statuses = ["shaken"] }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B12"
  }
  dice = [1, 2]
  action "rally" {}
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "shaken_ooc", rule = "command.shaken-and-ooc" }
  }
}

case "a Shaken and Out Of Contact unit fires its HE at the Shaken penalty" {
  rules   = ["command.shaken-and-ooc", "results.shaken"]
  fixture = "tiger-co-and-tiger"
  board {
    cols = 6
    rows = 14
  }
  unit "tiger" { statuses = ["shaken"] }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B12"
  }
  dice = [1, 2, 4, 4]
  action "rally" {}
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av = 12 # HE 5 + 8 - 1 Shaken (3 hexes, HE range 4)
      dv = 13
    }
    unit "tiger" { statuses = ["shaken", "ooc", "finished"] }
  }
}

# --- Formations -------------------------------------------------------------------

case "a CO commands only its own formation, even in a shared hex" {
  rules   = ["command.co", "command.formations", "command.co-bonus"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "co130" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "jagdtiger" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
  }
  unit "co230" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "D2" # 2 hexes: beyond the 2-130 radio range of 1
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  active_formation = "2-130"
  dice             = [3, 3]
  action "fire" {
    unit     = "jagdtiger"
    target   = "t64"
    weapon   = "ap"
    co_bonus = true
  }
  expect {
    attack {
      av = 16 # AP 10 + 6: the 1-130 CO in its hex does not command it, its own CO is out of radio range
    }
    log_contains = ["no CO bonus: jagdtiger is 2 hexes from its CO: beyond radio range"]
  }
}

case "opportunity fire takes the CO bonus" {
  rules   = ["command.co-bonus", "command.local-rating", "opportunity-fire.trigger"]
  fixture = "rangers-and-tiger"
  unit "rangers" { attached = ["co"] }
  active_formation = "1-130"
  dice             = [6, 6]
  action "move" {
    unit = "tiger"
    path = ["B8", "B7", "B6"]
  }
  action "opportunity_fire" {
    unit     = "rangers"
    target   = "tiger"
    weapon   = "ap"
    at       = "B7"
    co_bonus = true
  }
  expect {
    attack {
      kind = "opportunity"
      av   = 18 # AP 6 + 12 - 2 long range + 2 CO local rating (the firer is the CO)
      dv   = 18
      hits = 0
    }
    log_contains = ["CO local rating 2 [command.local-rating]"]
  }
}

# --- designating the CO as play begins [command.co] -------------------------

# The Road to the Castle puts the 1-130's CO marker on kt1; before the first
# draw the Reich moves it to kt2, and kt2's CO ratings serve the formation.
case "as play begins the owner designates another unit as the formation's CO" {
  rules    = ["command.co"]
  scenario = "castle-road"
  ruleset  = "base"
  begin    = true
  action "designate_co" {
    unit = "kt2"
  }
  expect {
    log_contains = ["kt2 is designated CO of 1-130 in place of kt1"]
    unit "kt1" { attached = [] }
    unit "kt2" { attached = ["co"] }
    vars = { co_designation = 1 }
  }
}

# A player designates the COs of his own formations only: a seat of the other
# side cannot move the Reich's CO marker.
case "a player designates only his own formations' COs" {
  rules    = ["command.co"]
  scenario = "castle-road"
  ruleset  = "base"
  begin    = true
  action "designate_co" {
    unit = "kt2"
    by   = "nato"
  }
  expect {
    rejected = { code = "not_yours", rule = "command.co" }
    unit "kt1" { attached = ["co"] }
  }
}

case "the owner's own seat designates his CO" {
  rules    = ["command.co"]
  scenario = "castle-road"
  ruleset  = "base"
  begin    = true
  action "designate_co" {
    unit = "kt2"
    by   = "reich"
  }
  expect {
    unit "kt2" { attached = ["co"] }
  }
}

# Drawing a marker starts the first activation: the scenario's COs stand,
# and no CO is designated any more.
case "once the first activation starts no CO is designated" {
  rules    = ["command.co"]
  scenario = "castle-road"
  ruleset  = "base"
  begin    = true
  draws    = ["1st-ranger"]
  action "draw" {}
  action "designate_co" {
    unit = "m60a1-2"
  }
  expect {
    rejected = { code = "not_start", rule = "command.co" }
    unit "kt1" { attached = ["co"] }
    unit "m60a1-1" { attached = ["co"] }
  }
}

case "only a unit of a formation led by a field CO is designated" {
  rules    = ["command.co", "black-hand.command"]
  scenario = "day-8"
  ruleset  = "base"
  begin    = true
  action "designate_co" {
    unit = "megrim1"
  }
  expect {
    rejected = { code = "no_co", rule = "command.co" }
  }
}
