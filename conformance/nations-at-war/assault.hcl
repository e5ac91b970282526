# Assault combat (5.4): the attack, the counterattack, the hits shared out, the outcome and the
# defender's retreat. Dice order (IDS.md 6): the attackers' dice (unit id order), the defenders'
# dice, the allocation dice (the hits on the attackers first), then what the hits set off.

fixture "assault-rifles" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  unit "rifles" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C5"
  }
  active_formation = "panzergrenadier"
}

fixture "assault-rifles-go-in" {
  fixture = "assault-rifles"
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5"]
  }
}

case "an assault that wipes the defenders out takes the hex" {
  rules   = ["assault.attack", "assault.counterattack", "assault.outcome", "assault.ops-complete", "assault.entry", "assault.hits"]
  fixture = "assault-rifles-go-in"
  # Grenadiers 3d6 at 5+: 6 6 5, three hits. Soviets 3d6 at 5+: 1 2 3, none.
  dice = [6, 6, 5, 1, 2, 3]
  expect {
    assault {
      attack_dice  = 3
      attack_hits  = 3
      counter_dice = 3
      counter_hits = 0
      result       = "taken"
    }
    unit "rifles" { alive = false }
    unit "grenadiers" {
      at       = "C5"
      statuses = ["ops-complete"]
      counters = { mp = 2 } # Clear 1 + 1 for infantry entering the enemy hex
    }
  }
}

case "an assault the defenders beat back returns to the hex it came from" {
  rules   = ["assault.outcome", "assault.counterattack", "assault.ops-complete", "assault.hits"]
  fixture = "assault-rifles-go-in"
  # Grenadiers: 5 1 1, one hit. Soviets: 5 6 1, two hits.
  dice = [5, 1, 1, 5, 6, 1]
  expect {
    assault {
      attack_hits  = 1
      counter_hits = 2
      result       = "repulsed"
    }
    unit "grenadiers" {
      at       = "C4"
      reduced  = true
      statuses = ["disrupted", "ops-complete"]
    }
    unit "rifles" {
      at       = "C5"
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "equal hits: the attackers go back" {
  rules   = ["assault.outcome"]
  fixture = "assault-rifles-go-in"
  dice    = [6, 1, 1, 6, 1, 1]
  expect {
    assault {
      attack_hits  = 1
      counter_hits = 1
      result       = "repulsed"
    }
    unit "grenadiers" {
      at       = "C4"
      statuses = ["disrupted", "ops-complete"]
    }
    unit "rifles" {
      at       = "C5"
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "a defender beaten on hits retreats away from the attackers, as far as its Movement Factor" {
  rules   = ["assault.retreat", "assault.outcome"]
  fixture = "assault-rifles-go-in"
  # Grenadiers: 6 5 1, two hits (the Soviets Disrupted, then reduced). Soviets: 6 1 1, one hit.
  dice = [6, 5, 1, 6, 1, 1]
  expect {
    assault {
      attack_hits  = 2
      counter_hits = 1
      result       = "retreat"
    }
    unit "rifles" {
      at       = "A7" # passed up: C6 straight across, then the first hexes by label leading away
      reduced  = true
      statuses = ["disrupted", "ops-complete"]
    }
    unit "grenadiers" {
      at       = "C5"
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "the beaten defender's owner names the retreat path" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  dice    = [6, 5, 1, 6, 1, 1]
  action "retreat" {
    path = ["C6", "C7", "C8"]
    by   = "soviet"
  }
  expect {
    unit "rifles" { at = "C8" }
    unit "grenadiers" { at = "C5" }
  }
}

case "a retreat begins in one of the three hexes across from the attackers" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  dice    = [6, 5, 1, 6, 1, 1]
  action "retreat" {
    path = ["B5"]
    by   = "soviet"
  }
  expect {
    rejected = { code = "not_adjacent", rule = "assault.retreat" }
  }
}

case "a retreat goes no farther than the Movement Factor" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  dice    = [6, 5, 1, 6, 1, 1]
  action "retreat" {
    path = ["C6", "C7", "C8", "C9"]
    by   = "soviet"
  }
  expect {
    rejected = { code = "too_far", rule = "assault.retreat" }
  }
}

case "a retreat must lead away from the assaulted hex" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  dice    = [6, 5, 1, 6, 1, 1]
  action "retreat" {
    path = ["C6", "B6"]
    by   = "soviet"
  }
  expect {
    rejected = { code = "not_adjacent", rule = "assault.retreat" }
  }
}

case "a retreat does not enter a hex of enemy units (a)" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  unit "panzers" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C7"
  }
  dice = [6, 5, 1, 6, 1, 1]
  action "retreat" {
    path = ["C6", "C7"]
    by   = "soviet"
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.retreat" }
  }
}

case "a retreat does not enter a hex next to an enemy other than the attackers (b)" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  unit "panzers" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C8"
  }
  dice = [6, 5, 1, 6, 1, 1]
  action "retreat" {
    path = ["C6", "C7"]
    by   = "soviet"
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.retreat" }
  }
}

case "a retreat does not overstack a hex (c)" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  unit "more-1" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C6"
  }
  unit "more-2" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C6"
  }
  dice = [6, 5, 1, 6, 1, 1]
  action "retreat" {
    path = ["C6"]
    by   = "soviet"
  }
  expect {
    rejected = { code = "stacking_limit", rule = "assault.retreat" }
  }
}

