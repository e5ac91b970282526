# Acquisition (5.2): statuses acquisition-a .. acquisition-h on the firer and its target.

# The 5.2 example: an M4 Sherman of CCB fires on a Pz IV in a City hex 4 hexes away.
fixture "acquisition-field" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 12
    terrain = "clear"
    hex "C6" { terrain = "city" }
  }
  unit "sherman" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "C2"
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C6"
  }
  active_formation = "ccb"
}

fixture "acquisition-sherman-fires" {
  fixture = "acquisition-field"
  action "fire" {
    unit   = "sherman"
    target = "pz"
    weapon = "ap"
  }
}

# The book gives no faces: "the M4 hits" twice and the Mk IV "negates both hits". Sherman AP 3
# dice at 5 (provisional): 5, 6, 2 -> 2 hits. Pz IV in City: Armor Factor 2 + 1 = 3 dice at 6:
# 6, 6, 1 -> both hits negated. Neither Disrupted nor reduced: both take Acquisition A.
case "the 5.2 example: a Sherman whose hits are all saved acquires the Pz IV" {
  rules   = ["acquisition.gain", "fire.armor-save", "fire.defence-bonus"]
  fixture = "acquisition-sherman-fires"
  dice    = [5, 6, 2, 6, 6, 1]
  expect {
    attack {
      distance     = 4
      hits         = 2
      defence_dice = 3
      saved        = 2
      net_hits     = 0
    }
    unit "pz" { statuses = ["acquisition-a"] }
    unit "sherman" { statuses = ["ops-complete", "acquisition-a"] }
    log_contains = ["sherman acquires pz: Acquisition A on both"]
  }
}

# The example's second half: on its next turn the Sherman fires at the same Pz IV at -1 To-Hit.
case "the 5.2 example: the acquiring Sherman fires again at To-Hit 4" {
  rules   = ["acquisition.bonus"]
  fixture = "acquisition-sherman-fires"
  unit "sherman" { statuses = ["acquisition-a"] }
  unit "pz" { statuses = ["acquisition-a"] }
  # 4, 1, 1 -> 1 hit at 4+; the Pz IV's 3 dice: 1, 2, 3 -> no save: Disrupted, which ends the pair.
  dice = [4, 1, 1, 1, 2, 3]
  expect {
    attack {
      to_hit   = 4
      hits     = 1
      net_hits = 1
    }
    unit "pz" { statuses = ["disrupted"] }
    unit "sherman" { statuses = ["ops-complete"] }
    log_contains = ["To-Hit 4 = printed 5 [fire.to-hit] - acquired target 1 [acquisition.bonus]", "acquisition A ends: pz is Disrupted"]
  }
}

case "a shot that misses a hard target acquires it too" {
  rules   = ["acquisition.gain"]
  fixture = "acquisition-sherman-fires"
  dice    = [1, 2, 3]
  expect {
    attack { hits = 0 }
    unit "pz" { statuses = ["acquisition-a"] }
  }
}

case "a shot that disrupts its target acquires nothing" {
  rules   = ["acquisition.gain", "results.disruption"]
  fixture = "acquisition-sherman-fires"
  dice    = [5, 1, 1, 1, 1, 1]
  expect {
    unit "pz" { statuses = ["disrupted"] }
    unit "sherman" { statuses = ["ops-complete"] }
  }
}

case "soft targets are never acquired" {
  rules   = ["acquisition.gain"]
  fixture = "acquisition-field"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C5"
  }
  dice = [1, 1, 1]
  action "fire" {
    unit   = "sherman"
    target = "grenadiers"
    weapon = "he"
  }
  expect {
    attack { hits = 0 }
    unit "grenadiers" { statuses = [] }
    unit "sherman" { statuses = ["ops-complete"] }
  }
}

# A unit in a smoke hex cannot be acquired: the Pz IV next to the Sherman in smoke (adjacent, so
# the line is clear: fire.adjacent). Reduced range -1 and smoke +1 (the smoke area's): To-Hit 5.
case "a unit in a smoke hex cannot be acquired" {
  rules   = ["acquisition.exceptions"]
  fixture = "acquisition-sherman-fires"
  board {
    marker "C3" "smoke" { level = 1 }
  }
  unit "pz" { at = "C3" }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
    unit "pz" { statuses = [] }
    log_contains = ["a unit in smoke cannot be acquired"]
  }
}

