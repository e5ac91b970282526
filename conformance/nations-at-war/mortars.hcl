# Mortars (2.5.5.1-2.5.5.2, 5.1.6): the hex attack, its defence, sharing hits, hard targets,
# smoke, direct and indirect fire. Dice order (IDS.md 3): attack dice, the hex's defence dice
# (only when a hit is scored), then the odd-hit die.

fixture "mortars-example" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 14
    terrain = "clear"
  }
  unit "mortar" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "C1"
  }
  # "panzer" sorts before "panzergrenadiers": the first of the two in unit id order.
  unit "panzer" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C11"
  }
  unit "panzergrenadiers" {
    type      = "german-armored-infantry"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C11"
  }
  active_formation = "ccb"
}

fixture "mortars-example-fires" {
  fixture = "mortars-example"
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
}

# The 5.1.6 example with the book's dice: the 81mm mortar fires at a Clear hex 10 hexes away
# holding a Pz IVG platoon and a panzergrenadier platoon. 4, 6: one hit at 5+. Armour in the hex:
# one defence die, 4, no save. The odd hit: 1d6 3, "either the Arm Inf or the Pz IVG": the 3
# lands on the first in unit id order, the Pz IVG, which is Disrupted. (The book calls the Pz
# IVG "dismounted"; the reading is simply a tank platoon in the hex.)
case "5.1.6 example: the mortar's hit on a Clear hex lands on the Pz IVG" {
  rules   = ["mortars.hex-attack", "mortars.defence", "mortars.hits", "mortars.direct", "units.mortar-range", "results.disruption"]
  fixture = "mortars-example-fires"
  dice    = [4, 6, 4, 3]
  expect {
    mortar {
      hex          = "C11"
      firepower    = 2
      to_hit       = 5
      hits         = 1
      defence_dice = 1
      saved        = 0
      net_hits     = 1
    }
    unit "panzer" {
      alive    = true
      statuses = ["disrupted"]
    }
    unit "panzergrenadiers" {
      statuses = []
    }
    unit "mortar" {
      statuses = ["ops-complete"]
    }
    log_contains = ["odd hit goes to panzer (1d6: 3)"]
  }
}

# The example's aside: two dismounted armored infantry platoons in Clear throw no defence die.
# The odd hit's 4 lands on the second of the two.
case "5.1.6 example aside: two dismounted platoons in Clear get no defence dice" {
  rules   = ["mortars.defence", "mortars.hits"]
  fixture = "mortars-example-fires"
  unit "panzer" {
    type      = "german-armored-infantry"
    formation = "panzergrenadier"
  }
  dice = [4, 6, 4]
  expect {
    mortar {
      hits         = 1
      defence_dice = 0
      net_hits     = 1
    }
    unit "panzer" {
      statuses = []
    }
    unit "panzergrenadiers" {
      statuses = ["disrupted"]
    }
  }
}

case "the hex throws the infantry Defense Bonus of its terrain once, 5+ cancelling" {
  rules   = ["mortars.defence", "mortars.hits"]
  fixture = "mortars-example-fires"
  board {
    hex "C11" { terrain = "forest" }
  }
  unit "panzer" {
    type      = "german-rifle"
    formation = "panzergrenadier"
  }
  # 5, 6: two hits. Forest: one die for the hex (both platoons soft), a 5 cancels one hit. The
  # odd hit: 6, the second platoon.
  dice = [5, 6, 5, 6]
  expect {
    mortar {
      hits         = 2
      defence_dice = 1
      saved        = 1
      net_hits     = 1
    }
    unit "panzer" {
      statuses = []
    }
    unit "panzergrenadiers" {
      statuses = ["disrupted"]
    }
  }
}

case "armour in forest adds a die to the terrain's: two dice for the hex" {
  rules   = ["mortars.defence"]
  fixture = "mortars-example-fires"
  board {
    hex "C11" { terrain = "forest" }
  }
  # 5, 5: two hits; two defence dice 5, 6 cancel both.
  dice = [5, 5, 5, 6]
  expect {
    mortar {
      hits         = 2
      defence_dice = 2
      saved        = 2
      net_hits     = 0
    }
    unit "panzer" {
      statuses = []
    }
    unit "panzergrenadiers" {
      statuses = []
    }
  }
}

case "an even number of hits is shared without a die: one each" {
  rules   = ["mortars.hits"]
  fixture = "mortars-example-fires"
  unit "panzer" {
    type      = "german-rifle"
    formation = "panzergrenadier"
  }
  # 5, 6: two hits, no defence dice in Clear, one hit each: no odd-hit die.
  dice = [5, 6]
  expect {
    mortar {
      net_hits = 2
    }
    unit "panzer" {
      statuses = ["disrupted"]
    }
    unit "panzergrenadiers" {
      statuses = ["disrupted"]
    }
  }
}

case "three hits on two units: one each, then the odd one by the die" {
  rules   = ["mortars.hits", "results.step-loss"]
  fixture = "mortars-example-fires"
  unit "mortar" {
    attached = ["leader"]
  }
  unit "panzer" {
    type      = "german-rifle"
    formation = "panzergrenadier"
  }
  # The leader's +1 gives 3 dice: 5, 5, 6 three hits; one each and the odd one (2: the first).
  dice = [5, 5, 6, 2]
  expect {
    mortar {
      firepower = 3
      net_hits  = 3
    }
    unit "panzer" {
      reduced  = true
      statuses = ["disrupted"]
    }
    unit "panzergrenadiers" {
      reduced  = false
      statuses = ["disrupted"]
    }
  }
}

