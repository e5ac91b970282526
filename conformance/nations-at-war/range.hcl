# Range bands: extended (5.1.4), reduced (5.1.5), limited/underlined (5.1.5.1), the HMG's range.

fixture "mortar-fires-at-germans" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 14
    terrain = "clear"
  }
  unit "mortar" {
    type = "us-81mm-mortar"
    side = "american"
    at   = "C1"
  }
  unit "germans" {
    type = "german-rifle"
    side = "german"
    at   = "C14"
  }
  action "fire" {
    unit   = "mortar"
    target = "germans"
    weapon = "he"
  }
}

# The Soviet platoon of the 5.1.1 HMG example without its HMG: the target 3 hexes away is one
# past the printed HE range of 2, i.e. extended range (up to 4): To-Hit 5 + 1 = 6, 2 dice.
case "without the HMG the same shot is at extended range: To-Hit +1" {
  rules   = ["fire.extended-range", "units.hmg", "fire.to-hit", "fire.terrain-defence", "results.disruption"]
  fixture = "soviets-fire-he-at-germans"

  board {
    hex "C5" { terrain = "forest" }
  }
  # 2d6: 6, 5 -> only the 6 hits at 6+. Forest 1d6: 4 -> no save.
  dice = [6, 5, 4]

  expect {
    attack {
      range        = 2
      firepower    = 2
      to_hit       = 6
      hits         = 1
      defence_dice = 1
      saved        = 0
      net_hits     = 1
    }
    unit "germans" {
      alive    = true
      reduced  = false
      statuses = ["disrupted"]
    }
    log_contains = ["extended range 1 [fire.extended-range]"]
  }
}

# A weapon whose unmodified To-Hit is already 6 loses a die at extended range instead.
# Crusader HE (provisional): 2 dice at To-Hit 6, range 4; the target is 6 hexes away.
case "extended range at To-Hit 6 costs a die instead" {
  rules   = ["fire.extended-range", "fire.dice-pool", "fire.terrain-defence", "results.disruption"]
  fixture = "crusaders"
  unit "germans" {
    type = "german-rifle"
    side = "german"
    at   = "C8" # 6 hexes: past 4, within 8
  }
  # 1d6: 6 -> 1 hit. Clear gives a soft target no defence dice, so nothing is thrown.
  dice = [6]

  action "fire" {
    unit   = "crusaders"
    target = "germans"
    weapon = "he"
  }

  expect {
    attack {
      firepower    = 1
      to_hit       = 6
      dice         = "6"
      hits         = 1
      defence_dice = 0
      saves_dice   = ""
      net_hits     = 1
    }
    unit "germans" {
      statuses = ["disrupted"]
    }
    log_contains = ["extended range (To-Hit already 6) 1 [fire.extended-range]"]
  }
}

# Unmodified firepower 1 at To-Hit 6 cannot reach extended range at all (5.1.4).
# Soviet AP (provisional): 1 die at To-Hit 6, range 1; the Pz IVG is 2 hexes away.
case "firepower 1 at To-Hit 6 cannot fire at extended range" {
  rules   = ["fire.extended-range"]
  fixture = "soviet-rifles"
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C4"
  }
  action "fire" {
    unit   = "soviets"
    target = "pz"
    weapon = "ap"
  }
  expect {
    rejected = { code = "out_of_range", rule = "fire.extended-range" }
  }
}

# The 5.1.4 example: a Crusader (AP range 5) reaches 6-10 hexes at extended range, no further.
case "fire beyond double range is refused" {
  rules   = ["fire.extended-range", "fire.range-count"]
  fixture = "crusaders-fire-ap-at-panzer"

  board {
    rows = 14
  }
  unit "crusaders" { at = "C1" }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C12" # 11 hexes
  }
  expect {
    rejected = { code = "out_of_range", rule = "fire.extended-range" }
  }
}

# The 5.1.5 example: a Pz IVG (AP To-Hit 5, range 6) firing at 3 hexes or less hits on 4+.
# Having fired, it is Ops Complete and a second shot in the same pulse is refused (5.1).
case "reduced range lowers To-Hit by 1; the firer is then Ops Complete" {
  rules   = ["fire.reduced-range", "fire.armor-save", "results.disruption", "results.step-loss", "fire.ops-complete"]
  ruleset = "nations-at-war"

  board {
    cols = 8
    rows = 10
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C2"
  }
  unit "crusaders" {
    type = "crusader"
    side = "british"
    at   = "C5" # 3 hexes = half of 6
  }
  # 3d6: 4, 4, 2 -> 2 hits at 4+. Crusader (provisional Armor Factor 1, Clear 0) 1d6: 5 -> no save at 6+.
  dice = [4, 4, 2, 5]

  action "fire" {
    unit   = "pz"
    target = "crusaders"
    weapon = "ap"
  }
  action "fire" {
    unit   = "pz"
    target = "crusaders"
    weapon = "ap"
  }

  expect {
    attack {
      to_hit       = 4
      hits         = 2
      defence_dice = 1
      saved        = 0
      net_hits     = 2
    }
    unit "crusaders" {
      alive    = true
      reduced  = true
      statuses = ["disrupted"]
    }
    unit "pz" {
      statuses = ["ops-complete"]
    }
    log_contains = ["reduced range 1 [fire.reduced-range]"]
    rejected     = { code = "ops_complete", rule = "fire.ops-complete" }
  }
}

# A limited range (mortars, 2.5.5.1) is a hard limit: no extended range.
case "limited range refuses fire beyond it" {
  rules   = ["fire.fixed-range", "units.mortar-range"]
  fixture = "mortar-fires-at-germans"
  unit "germans" {
    type = "german-rifle"
    side = "german"
    at   = "C14" # 13 hexes; limited range 12 (provisional)
  }
  expect {
    rejected = { code = "out_of_range", rule = "fire.fixed-range" }
  }
}

# ...and no reduced-range bonus either: at 5 hexes (under half of 12) the mortar still needs 5+.
# A lone soft unit in Clear is the one case where the mortar's own hex attack (5.1.6, outside
# this slice) gives the same defence as a unit attack: the terrain's infantry bonus, here 0 dice.
case "limited range gets no reduced-range bonus" {
  rules   = ["fire.fixed-range", "units.mortar-range", "fire.to-hit", "results.disruption"]
  fixture = "mortar-fires-at-germans"

  board {
    rows = 10
  }
  unit "germans" {
    type = "german-rifle"
    side = "german"
    at   = "C6" # 5 hexes
  }
  # 2d6: 4, 5 -> 1 hit at 5+ (it would be 2 hits at 4+ with a reduced-range bonus).
  dice = [4, 5]

  expect {
    attack {
      to_hit       = 5
      hits         = 1
      defence_dice = 0
      net_hits     = 1
    }
    unit "germans" {
      statuses = ["disrupted"]
    }
  }
}