# Acquisition is at most -1, and adds to the range bands: at reduced range (3 hexes of range 6)
# the Sherman hits on 3 (5 - 1 - 1).
case "acquisition and reduced range: To-Hit 2 lower" {
  rules   = ["acquisition.limit", "acquisition.bonus", "fire.reduced-range"]
  fixture = "acquisition-sherman-fires"
  unit "sherman" {
    at       = "C3"
    statuses = ["acquisition-a"]
  }
  unit "pz" { statuses = ["acquisition-a"] }
  dice = [1, 1, 1]
  expect {
    attack {
      distance = 3
      to_hit   = 3
    }
    unit "pz" { statuses = ["acquisition-a"] }
  }
}

# At extended range (8 hexes of range 6) +1 and -1 cancel: To-Hit 5. Missing again keeps the pair.
case "acquisition and extended range cancel out" {
  rules   = ["acquisition.limit", "fire.extended-range"]
  fixture = "acquisition-sherman-fires"
  board {
    hex "C6" { terrain = "clear" }
  }
  unit "pz" {
    at       = "C10"
    statuses = ["acquisition-a"]
  }
  unit "sherman" { statuses = ["acquisition-a"] }
  dice = [1, 1, 1]
  expect {
    attack {
      distance = 8
      to_hit   = 5
    }
    unit "pz" { statuses = ["acquisition-a"] }
    unit "sherman" { statuses = ["ops-complete", "acquisition-a"] }
  }
}

# The acquiring unit fires at another unit: the pair ends.
case "firing at another unit ends the acquisition" {
  rules   = ["acquisition.loss"]
  fixture = "acquisition-field"
  unit "sherman" { statuses = ["acquisition-a"] }
  unit "pz" { statuses = ["acquisition-a"] }
  unit "pz2" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "D5"
  }
  dice = [5, 1, 1, 1, 1]
  action "fire" {
    unit   = "sherman"
    target = "pz2"
    weapon = "ap"
  }
  expect {
    attack { to_hit = 4 } # reduced range only: no acquisition bonus at pz2
    unit "pz" { statuses = [] }
    unit "pz2" { statuses = ["disrupted"] }
    log_contains = ["acquisition A ends: sherman fires at pz2, not pz"]
  }
}

# The target moves out of its hex: both markers go.
case "the target leaving its hex ends the acquisition" {
  rules   = ["acquisition.loss"]
  fixture = "acquisition-field"
  unit "sherman" { statuses = ["acquisition-a"] }
  unit "pz" { statuses = ["acquisition-a"] }
  active_formation = "panzer-abteilung"
  action "move" {
    unit = "pz"
    path = ["C7"]
  }
  expect {
    unit "pz" {
      at       = "C7"
      statuses = []
    }
    unit "sherman" { statuses = [] }
    log_contains = ["acquisition A ends: pz moves"]
  }
}

# The acquirer is Disrupted by someone else's fire: both markers go.
case "a Disrupted acquirer loses its acquisition" {
  rules   = ["acquisition.loss"]
  fixture = "acquisition-field"
  unit "sherman" { statuses = ["acquisition-a"] }
  unit "pz" { statuses = ["acquisition-a"] }
  unit "pz2" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "D5"
  }
  active_formation = "panzer-abteilung"
  # pz2 at the Sherman, 4 hexes: 5, 1, 1 -> 1 hit; Sherman 2 dice at 6: 1, 1 -> Disrupted.
  dice = [5, 1, 1, 1, 1]
  action "fire" {
    unit   = "pz2"
    target = "sherman"
    weapon = "ap"
  }
  expect {
    unit "sherman" { statuses = ["disrupted"] }
    unit "pz" { statuses = [] }
  }
}

# A destroyed target is acquired no more.
case "a destroyed target ends the acquisition" {
  rules   = ["acquisition.loss", "acquisition.exceptions"]
  fixture = "acquisition-sherman-fires"
  unit "sherman" { statuses = ["acquisition-a"] }
  unit "pz" {
    statuses = ["acquisition-a", "disrupted"]
    reduced  = true
  }
  # To-Hit 4 (acquired): 4, 1, 1 -> 1 hit; 3 dice at 6: 1, 1, 1 -> destroyed.
  dice = [4, 1, 1, 1, 1, 1]
  expect {
    unit "pz" { alive = false }
    unit "sherman" { statuses = ["ops-complete"] }
  }
}