case "a mortar only disrupts a hard target, whatever the hits" {
  rules   = ["mortars.hard-targets"]
  fixture = "mortars-example"
  unit "panzergrenadiers" {
    at = "D11"
  }
  unit "panzer" {
    statuses = ["disrupted"]
  }
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  # 5, 6: two hits; one defence die (armour) 1. A Disrupted Pz IVG takes no more from a mortar.
  dice = [5, 6, 1]
  expect {
    mortar {
      net_hits = 2
    }
    unit "panzer" {
      alive    = true
      reduced  = false
      statuses = ["disrupted"]
    }
    log_contains = ["already Disrupted: the mortar does no more"]
  }
}

case "two mortar hits on a Good Order tank only disrupt it" {
  rules   = ["mortars.hard-targets", "results.disruption"]
  fixture = "mortars-example"
  unit "panzergrenadiers" {
    at = "D11"
  }
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  dice = [5, 6, 2]
  expect {
    unit "panzer" {
      reduced  = false
      statuses = ["disrupted"]
    }
  }
}

case "an HQ in the hex is no target: the platoon takes the hit" {
  rules   = ["mortars.hits", "hq.no-target"]
  fixture = "mortars-example-fires"
  unit "panzer" {
    type      = "hq-german-armored-infantry"
    formation = "panzergrenadier"
  }
  # 6, 1: one hit; Clear and no hard target: no defence die; one target, so no odd-hit die.
  dice = [6, 1]
  expect {
    mortar {
      net_hits = 1
    }
    unit "panzer" {
      statuses = []
    }
    unit "panzergrenadiers" {
      statuses = ["disrupted"]
    }
  }
}

case "a mortar may fire at an empty hex: dice thrown, nothing else" {
  rules   = ["mortars.hex-attack"]
  fixture = "mortars-example"
  action "mortar_fire" {
    unit   = "mortar"
    target = "C8"
  }
  dice = [6, 6]
  expect {
    mortar {
      hits         = 2
      defence_dice = 0
      net_hits     = 0
    }
    unit "mortar" {
      statuses = ["ops-complete"]
    }
  }
}

case "mortar smoke: any hit puts Level 1 smoke in the target hex only" {
  rules   = ["mortars.smoke"]
  fixture = "mortars-example"
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
    smoke  = true
  }
  dice = [1, 5]
  expect {
    mortar {
      smoke = true
      hits  = 1
    }
    marker "C11" "smoke" { level = 1 }
    marker "C10" "smoke" { present = false }
    unit "panzer" {
      statuses = []
    }
    unit "mortar" {
      statuses = ["ops-complete"]
    }
  }
}

case "mortar smoke that misses with every die places nothing" {
  rules   = ["mortars.smoke"]
  fixture = "mortars-example"
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
    smoke  = true
  }
  dice = [1, 4]
  expect {
    marker "C11" "smoke" { present = false }
    log_contains = ["the smoke round misses"]
  }
}

case "a mortar may fire smoke into its own hex" {
  rules   = ["mortars.smoke"]
  fixture = "mortars-example"
  action "mortar_fire" {
    unit   = "mortar"
    target = "C1"
    smoke  = true
  }
  dice = [6, 2]
  expect {
    marker "C1" "smoke" { level = 1 }
  }
}

# IDS.md: a mortar's `fire` at a unit is its hex attack on that unit's hex, so the other platoon
# of the hex shares the hits: the book's dice of 5.1.6 again, the odd hit (3) on the Pz IVG
# although the panzergrenadiers were named.
case "a mortar's fire at a unit is its hex attack on the unit's hex" {
  rules   = ["mortars.hex-attack", "mortars.hits", "mortars.direct"]
  fixture = "mortars-example"
  action "fire" {
    unit   = "mortar"
    target = "panzergrenadiers"
    weapon = "he"
  }
  dice = [4, 6, 4, 3]
  expect {
    attack {
      target       = "panzergrenadiers"
      firepower    = 2
      hits         = 1
      defence_dice = 1
      net_hits     = 1
    }
    mortar {
      hex = "C11"
    }
    unit "panzer" {
      statuses = ["disrupted"]
    }
    unit "panzergrenadiers" {
      statuses = []
    }
  }
}

# A mortar fires on opportunity too (2.5.5.1): German rifles of the active formation walk down
# column C; the mortar, in sight at C1, fires at their hex as they enter C9.
case "a mortar fires on opportunity at a moving unit's hex" {
  rules   = ["mortars.direct", "mortars.hex-attack", "opportunity-fire.trigger"]
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 14
    terrain = "clear"
  }
  unit "mortar" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "C1"
  }
  unit "germans" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C10"
  }
  active_formation = "panzergrenadier"
  action "move" {
    unit = "germans"
    path = ["C9", "C8"]
  }
  action "opportunity_fire" {
    unit   = "mortar"
    target = "germans"
  }
  dice = [6, 1]
  expect {
    mortar {
      hex      = "C9"
      net_hits = 1
    }
    unit "germans" {
      at       = "C9"
      statuses = ["disrupted", "ops-complete"]
    }
    unit "mortar" {
      statuses = ["ops-complete"]
    }
  }
}

# An Improved Position cancels the first hit of every attack on its hex (7.1), a mortar's too:
# two hits on infantry in Palm, the first cancelled, the second meets Palm's one die (4: stands).
case "an Improved Position cancels a mortar's first hit before the hex's defence die" {
  rules   = ["mortars.defence", "defences.improved-position"]
  fixture = "mortars-example-fires"
  board {
    hex "C11" { terrain = "palm" }
    marker "C11" "improved-position" {}
  }
  unit "panzer" {
    at = "D11"
  }
  dice = [5, 6, 4]
  expect {
    mortar {
      hits         = 2
      negated      = 1
      defence_dice = 1
      saved        = 0
      net_hits     = 1
    }
    unit "panzergrenadiers" {
      statuses = ["disrupted"]
    }
  }
}