case "a retreat does not enter an impassable hex (d)" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  board {
    hex "C6" { terrain = "water" }
  }
  dice = [6, 5, 1, 6, 1, 1]
  action "retreat" {
    path = ["C6"]
    by   = "soviet"
  }
  expect {
    rejected = { code = "impassable", rule = "assault.retreat" }
  }
}

case "a defender with no open hex across is eliminated" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  board {
    region "river" {
      hexes   = ["B5", "B6", "C6", "D5", "D6"]
      terrain = "water"
    }
  }
  dice = [6, 5, 1, 6, 1, 1]
  expect {
    unit "rifles" { alive = false }
    log_contains = ["rifles has no open hex to retreat into and is eliminated"]
  }
}

case "no retreat without a beaten defender" {
  rules  = ["assault.retreat"]
  fixture = "assault-rifles"
  action "retreat" {
    path = ["C6"]
  }
  expect {
    rejected = { code = "no_interrupt" }
  }
}

case "two attackers share the defenders' hits, the odd one by a die" {
  rules   = ["assault.hits", "assault.stack", "dice.d6"]
  fixture = "assault-rifles"
  unit "grenadiers-2" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  action "assault" {
    units = ["grenadiers", "grenadiers-2"]
    path  = ["C5"]
  }
  # grenadiers 1 1 1, grenadiers-2 1 1 1: no hit. Soviets 6 5 6: three hits on two attackers:
  # one each, the odd one by 1d6: 4, the second by id (grenadiers-2).
  dice = [1, 1, 1, 1, 1, 1, 6, 5, 6, 4]
  expect {
    assault {
      attack_dice  = 6
      attack_hits  = 0
      counter_hits = 3
      result       = "repulsed"
    }
    unit "grenadiers" {
      at       = "C4"
      reduced  = false
      statuses = ["disrupted", "ops-complete"]
    }
    unit "grenadiers-2" {
      at       = "C4"
      reduced  = true
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "hits on two defenders: each takes one before either takes a second" {
  rules   = ["assault.hits"]
  fixture = "assault-rifles-go-in"
  unit "rifles-2" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C5"
  }
  # grenadiers 6 6 1: two hits, one on each defender. rifles 1 1 1, rifles-2 1 1 1.
  dice = [6, 6, 1, 1, 1, 1, 1, 1, 1]
  expect {
    assault {
      attack_hits  = 2
      counter_dice = 6
      counter_hits = 0
      result       = "retreat"
    }
    unit "rifles" {
      reduced  = false
      statuses = ["disrupted", "ops-complete"]
    }
    unit "rifles-2" {
      reduced  = false
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "a defender Disrupted before the assault counterattacks at To-Hit 6" {
  rules   = ["assault.disrupted", "assault.counterattack"]
  fixture = "assault-rifles-go-in"
  unit "rifles" { statuses = ["disrupted"] }
  # grenadiers 1 1 1. rifles 5 5 6: only the 6 hits.
  dice = [1, 1, 1, 5, 5, 6]
  expect {
    assault {
      counter_dice = 3
      counter_hits = 1
      result       = "repulsed"
    }
    log_contains = ["rifles assault To-Hit 6 = Disrupted before the fight 6 [assault.disrupted]"]
  }
}

case "three units never assault together" {
  rules   = ["assault.stack"]
  fixture = "assault-rifles"
  unit "grenadiers-2" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  unit "grenadiers-3" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  action "assault" {
    units = ["grenadiers", "grenadiers-2", "grenadiers-3"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "stacking_limit", rule = "assault.stack" }
  }
}

case "two attackers start stacked together" {
  rules   = ["assault.stack"]
  fixture = "assault-rifles"
  unit "grenadiers-2" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "D4"
  }
  action "assault" {
    units = ["grenadiers", "grenadiers-2"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "not_stacked", rule = "assault.stack" }
  }
}

case "an assault ends in a hex of enemy units" {
  rules   = ["assault.entry"]
  fixture = "assault-rifles"
  action "assault" {
    units = ["grenadiers"]
    path  = ["D4"]
  }
  expect {
    rejected = { code = "no_assault", rule = "assault.entry" }
  }
}

case "an assault path steps from hex to adjacent hex" {
  rules   = ["assault.entry", "movement.terrain"]
  fixture = "assault-rifles"
  unit "rifles" { at = "C7" }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C7"]
  }
  expect {
    rejected = { code = "not_adjacent", rule = "movement.terrain" }
  }
}

case "an assault path crosses no other enemy hex" {
  rules   = ["assault.entry", "movement.enemy-hex"]
  fixture = "assault-rifles"
  unit "rifles" { at = "C6" }
  unit "rifles-2" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C5"
  }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "movement.enemy-hex" }
  }
}

