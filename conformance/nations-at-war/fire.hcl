# Ranged fire (5.0-5.1): the forms of combat, adjacent targets, the choice of target.

# Two German units share C6: the Crusaders choose the Pz IVGs, and only the Pz IVGs throw defence
# dice and take the hit. 4 hexes: 3 dice at 5: 5, 1, 1 -> 1 hit; Pz IVG 2 dice at 6: 1, 1 -> none.
case "with two defenders in the hex the attacker picks one" {
  rules   = ["fire.target-choice", "fire.forms", "fire.ranged-combat"]
  fixture = "crusaders-fire-ap-at-panzer"
  unit "grenadiers" {
    type = "german-rifle"
    side = "german"
    at   = "C6"
  }
  dice = [5, 1, 1, 1, 1]
  expect {
    attack {
      target   = "pz"
      net_hits = 1
    }
    unit "pz" { statuses = ["disrupted"] }
    unit "grenadiers" { statuses = [] }
  }
}

# ... or the grenadiers, with HE: 2 dice at 6 (the Crusader's provisional HE), 6, 6 -> 2 hits;
# Clear gives no defence dice: Disrupted and reduced. The Pz IVGs are untouched.
case "one attack never strikes two units" {
  rules   = ["fire.target-choice", "results.step-loss"]
  fixture = "crusaders-and-panzer"
  unit "grenadiers" {
    type = "german-rifle"
    side = "german"
    at   = "C6"
  }
  dice = [6, 6]
  action "fire" {
    unit   = "crusaders"
    target = "grenadiers"
    weapon = "he"
  }
  expect {
    attack {
      target   = "grenadiers"
      net_hits = 2
    }
    unit "grenadiers" {
      reduced  = true
      statuses = ["disrupted"]
    }
    unit "pz" { statuses = [] }
  }
}

# Adjacent units always see each other: between C2 and C3 nothing can stand, even with the
# firer in a Forest and the target in a Town.
case "fire at an adjacent unit needs no line of sight" {
  rules   = ["fire.adjacent", "los.adjacent"]
  fixture = "crusaders-fire-ap-at-panzer"
  board {
    hex "C2" { terrain = "forest" }
    hex "C3" { terrain = "city" }
  }
  unit "pz" { at = "C3" }
  # 1 hex: reduced range To-Hit 4: 1, 1, 1 -> no hit.
  dice = [1, 1, 1]
  expect {
    attack {
      distance = 1
      to_hit   = 4
      hits     = 0
    }
  }
}

case "an aircraft is no target for ranged fire" {
  rules   = ["aa.firepower", "units.target-types"]
  fixture = "crusaders"
  unit "jabo" {
    type = "p-47"
    side = "american"
    at   = "C4"
  }
  unit "flak" {
    type = "german-flak"
    side = "german"
    at   = "C6"
  }
  action "fire" {
    unit   = "flak"
    target = "jabo"
    weapon = "aa"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "aa.firepower" }
  }
}

# The attack dice are the attacker's own: with a Fate Point the British may turn one (9.0). The
# Crusaders throw 4, 1, 1 at 5+ (no hit); the fate window opens; the British turn die 1 from 4
# to 5, and the attack is played again with that die: 1 hit, then the Pz IVGs' 2 dice at 6:
# 1, 1 -> Disrupted.
case "the attacker may answer its own attack dice with a Fate Point" {
  rules   = ["fire.dice-pool", "fate.adjust", "fate.own-dice"]
  fixture = "crusaders-fire-ap-at-panzer"
  fate    = { british = 1 }
  dice    = [4, 1, 1, 1, 1]
  action "spend_fate" {
    effect = "adjust"
    die    = 1
    change = 1
    by     = "british"
  }
  expect {
    attack {
      dice     = "5 1 1"
      hits     = 1
      net_hits = 1
    }
    unit "pz" { statuses = ["disrupted"] }
  }
}
