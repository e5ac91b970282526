# Ranged combat: range bands, AV and DV arithmetic, combat results [combat.*, results.*].

fixture "tiger-and-rangers-on-clear-ground" {
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "4th-guards"
    at        = "B5"
  }
  active_formation = "1-130"
}

fixture "tiger-fires-he-at-rangers" {
  fixture = "tiger-and-rangers-on-clear-ground"
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
}

case "long range fire costs 2 AV" {
  rules   = ["combat.long-range", "combat.attack-value", "combat.defense-value", "combat.hits"]
  fixture = "long-range-shot"
  dice    = [6, 5]
  expect {
    attack {
      av   = 19 # AP 10 + 2D6 11 - 2 long range (7 hexes, range 6)
      dv   = 20 # armor 20 in clear terrain
      hits = 0
    }
    unit "t64" {
      alive    = true
      at       = "B9"
      reduced  = false
      statuses = []
    }
    unit "tiger" {
      statuses = ["finished"]
    }
    marker "B9" "wreck" { present = false }
    log_contains = ["AV 19 = FP (ap) 10 [combat.attack-value] + 2D6 (6+5) 11 [combat.attack-value] - long range 2 [combat.long-range]"]
  }
}

case "exactly double range is still long range" {
  rules   = ["combat.long-range"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 14
    terrain = "clear"
  }
  unit "t64" { at = "B14" }
  dice = [6, 6]
  expect {
    attack {
      distance = 12
      av       = 20 # 10 + 12 - 2
    }
  }
}

# 13 hexes: more than twice the King Tiger's AP range of 6.
case "fire beyond double range is refused" {
  rules   = ["combat.long-range"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 14
    terrain = "clear"
  }
  unit "tiger" { at = "B1" }
  unit "t64" { at = "B14" }
  expect {
    rejected = { code = "out_of_range", rule = "combat.long-range" }
  }
}

case "close range at exactly half the range" {
  rules   = ["combat.close-range"]
  fixture = "open-ground-shot"
  unit "t64" { at = "B5" }
  dice = [3, 3]
  expect {
    attack {
      distance = 3
      av       = 17 # 10 + 6 + 1 close range (3 is half of 6)
      dv       = 20
      hits     = 0
    }
    log_contains = ["close range 1 [combat.close-range]"]
  }
}

case "one hex beyond half the range gets no bonus" {
  rules   = ["combat.close-range"]
  fixture = "open-ground-shot"
  unit "t64" { at = "B6" }
  dice = [3, 3]
  expect {
    attack {
      distance = 4
      av       = 16 # 10 + 6, neither close nor long
    }
  }
}

case "close range of an odd range rounds down" {
  rules   = ["combat.close-range"]
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B4"
  }
  active_formation = "1st-ranger"
  dice             = [1, 1]
  action "fire" {
    unit   = "rangers"
    target = "z"
    weapon = "he"
  }
  expect {
    attack {
      distance = 2
      av       = 7 # HE 5 + 2; 2 hexes is more than half of 3 rounded down
    }
  }
}

case "close range at one hex with range 3" {
  rules   = ["combat.close-range"]
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B3"
  }
  active_formation = "1st-ranger"
  dice             = [1, 1]
  action "fire" {
    unit   = "rangers"
    target = "z"
    weapon = "he"
  }
  expect {
    attack {
      distance = 1
      av       = 8 # HE 5 + 2 + 1 close range
    }
  }
}

case "hits are AV minus DV and three hits destroy an AFV" {
  rules   = ["combat.hits", "results.full-strength", "results.wreck"]
  fixture = "t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B7"
  }
  dice = [6, 5]
  action "fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
  }
  expect {
    attack {
      av   = 24 # AP 12 + 11 + 1 close range (5 of 10)
      dv   = 18
      hits = 6
    }
    unit "tiger" {
      alive = false
    }
    marker "B7" "wreck" { present = true }
  }
}

case "no hits when AV does not beat DV" {
  rules   = ["combat.hits"]
  fixture = "open-ground-shot"
  unit "t64" { at = "B6" }
  dice = [5, 5]
  expect {
    attack {
      av   = 20 # 10 + 10: equal to DV is no hit
      dv   = 20
      hits = 0
    }
    unit "t64" {
      statuses = []
    }
  }
}

case "a full-strength unit taking 1 hit(s)" {
  rules   = ["results.full-strength", "results.shaken"]
  fixture = "tiger-fires-he-at-rangers"
  dice    = [5, 4]
  expect {
    attack {
      av   = 14 # HE 5 + 9
      dv   = 13
      hits = 1
    }
    unit "rangers" {
      alive    = true
      statuses = ["shaken"]
      reduced  = false
    }
    marker "B5" "wreck" { present = false }
  }
}