# German rifles have MF 3: two Clear hexes (2) and the +1 of infantry into the enemy hex is 3...
case "infantry pays 1 MP more to enter the enemy hex" {
  rules   = ["assault.entry"]
  fixture = "assault-rifles"
  unit "rifles" { at = "C6" }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5", "C6"]
  }
  dice = [1, 1, 1, 1, 1, 1]
  expect {
    assault { result = "repulsed" }
    unit "grenadiers" {
      at       = "C5"
      counters = { mp = 3 }
    }
  }
}

# ... and three Clear hexes and the +1 is 4, past the MF.
case "an assault beyond the MP left is refused" {
  rules   = ["assault.entry"]
  fixture = "assault-rifles"
  unit "rifles" { at = "C7" }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5", "C6", "C7"]
  }
  expect {
    rejected = { code = "too_far", rule = "assault.entry" }
  }
}

case "the MP spent earlier in the pulse count against the assault" {
  rules   = ["assault.entry"]
  fixture = "assault-rifles"
  unit "grenadiers" { counters = { mp = 2 } }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "too_far", rule = "assault.entry" }
  }
}

case "a Disrupted unit does not assault" {
  rules   = ["assault.attack", "results.disrupted-effects"]
  fixture = "assault-rifles"
  unit "grenadiers" { statuses = ["disrupted"] }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "disrupted", rule = "results.disrupted-effects" }
  }
}

case "an Ops Complete unit does not assault" {
  rules   = ["assault.ops-complete"]
  fixture = "assault-rifles"
  unit "grenadiers" { statuses = ["ops-complete"] }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "ops_complete", rule = "assault.ops-complete" }
  }
}

case "a unit of another formation does not assault" {
  rules   = ["assault.attack", "turn.operations"]
  fixture = "assault-rifles"
  unit "grenadiers" { formation = "panzer-abteilung" }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "not_active", rule = "turn.operations" }
  }
}