# Two Shermans fire at the same Pz IV and both fail: two pairs, letters A and B.
case "one target may be acquired by several attackers" {
  rules   = ["acquisition.multiple", "acquisition.gain"]
  fixture = "acquisition-sherman-fires"
  unit "sherman2" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "D2"
  }
  dice = [1, 1, 1, 1, 1, 1]
  action "fire" {
    unit   = "sherman2"
    target = "pz"
    weapon = "ap"
  }
  expect {
    unit "pz" { statuses = ["acquisition-a", "acquisition-b"] }
    unit "sherman" { statuses = ["ops-complete", "acquisition-a"] }
    unit "sherman2" { statuses = ["ops-complete", "acquisition-b"] }
  }
}

# Each attacker gets the bonus only against its own target: Sherman2 (pair B with another Pz)
# firing at the Pz of pair A gets none, and its own pair ends; missing, it acquires the Pz of
# pair A under the first free letter, B again.
case "the bonus is only against the unit the firer acquired" {
  rules   = ["acquisition.multiple", "acquisition.bonus", "acquisition.loss"]
  fixture = "acquisition-field"
  unit "sherman" { statuses = ["acquisition-a"] }
  unit "pz" { statuses = ["acquisition-a"] }
  unit "sherman2" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "D2"
    statuses  = ["acquisition-b"]
  }
  unit "pz2" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "F8"
    statuses  = ["acquisition-b"]
  }
  dice = [1, 1, 1]
  action "fire" {
    unit   = "sherman2"
    target = "pz"
    weapon = "ap"
  }
  expect {
    attack { to_hit = 5 }
    unit "pz2" { statuses = [] }
    unit "pz" { statuses = ["acquisition-a", "acquisition-b"] }
    unit "sherman2" { statuses = ["ops-complete", "acquisition-b"] }
    log_contains = ["acquisition B ends: sherman2 fires at pz, not pz2"]
  }
}

# Opportunity Fire is by a unit whose formation is not active: it never acquires.
case "Opportunity Fire never acquires" {
  rules   = ["acquisition.exceptions", "opportunity-fire.trigger"]
  fixture = "acquisition-field"
  active_formation = "panzer-abteilung"
  action "move" {
    unit = "pz"
    path = ["C5"]
  }
  # the Sherman fires at the Pz IV in C5, 3 hexes (reduced range, To-Hit 4): 1, 1, 1
  dice = [1, 1, 1]
  action "opportunity_fire" {
    unit   = "sherman"
    target = "pz"
  }
  expect {
    attack { to_hit = 4 }
    unit "pz" { statuses = [] }
    log_contains = ["sherman does not acquire pz: Opportunity Fire is not by an activated unit"]
  }
}

# The pair knows who acquired whom: the Sherman acquires the Pz IV in CCB's pulse; in the
# Panzer-Abteilung's pulse the Pz IV fires back at the Sherman with no bonus (it is the target,
# not the acquirer), and its firing ends the pair; missing, the Pz IV acquires the Sherman in turn.
case "the target firing ends the acquisition, and gets no bonus from it" {
  rules   = ["acquisition.loss", "acquisition.bonus", "acquisition.gain"]
  fixture = "acquisition-field"
  active_formation = ""
  cup   = ["ccb", "panzer-abteilung"]
  draws = ["ccb", "panzer-abteilung"]
  # each pulse opens with the command check of the hex (no HQ on the map: 2d6 1, 1, in command),
  # then the shot: three misses
  dice = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
  action "draw" {}
  action "fire" {
    unit   = "sherman"
    target = "pz"
    weapon = "ap"
  }
  action "end_activation" {}
  action "draw" {}
  action "fire" {
    unit   = "pz"
    target = "sherman"
    weapon = "ap"
  }
  expect {
    attack {
      attacker = "pz"
      to_hit   = 5
    }
    unit "pz" { statuses = ["ops-complete", "acquisition-a"] }
    log_contains = ["acquisition A ends: pz fires", "pz acquires sherman: Acquisition A on both"]
  }
}