case "a full-strength unit taking 2 hit(s)" {
  rules   = ["results.full-strength", "counters.strength-faces"]
  fixture = "tiger-fires-he-at-rangers"
  dice    = [5, 5]
  expect {
    attack {
      av   = 15 # HE 5 + 10
      dv   = 13
      hits = 2
    }
    unit "rangers" {
      alive    = true
      statuses = ["shaken"]
      reduced  = true
    }
    marker "B5" "wreck" { present = false }
  }
}

case "a full-strength unit taking 3 hit(s)" {
  rules   = ["results.full-strength"]
  fixture = "tiger-fires-he-at-rangers"
  dice    = [6, 5]
  expect {
    attack {
      av   = 16 # HE 5 + 11
      dv   = 13
      hits = 3
    }
    unit "rangers" {
      alive = false
    }
    marker "B5" "wreck" { present = false }
  }
}

case "an already Shaken unit taking 1 hit(s)" {
  rules   = ["results.damaged"]
  fixture = "tiger-fires-he-at-rangers"
  unit "rangers" { statuses = ["shaken"] }
  dice = [5, 4]
  expect {
    attack {
      hits = 1
    }
    unit "rangers" {
      alive    = true
      statuses = ["shaken"]
      reduced  = true
    }
  }
}

case "an already Shaken unit taking 2 hit(s)" {
  rules   = ["results.damaged"]
  fixture = "tiger-fires-he-at-rangers"
  unit "rangers" { statuses = ["shaken"] }
  dice = [5, 5]
  expect {
    attack {
      hits = 2
    }
    unit "rangers" {
      alive = false
    }
  }
}

case "a reduced rallied unit taking 1 hit is Shaken and stays reduced" {
  rules   = ["results.damaged"]
  fixture = "tiger-fires-he-at-rangers"
  unit "rangers" { reduced = true }
  dice = [5, 4]
  expect {
    attack {
      dv   = 13
      hits = 1
    }
    unit "rangers" {
      alive    = true
      statuses = ["shaken"]
      reduced  = true
    }
  }
}

case "a reduced rallied unit taking 2 hits is eliminated" {
  rules   = ["results.damaged"]
  fixture = "tiger-fires-he-at-rangers"
  unit "rangers" { reduced = true }
  dice = [5, 5]
  expect {
    attack {
      hits = 2
    }
    unit "rangers" {
      alive = false
    }
  }
}

case "a Shaken and reduced unit dies to any hit" {
  rules   = ["results.shaken-reduced"]
  fixture = "tiger-fires-he-at-rangers"
  unit "rangers" {
    reduced  = true
    statuses = ["shaken"]
  }
  dice = [5, 4]
  expect {
    attack {
      hits = 1
    }
    unit "rangers" {
      alive = false
    }
    log_contains = ["eliminated"]
  }
}

case "a reduced unit fires with its reduced factors" {
  rules   = ["counters.strength-faces", "results.steps"]
  fixture = "open-ground-shot"
  unit "tiger" { reduced = true }
  unit "t64" { at = "B6" }
  dice = [3, 3]
  expect {
    attack {
      av = 15 # reduced AP 9 + 6
    }
  }
}

# Two AFVs destroyed in one hex leave a single wreck marker.
case "only one wreck per hex" {
  rules   = ["results.wreck"]
  fixture = "t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "t2" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B3"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B6"
  }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B6"
  }
  dice = [6, 6, 6, 6]
  action "fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
  }
  action "fire" {
    unit   = "t2"
    target = "kt2"
    weapon = "ap"
  }
  expect {
    unit "tiger" {
      alive = false
    }
    unit "kt2" {
      alive = false
    }
    marker "B6" "wreck" {
      present = true
      level   = 0
    }
  }
}

case "a wreck in the target hex adds 1 DV" {
  rules   = ["terrain.wreck", "results.wreck"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    marker "B6" "wreck" { level = 0 }
  }
  unit "t64" {
    at       = "B6"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 21 # armor 20 + 1 wreck (the target is Finished: not concealed)
    }
    log_contains = ["Wreck 1 [results.wreck]"]
  }
}

case "woods defence for a infantry target" {
  rules   = ["terrain.woods", "terrain.chart", "combat.defense-value"]
  fixture = "tiger-fires-he-at-rangers"
  board {
    hex "B4" { terrain = "woods" }
  }
  unit "rangers" {
    at       = "B4"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 14 # armor + the woods infantry column
    }
  }
}