case "the asterisk: an ATG never initiates an assault" {
  rules   = ["assault.no-initiate"]
  fixture = "assault-rifles"
  unit "gun" {
    type      = "german-88mm-atg"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  action "assault" {
    units = ["gun"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "no_assault", rule = "assault.no-initiate" }
  }
}

case "the asterisk: an ATG counterattacks when assaulted" {
  rules   = ["assault.no-initiate", "assault.counterattack"]
  fixture = "assault-rifles"
  unit "gun" {
    type      = "german-88mm-atg"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C6"
  }
  unit "rifles" { at = "C7" }
  active_formation = "soviet-rifles"
  action "assault" {
    units = ["rifles"]
    path  = ["C6"]
  }
  # rifles 1 1 1; the gun's Assault 1 at To-Hit 6: 6, a hit.
  dice = [1, 1, 1, 6]
  expect {
    assault {
      counter_dice = 1
      counter_hits = 1
      result       = "repulsed"
    }
    unit "rifles" {
      at       = "C7"
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "a unit without an Assault Factor does not assault" {
  rules   = ["assault.no-factor"]
  fixture = "assault-rifles"
  unit "mortars" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "C6"
  }
  active_formation = "ccb"
  action "assault" {
    units = ["mortars"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "no_assault", rule = "assault.no-factor" }
  }
}

case "a defender without an Assault Factor takes the hits and retreats" {
  rules   = ["assault.no-factor", "assault.retreat"]
  fixture = "assault-rifles-go-in"
  unit "rifles" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
  }
  # grenadiers 5 1 1: one hit; the mortars throw nothing.
  dice = [5, 1, 1]
  expect {
    assault {
      attack_hits  = 1
      counter_dice = 0
      result       = "retreat"
    }
    unit "rifles" {
      alive    = true
      statuses = ["disrupted", "ops-complete"]
    }
    unit "grenadiers" { at = "C5" }
    log_contains = ["rifles has no Assault Factor and does not counterattack"]
  }
}

case "a defender without an Assault Factor that takes no hit makes the attackers go back" {
  rules   = ["assault.no-factor", "assault.outcome"]
  fixture = "assault-rifles-go-in"
  unit "rifles" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
  }
  dice = [1, 1, 1]
  expect {
    assault { result = "repulsed" }
    unit "grenadiers" { at = "C4" }
    unit "rifles" { at = "C5" }
  }
}

case "infantry assaulting a hex of AFVs only hits on one less" {
  rules   = ["assault.infantry-vs-afv"]
  fixture = "assault-rifles-go-in"
  unit "rifles" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
  }
  # grenadiers 3 dice at 4+: 4 4 1, two hits. The T-34: Assault 1 at 5: 1.
  dice = [4, 4, 1, 1]
  expect {
    assault {
      attack_hits  = 2
      counter_dice = 1
      counter_hits = 0
    }
    log_contains = ["grenadiers assault To-Hit 4 = printed 5 [assault.attack] - infantry vs AFV 1 [assault.infantry-vs-afv]"]
  }
}

case "infantry defending against AFVs only hits on one less" {
  rules   = ["assault.infantry-vs-afv", "assault.counterattack"]
  fixture = "assault-rifles"
  unit "tanks" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  action "assault" {
    units = ["tanks"]
    path  = ["C5"]
  }
  # the Pz IVG: 1 die at 5: 1. The Soviets: 3 dice at 4+: 4 4 4.
  dice = [1, 4, 4, 4]
  expect {
    assault {
      attack_dice  = 1
      counter_hits = 3
      result       = "repulsed"
    }
    unit "tanks" { alive = false }
    marker "C5" "wreck" { present = true }
  }
}

case "Disrupted infantry gets no bonus against AFVs" {
  rules   = ["assault.infantry-vs-afv", "assault.disrupted"]
  fixture = "assault-rifles"
  unit "rifles" { statuses = ["disrupted"] }
  unit "tanks" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  action "assault" {
    units = ["tanks"]
    path  = ["C5"]
  }
  dice = [1, 5, 5, 5]
  expect {
    assault { counter_hits = 0 }
  }
}

case "no bonus against a mixed stack of infantry and AFVs" {
  rules   = ["assault.infantry-vs-afv"]
  fixture = "assault-rifles-go-in"
  unit "tanks" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C5"
  }
  # grenadiers 3 dice at 5: 4 4 4, no hit. rifles 1 1 1; tanks 1.
  dice = [4, 4, 4, 1, 1, 1, 1]
  expect {
    assault {
      attack_hits  = 0
      counter_dice = 4
    }
  }
}

case "infantry against AFVs in a town: one die more and one less to hit" {
  rules   = ["assault.infantry-in-towns", "assault.infantry-vs-afv"]
  fixture = "assault-rifles-go-in"
  board {
    hex "C5" { terrain = "city" }
  }
  unit "rifles" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
  }
  # Reading: the town bonus adds to Infantry vs AFV: 4 dice at 3+: 3 3 1 1.
  dice = [3, 3, 1, 1, 1]
  expect {
    assault {
      attack_dice = 4
      attack_hits = 2
    }
    log_contains = ["grenadiers assault To-Hit 3"]
  }
}

case "infantry against a mixed stack in a town still gets the town bonus" {
  rules   = ["assault.infantry-in-towns"]
  fixture = "assault-rifles-go-in"
  board {
    hex "C5" { terrain = "city" }
  }
  unit "tanks" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C5"
  }
  # grenadiers 4 dice at 4+: 4 1 1 1. rifles (no AFV among the attackers): 1 1 1; tanks 1.
  # The one hit on two defenders: 1d6 1, the first by id (rifles).
  dice = [4, 1, 1, 1, 1, 1, 1, 1, 1]
  expect {
    assault {
      attack_dice  = 4
      attack_hits  = 1
      counter_dice = 4
    }
  }
}

# 5.4: "An Italian M13/40 platoon of the 7th Armored Regiment, stacked with a full-strength HQ,
# rolls three dice for its assault (1d6 for its own Assault Factor + 2d6 for the 7th Armored
# HQ's leadership)." The book gives no dice faces; these are the case's.
case "5.4 example: an M13/40 with its full-strength 7th Armored HQ throws three dice" {
  rules   = ["assault.hq", "assault.attack"]
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "m13" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "C4"
  }
  unit "hq" {
    type      = "hq-m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "C4"
  }
  unit "rifles" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C5"
  }
  active_formation = "7th-armored"
  action "assault" {
    units    = ["m13"]
    path     = ["C5"]
    hq_bonus = "m13"
  }
  # the M13/40: 3 dice at 5+: 6 5 5, three hits. The British rifles: 3 dice at 4+ (infantry vs
  # AFV): 1 1 1.
  dice = [6, 5, 5, 1, 1, 1]
  expect {
    assault {
      attack_dice = 3
      attack_hits = 3
      result      = "taken"
    }
    unit "m13" { at = "C5" }
    unit "hq" {
      at       = "C5"
      statuses = ["ops-complete"]
    }
    unit "rifles" { alive = false }
    log_contains = ["m13 assault dice 3 = Assault Factor 1 [assault.attack] + HQ leadership 2 [assault.hq]"]
  }
}

case "a reduced HQ adds its reduced leadership" {
  rules   = ["assault.hq"]
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "m13" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "C4"
  }
  unit "hq" {
    type      = "hq-m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "C4"
    reduced   = true
  }
  unit "rifles" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C5"
  }
  active_formation = "7th-armored"
  action "assault" {
    units    = ["m13"]
    path     = ["C5"]
    hq_bonus = "m13"
  }
  dice = [1, 1, 1, 1, 1]
  expect {
    assault { attack_dice = 2 }
  }
}

case "the defenders' HQ adds its leadership to their counterattack" {
  rules   = ["assault.hq", "assault.counterattack"]
  fixture = "assault-rifles-go-in"
  unit "hq" {
    type      = "hq-soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C5"
  }
  # grenadiers 1 1 1. rifles: 3 + the Soviet rifles' leadership.
  dice = [1, 1, 1, 1, 1, 1, 1]
  expect {
    assault { counter_dice = 4 }
  }
}

case "hq_bonus needs an HQ stacked with the attackers" {
  rules   = ["assault.hq"]
  fixture = "assault-rifles"
  action "assault" {
    units    = ["grenadiers"]
    path     = ["C5"]
    hq_bonus = "grenadiers"
  }
  expect {
    rejected = { code = "not_stacked", rule = "assault.hq" }
  }
}

case "hq_bonus names one of the attackers" {
  rules   = ["assault.hq"]
  fixture = "assault-rifles"
  unit "other" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "A1"
  }
  action "assault" {
    units    = ["grenadiers"]
    path     = ["C5"]
    hq_bonus = "other"
  }
  expect {
    rejected = { code = "bad_param", rule = "assault.hq" }
  }
}

case "an HQ does not assault" {
  rules   = ["assault.hq", "hq.no-attack"]
  fixture = "assault-rifles"
  unit "hq" {
    type      = "hq-german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  action "assault" {
    units = ["hq"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "hq_no_attack", rule = "assault.hq" }
  }
}

case "an HQ alone is never assaulted" {
  rules   = ["hq.no-target"]
  fixture = "assault-rifles"
  unit "rifles" { type = "hq-soviet-rifle" }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "hq_target", rule = "hq.no-target" }
  }
}