case "woods defence for a vehicle target" {
  rules   = ["terrain.woods", "terrain.chart", "combat.defense-value"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "woods" }
  }
  unit "t64" {
    at       = "B4"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 21 # armor + the woods vehicle column
    }
  }
}

case "urban defence for a infantry target" {
  rules   = ["terrain.urban", "terrain.chart", "combat.defense-value"]
  fixture = "tiger-fires-he-at-rangers"
  board {
    hex "B4" { terrain = "urban" }
  }
  unit "rangers" {
    at       = "B4"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 15 # armor + the urban infantry column
    }
  }
}

case "urban defence for a vehicle target" {
  rules   = ["terrain.urban", "terrain.chart", "combat.defense-value"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "urban" }
  }
  unit "t64" {
    at       = "B4"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 21 # armor + the urban vehicle column
    }
  }
}

case "crop-field defence for a infantry target" {
  rules   = ["terrain.crop-field", "terrain.chart", "combat.defense-value"]
  fixture = "tiger-fires-he-at-rangers"
  board {
    hex "B4" { terrain = "crop-field" }
  }
  unit "rangers" {
    at       = "B4"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 14 # armor + the crop-field infantry column
    }
  }
}

case "crop-field defence for a vehicle target" {
  rules   = ["terrain.crop-field", "terrain.chart", "combat.defense-value"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "crop-field" }
  }
  unit "t64" {
    at       = "B4"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 20 # armor + the crop-field vehicle column
    }
  }
}

case "sand defence for a infantry target" {
  rules   = ["terrain.sand", "terrain.chart", "combat.defense-value"]
  fixture = "tiger-fires-he-at-rangers"
  board {
    hex "B4" { terrain = "sand" }
  }
  unit "rangers" {
    at       = "B4"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 14 # armor + the sand infantry column
    }
  }
}

case "sand defence for a vehicle target" {
  rules   = ["terrain.sand", "terrain.chart", "combat.defense-value"]
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" { terrain = "sand" }
  }
  unit "t64" {
    at       = "B4"
    statuses = ["finished"]
  }
  dice = [1, 1]
  expect {
    attack {
      dv = 20 # armor + the sand vehicle column
    }
  }
}

case "a Finished unit may not fire" {
  rules   = ["combat.one-attack", "impulse.finished"]
  fixture = "open-ground-shot"
  unit "tiger" { statuses = ["finished"] }
  unit "t64" { at = "B6" }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
  }
}

case "one attack per activation" {
  rules   = ["combat.one-attack"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B6" }
  unit "t2" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B7"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  action "fire" {
    unit   = "tiger"
    target = "t2"
    weapon = "ap"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
    unit "t64" {
      statuses = []
    }
  }
}

# First shot: HE 5 + 9 = 14 vs 13, Shaken. Second, 2 hexes away (close range +1): 5 + 8 + 1 = 14 vs 13, 1 hit on a Shaken unit: reduced.
case "a unit may be attacked by several enemies" {
  rules   = ["combat.one-attack"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "4th-guards"
    at        = "B5"
  }
  active_formation = "1-130"
  dice             = [5, 4, 5, 3]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  action "fire" {
    unit   = "kt2"
    target = "rangers"
    weapon = "he"
  }
  expect {
    unit "rangers" {
      statuses = ["shaken"]
      reduced  = true
    }
  }
}

case "AP fire at infantry is refused" {
  rules   = ["combat.firepower-choice", "counters.armor"]
  fixture = "tiger-and-rangers-on-clear-ground"
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "ap"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "combat.firepower-choice" }
  }
}

case "HE fire at a tank is refused" {
  rules   = ["combat.firepower-choice"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B5" }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "he"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "combat.firepower-choice" }
  }
}

case "a weapon the unit does not have is refused" {
  rules   = ["units.weapons"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B5" }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "aa"
  }
  expect {
    rejected = { code = "no_weapon" }
  }
}

case "a unit may not attack its own side" {
  rules   = ["combat.forms"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B5"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "kt2"
    weapon = "ap"
  }
  expect {
    rejected = { code = "friendly_target", rule = "combat.forms" }
  }
}

case "a unit outside the active formation may not fire" {
  rules   = ["impulse.activation"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B5"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
  }
}

case "a Shaken unit may not fire AP" {
  rules   = ["results.shaken"]
  fixture = "open-ground-shot"
  unit "tiger" { statuses = ["shaken"] }
  unit "t64" { at = "B5" }
  expect {
    rejected = { code = "shaken", rule = "results.shaken" }
  }
}