case "the HQ stacked with the attackers goes in and comes back with them" {
  rules   = ["assault.hq", "assault.outcome"]
  fixture = "assault-rifles-go-in"
  unit "hq" {
    type      = "hq-german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  dice = [1, 1, 1, 1, 1, 1]
  expect {
    assault { result = "repulsed" }
    unit "hq" {
      at       = "C4"
      statuses = ["ops-complete"]
    }
  }
}

# 5.1.7: "A platoon of American engineers is fighting in an assault and has an Assault rating
# of 3 and a To-Hit number of 4 ... rolls a 1, scoring no hit. Because the ... Assault factor
# carries the '+' symbol, the American player may reroll any missed dice." Reading (IDS.md
# dice order 2): the first missed die of the throw is rerolled at once, one extra die.
case "5.1.7 example: engineers' \"+\" rerolls a missed assault die" {
  rules   = ["assault.attack", "units.augmented"]
  fixture = "assault-rifles"
  unit "engineers" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
    at        = "C4"
  }
  unit "grenadiers" { at = "A1" }
  unit "rifles" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
  }
  active_formation = "ccb"
  action "assault" {
    units = ["engineers"]
    path  = ["C5"]
  }
  # engineers 3 dice at 4+: 4 5 1; the 1 rerolled: 6, a third hit. The Germans: 1 1 1.
  dice = [4, 5, 1, 6, 1, 1, 1]
  expect {
    assault {
      attack_dice = 3
      attack_hits = 3
      result      = "taken"
    }
    log_contains = ["engineers rerolls a missed assault die: 6"]
  }
}

case "an Improved Position cancels the first hit of an assault on its defenders" {
  rules   = ["defences.improved-position", "assault.outcome"]
  fixture = "assault-rifles-go-in"
  board {
    marker "C5" "improved-position" {}
  }
  # grenadiers 6 6 6: three hits, the first cancelled; the Soviets are Disrupted and reduced.
  # Soviets 1 1 1. Three hits scored against none: the Soviets retreat.
  dice = [6, 6, 6, 1, 1, 1]
  expect {
    assault {
      attack_hits = 3
      negated     = 1
      result      = "retreat"
    }
    unit "rifles" {
      alive    = true
      reduced  = true
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

# ---- what an assault shares with the other rules ----------------------------------------------------

case "an Out of Command platoon does not assault: it may only fire on opportunity" {
  rules   = ["command.out-of-command", "assault.attack"]
  fixture = "assault-rifles"
  unit "grenadiers" { statuses = ["out-of-command"] }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}

# The HQ's leadership boosts one platoon once per formation activation (2.5.6.2), in fire or
# in an assault: the 7th Armored's HQ stacked with two M13/40s, the British rifles next door.
fixture "assault-hq-once" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "m13" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "C4"
  }
  unit "m13b" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "C4"
  }
  unit "hq" {
    type      = "hq-m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "C4"
  }
  unit "rifles" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C5"
  }
  active_formation = "7th-armored"
}

case "an assault that takes the HQ's leadership spends it for the activation: no fire takes it after" {
  rules   = ["hq.leadership", "assault.hq"]
  fixture = "assault-hq-once"
  # the M13/40 with the leadership: 3 dice at 5+, all missing; the rifles: 3 dice at 4+, missing
  dice = [1, 1, 1, 1, 1, 1]
  action "assault" {
    units    = ["m13"]
    path     = ["C5"]
    hq_bonus = "m13"
  }
  action "fire" {
    unit     = "m13b"
    target   = "rifles"
    weapon   = "he"
    hq_bonus = true
  }
  expect {
    rejected = { code = "hq_bonus_used", rule = "hq.leadership" }
  }
}

case "a fire that takes the HQ's leadership spends it for the activation: no assault takes it after" {
  rules   = ["hq.leadership", "assault.hq"]
  fixture = "assault-hq-once"
  dice    = [1, 1, 1]
  action "fire" {
    unit     = "m13b"
    target   = "rifles"
    weapon   = "he"
    hq_bonus = true
  }
  action "assault" {
    units    = ["m13"]
    path     = ["C5"]
    hq_bonus = "m13"
  }
  expect {
    rejected = { code = "hq_bonus_used", rule = "hq.leadership" }
  }
}

case "without the leadership the same assault goes ahead after the fire" {
  rules   = ["hq.leadership", "assault.attack"]
  fixture = "assault-hq-once"
  dice    = [1, 1, 1, 1, 1, 1, 1]
  action "fire" {
    unit     = "m13b"
    target   = "rifles"
    weapon   = "he"
    hq_bonus = true
  }
  action "assault" {
    units = ["m13"]
    path  = ["C5"]
  }
  expect {
    assault { attack_dice = 1 }
  }
}