case "a Shaken unit fires HE at -1 AV" {
  rules   = ["results.shaken"]
  fixture = "tiger-fires-he-at-rangers"
  unit "tiger" { statuses = ["shaken"] }
  dice = [5, 4]
  expect {
    attack {
      av   = 13 # HE 5 + 9 - 1 Shaken
      hits = 0
    }
    log_contains = ["Shaken 1 [results.shaken]"]
  }
}

# The Hummel's AP range of 18 is coloured: 19 hexes is out of range.
case "a fixed range weapon has no long range" {
  rules   = ["combat.fixed-range"]
  fixture = "hummel"
  board {
    cols = 10
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B20"
  }
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "out_of_range", rule = "combat.fixed-range" }
  }
}

case "a fixed range weapon fires at its full printed range without penalty" {
  rules   = ["combat.fixed-range", "counters.range"]
  fixture = "hummel"
  board {
    cols = 10
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B19"
  }
  dice = [1, 1]
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack {
      distance = 18
      av       = 12 # AP 10 + 2, no long range
    }
  }
}

case "a fixed range weapon gets no close-range bonus" {
  rules   = ["combat.fixed-range"]
  fixture = "hummel"
  board {
    cols = 10
    rows = 12
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B3"
  }
  dice = [1, 1]
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
  }
  expect {
    attack {
      distance = 2
      av       = 12 # AP 10 + 2, no close range
    }
  }
}

case "HE fire may attack a helicopter" {
  rules   = ["combat.firepower-choice", "combat.air-targets", "results.one-step"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [6, 6]
  action "fire" {
    unit   = "fj"
    target = "huey"
    weapon = "he"
  }
  expect {
    attack {
      av   = 17 # HE 5 + 12; 2 hexes is not close range for range 3
      dv   = 16 # armor 16, no terrain for air units
      hits = 1
    }
    unit "huey" {
      alive    = true
      statuses = ["shaken"]
    }
  }
}

case "a one-step unit taking a reduce result is destroyed" {
  rules   = ["results.one-step", "results.wreck"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B3"
  }
  active_formation = "1-130"
  dice             = [6, 6]
  action "fire" {
    unit   = "fj"
    target = "huey"
    weapon = "he"
  }
  expect {
    attack {
      av   = 18 # HE 5 + 12 + 1 close range
      hits = 2
    }
    unit "huey" {
      alive = false
    }
    marker "B3" "wreck" { present = true }
  }
}

case "AP fire may not attack a helicopter" {
  rules   = ["combat.air-targets"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "fj"
    target = "huey"
    weapon = "ap"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "combat.firepower-choice" }
  }
}

case "High Morale absorbs the hit that would shake the unit" {
  rules   = ["counters.high-morale"]
  fixture = "tiger-fires-he-at-rangers"
  unit "rangers" { statuses = ["high-morale"] }
  dice = [5, 4]
  expect {
    attack {
      hits = 1
    }
    unit "rangers" {
      alive    = true
      statuses = []
      reduced  = false
    }
    log_contains = ["discards its High Morale"]
  }
}

# 2 hits: the first only discards the marker, the second shakes the unit.
case "High Morale absorbs one hit and the rest count" {
  rules   = ["counters.high-morale", "results.full-strength"]
  fixture = "tiger-fires-he-at-rangers"
  unit "rangers" { statuses = ["high-morale"] }
  dice = [5, 5]
  expect {
    attack {
      hits = 2
    }
    unit "rangers" {
      alive    = true
      statuses = ["shaken"]
      reduced  = false
    }
  }
}

case "High Morale does not help a unit already Shaken" {
  rules   = ["counters.high-morale", "results.damaged"]
  fixture = "tiger-fires-he-at-rangers"
  unit "rangers" { statuses = ["high-morale", "shaken"] }
  dice = [5, 4]
  expect {
    attack {
      hits = 1
    }
    unit "rangers" {
      alive    = true
      statuses = ["high-morale", "shaken"]
      reduced  = true
    }
  }
}

case "a unit off the map can neither fire nor be fired at" {
  rules   = ["combat.eligibility"]
  fixture = "open-ground-shot"
  expect {
    rejected = { code = "not_on_map", rule = "combat.eligibility" }
  }
}

case "air units take no terrain defence" {
  rules   = ["units.air", "units.classes", "combat.air-targets"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "B4" {
      terrain = "woods"
    }
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "fj"
    target = "huey"
    weapon = "he"
  }
  expect {
    attack {
      dv = 16 # armor 16; the woods below do not count for a helicopter at cruise
    }
  }
}
