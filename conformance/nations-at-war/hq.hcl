# Headquarters (2.5.6): command range, no attack, no target, leadership once a formation
# activation, the casualty roll of an HQ whose stack is hit (IDS.md dice order 1: attack dice,
# defence dice, then the HQ die), the HQ that dies with its last platoon, where an HQ moves.

# 2.5.6.2's example: a Panzer Abteilung HQ (leadership 2) stacked with Pz IVs adds its
# leadership to one Pz IV's AP fire at a T-34 platoon in range.
fixture "hq-panzers" {
  ruleset = "nations-at-war"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  formation "panzer-abteilung" { side = "german" }
  formation "soviet-tanks" { side = "soviet" }
  unit "pzhq" {
    type      = "hq-pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C6"
  }
  unit "pz1" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C6"
  }
  unit "pz2" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C6"
  }
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  phase            = "operations"
  active_formation = "panzer-abteilung"
}

case "2.5.6.2 example: the HQ's leadership 2 adds two dice to one Pz IV's AP fire" {
  rules   = ["hq.leadership", "hq.definition"]
  fixture = "hq-panzers"
  # 3 + 2 = 5 dice at To-Hit 5, 4 hexes (normal range 6): all miss
  dice = [1, 2, 3, 4, 1]
  action "fire" {
    unit     = "pz1"
    target   = "t34"
    weapon   = "ap"
    hq_bonus = true
  }
  expect {
    attack {
      firepower = 5
      to_hit    = 5
      hits      = 0
    }
    log_contains = ["pzhq added its leadership 2 to pz1's attack"]
  }
}

case "without the bonus the Pz IV throws its own three dice" {
  rules   = ["hq.leadership"]
  fixture = "hq-panzers"
  dice    = [1, 2, 3]
  action "fire" {
    unit   = "pz1"
    target = "t34"
    weapon = "ap"
  }
  expect {
    attack { firepower = 3 }
  }
}

case "the leadership bonus is used once a formation activation" {
  rules   = ["hq.leadership"]
  fixture = "hq-panzers"
  dice    = [1, 2, 3, 4, 1]
  action "fire" {
    unit     = "pz1"
    target   = "t34"
    weapon   = "ap"
    hq_bonus = true
  }
  action "fire" {
    unit     = "pz2"
    target   = "t34"
    weapon   = "ap"
    hq_bonus = true
  }
  expect {
    rejected = { code = "hq_bonus_used", rule = "hq.leadership" }
  }
}

case "the bonus comes back with the formation's next activation" {
  rules   = ["hq.leadership", "pulse.sequence"]
  fixture = "hq-panzers"
  active_formation = ""
  cup     = ["panzer-abteilung", "panzer-abteilung", "end-of-turn"]
  draws   = ["panzer-abteilung", "panzer-abteilung"]
  dice    = [1, 2, 3, 4, 1, 1, 2, 3, 4, 1]
  action "draw" {}
  action "fire" {
    unit     = "pz1"
    target   = "t34"
    weapon   = "ap"
    hq_bonus = true
  }
  action "end_activation" {}
  action "draw" {}
  action "fire" {
    unit     = "pz2"
    target   = "t34"
    weapon   = "ap"
    hq_bonus = true
  }
  expect {
    attack { firepower = 5 }
  }
}

case "the bonus needs an HQ of the firer's formation in its hex" {
  rules   = ["hq.leadership"]
  fixture = "hq-panzers"
  unit "pz2" { at = "D6" }
  action "fire" {
    unit     = "pz2"
    target   = "t34"
    weapon   = "ap"
    hq_bonus = true
  }
  expect {
    rejected = { code = "not_stacked", rule = "hq.leadership" }
  }
}

case "an HQ never attacks" {
  rules   = ["hq.no-attack"]
  fixture = "hq-panzers"
  action "fire" {
    unit   = "pzhq"
    target = "t34"
    weapon = "ap"
  }
  expect {
    rejected = { code = "hq_no_attack", rule = "hq.no-attack" }
  }
}

case "a sub-HQ never attacks either" {
  rules   = ["hq.no-attack", "hq.sub-hq"]
  fixture = "hq-panzers"
  unit "shq" {
    type      = "shq-pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "E6"
  }
  action "fire" {
    unit   = "shq"
    target = "t34"
    weapon = "ap"
  }
  expect {
    rejected = { code = "hq_no_attack", rule = "hq.no-attack" }
  }
}

case "an HQ is never the target of an attack" {
  rules   = ["hq.no-target"]
  fixture = "hq-panzers"
  active_formation = "soviet-tanks"
  action "fire" {
    unit   = "t34"
    target = "pzhq"
    weapon = "ap"
  }
  expect {
    rejected = { code = "hq_target", rule = "hq.no-target" }
  }
}

# A British platoon stacked with its HQ is fired on by German infantry two hexes away: HE 2 dice
# at To-Hit 5, no defence dice in the clear; the HQ die follows.
fixture "hq-under-fire" {
  fixture = "turn-desert"
  formation "panzergrenadier" { side = "german" }
  unit "gren" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C5"
  }
  unit "br1" { statuses = ["disrupted"] }
  active_formation = "panzergrenadier"
}

case "a platoon reduced under its HQ: the HQ's die of 1 flips it to its reduced side" {
  rules   = ["hq.casualty"]
  fixture = "hq-under-fire"
  dice    = [5, 1, 1]
  action "fire" {
    unit   = "gren"
    target = "br1"
    weapon = "he"
  }
  expect {
    attack { net_hits = 1 }
    unit "br1" { reduced = true }
    unit "brhq" {
      alive   = true
      reduced = true
    }
    hq_casualty {
      hq  = "brhq"
      die = 1
      hit = true
    }
  }
}

case "the HQ's die of 2 to 6 leaves it unharmed" {
  rules   = ["hq.casualty"]
  fixture = "hq-under-fire"
  dice    = [5, 1, 2]
  action "fire" {
    unit   = "gren"
    target = "br1"
    weapon = "he"
  }
  expect {
    unit "br1" { reduced = true }
    unit "brhq" { reduced = false }
    hq_casualty { hit = false }
  }
}

case "an HQ already reduced is removed on a 1" {
  rules   = ["hq.casualty"]
  fixture = "hq-under-fire"
  unit "brhq" { reduced = true }
  dice = [5, 1, 1]
  action "fire" {
    unit   = "gren"
    target = "br1"
    weapon = "he"
  }
  expect {
    unit "brhq" { alive = false }
  }
}

case "a hit that only disrupts throws no HQ die" {
  rules   = ["hq.casualty"]
  fixture = "hq-under-fire"
  unit "br1" { statuses = [] }
  dice = [5, 1]
  action "fire" {
    unit   = "gren"
    target = "br1"
    weapon = "he"
  }
  expect {
    unit "br1" { statuses = ["disrupted"] }
    unit "brhq" { reduced = false }
  }
}

case "the HQ dies with the last platoon stacked with it, no die thrown" {
  rules   = ["hq.destroyed"]
  fixture = "hq-under-fire"
  unit "br1" { reduced = true }
  dice = [5, 1]
  action "fire" {
    unit   = "gren"
    target = "br1"
    weapon = "he"
  }
  expect {
    unit "br1" { alive = false }
    unit "brhq" { alive = false }
    log_contains = ["every unit stacked with brhq is destroyed: the HQ is destroyed with them"]
  }
}

case "two platoons of its formation with the HQ, one destroyed: the die has 2 taken off" {
  rules   = ["hq.casualty-stacked", "hq.casualty"]
  fixture = "hq-under-fire"
  unit "br1" { reduced = true }
  unit "br2" { at = "C3" }
  dice = [5, 1, 3]
  action "fire" {
    unit   = "gren"
    target = "br1"
    weapon = "he"
  }
  expect {
    unit "br1" { alive = false }
    hq_casualty {
      die  = 3
      roll = 1
      hit  = true
    }
    unit "brhq" { reduced = true }
  }
}

case "two platoons with the HQ, one only reduced: no modifier" {
  rules   = ["hq.casualty-stacked", "hq.casualty"]
  fixture = "hq-under-fire"
  unit "br2" { at = "C3" }
  dice = [5, 1, 2]
  action "fire" {
    unit   = "gren"
    target = "br1"
    weapon = "he"
  }
  expect {
    hq_casualty {
      die  = 2
      roll = 2
      hit  = false
    }
    unit "brhq" { reduced = false }
  }
}

case "a sub-HQ has one step: a 1 removes it" {
  rules   = ["hq.sub-hq", "hq.casualty"]
  fixture = "hq-under-fire"
  unit "brhq" { at = "H1" }
  unit "shq" {
    type      = "shq-british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C3"
  }
  dice = [5, 1, 1]
  action "fire" {
    unit   = "gren"
    target = "br1"
    weapon = "he"
  }
  expect {
    unit "shq" { alive = false }
  }
}

case "a vehicle HQ destroyed with its last platoon: one wreck in the hex" {
  rules   = ["hq.destroyed"]
  fixture = "hq-panzers"
  active_formation = "soviet-tanks"
  unit "pz2" { at = "E6" }
  unit "pz1" {
    statuses = ["disrupted"]
    reduced  = true
  }
  # T-34 AP 3 dice at 5+, 4 hexes: 5 1 1 one hit; the Pz IV's 2 defence dice (armor 2): 1 1
  dice = [5, 1, 1, 1, 1]
  action "fire" {
    unit   = "t34"
    target = "pz1"
    weapon = "ap"
  }
  expect {
    unit "pz1" { alive = false }
    unit "pzhq" { alive = false }
    marker "C6" "wreck" { present = true }
  }
}

case "an HQ does not move alone" {
  rules            = ["hq.movement"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  action "move" {
    unit = "brhq"
    path = ["C4"]
  }
  expect {
    rejected = { code = "hq_alone", rule = "hq.movement" }
  }
}

case "a platoon does not leave its HQ behind alone" {
  rules            = ["hq.movement"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  action "move" {
    unit = "br1"
    path = ["C4"]
  }
  expect {
    rejected = { code = "hq_alone", rule = "hq.movement" }
  }
}

case "an HQ moves together with a platoon of its formation" {
  rules            = ["hq.movement"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  action "move" {
    units = ["brhq", "br1"]
    path  = ["C4"]
  }
  expect {
    unit "brhq" { at = "C4" }
    unit "br1" { at = "C4" }
  }
}

case "one HQ or sub-HQ a hex" {
  rules            = ["hq.stacking"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "shq" {
    type      = "shq-british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C4"
  }
  action "move" {
    units = ["brhq", "br1"]
    path  = ["C4"]
  }
  expect {
    rejected = { code = "hq_stacking", rule = "hq.stacking" }
  }
}

case "HQs do not count against the stacking limit" {
  rules            = ["hq.stacking"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br2" { at = "C4" }
  action "move" {
    units = ["brhq", "br1"]
    path  = ["C4"]
  }
  expect {
    hex "C4" { units = 3 }
  }
}

# 2.5.6.3's example: a CCB HQ element is lost, and at a later Marker Removal comes back reduced
# side up in a hex holding an M3 Lee platoon of CCB. Here the HQ rides with the M3 Lee platoon
# lee1, which a Pz IVG destroys (the HQ dies with it, 2.5.6.2); another M3 Lee platoon is left.
fixture "hq-ccb" {
  ruleset = "nations-at-war"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  formation "ccb" { side = "american" }
  formation "panzer-abteilung" { side = "german" }
  unit "ccbhq" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C5"
  }
  unit "lee1" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C5"
    statuses  = ["disrupted"]
    reduced   = true
  }
  unit "lee2" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "H8"
  }
  unit "ai" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "E5"
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C1"
  }
  unit "pzhq" {
    type      = "hq-pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C1"
  }
  phase = "operations"
  cup   = ["panzer-abteilung", "end-of-turn"]
  draws = ["panzer-abteilung"]
}

fixture "hq-ccb-loses-its-hq" {
  fixture = "hq-ccb"
  # the Pz IVG's AP, 4 hexes: 6 1 1, one hit; lee1's 2 defence dice: 1 1; the HQ dies with it
  dice = [6, 1, 1, 1, 1]
  action "draw" {}
  action "fire" {
    unit   = "pz"
    target = "lee1"
    weapon = "ap"
  }
}

case "2.5.6.3 example: the CCB HQ comes back, reduced, with the M3 Lee platoon left" {
  rules   = ["hq.replacement", "hq.destroyed", "turn.marker-removal"]
  fixture = "hq-ccb-loses-its-hq"
  action "end_activation" {}
  expect {
    turn = 2
    unit "ccbhq" {
      alive   = true
      at      = "H8"
      reduced = true
    }
    log_contains = ["ccbhq is replaced, reduced side up, in H8 with lee2"]
  }
}

case "an HQ with several hexes to come back in: its owner names one" {
  rules   = ["hq.replacement"]
  fixture = "hq-ccb-loses-its-hq"
  unit "lee3" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "J2"
  }
  action "end_activation" {}
  expect {
    turn      = 1
    phase     = "marker-removal"
    step      = "replace-hq"
    interrupt = "replace-hq"
  }
}

case "the owner's hex: the HQ comes back there, and the next turn begins" {
  rules   = ["hq.replacement"]
  fixture = "hq-ccb-loses-its-hq"
  unit "lee3" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "J2"
  }
  action "end_activation" {}
  action "replace_hq" { hex = "J2" }
  expect {
    turn  = 2
    phase = "operations"
    unit "ccbhq" {
      at      = "J2"
      reduced = true
    }
  }
}

case "a hex without a platoon of the HQ's type is refused" {
  rules   = ["hq.replacement"]
  fixture = "hq-ccb-loses-its-hq"
  unit "lee3" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "J2"
  }
  action "end_activation" {}
  action "replace_hq" { hex = "E5" }
  expect {
    rejected = { code = "not_stacked", rule = "hq.replacement" }
  }
}

case "replace_hq needs a destroyed HQ waiting for its hex" {
  rules            = ["hq.replacement"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  action "replace_hq" { hex = "C3" }
  expect {
    rejected = { code = "no_interrupt", rule = "hq.replacement" }
  }
}

case "2.5.6.3 example: with no M3 Lee platoon of CCB left the HQ cannot come back" {
  rules   = ["hq.replacement", "command.check"]
  fixture = "hq-ccb-loses-its-hq"
  unit "lee2" { at = "" }
  action "end_activation" {}
  expect {
    turn = 2
    unit "ccbhq" { alive = false }
    log_contains = ["no m3-lee platoon of ccb is left on the map: ccbhq cannot be replaced"]
  }
}

case "the formation of a lost HQ takes the command check with every hex" {
  rules   = ["hq.replacement", "command.check"]
  fixture = "hq-ccb-loses-its-hq"
  unit "lee2" { at = "" }
  cup   = ["panzer-abteilung", "ccb", "end-of-turn"]
  draws = ["panzer-abteilung", "ccb"]
  # after the fire: E5 (ai) checks, 4+4 against CCB's morale 8
  dice = [6, 1, 1, 1, 1, 4, 4]
  action "end_activation" {}
  action "draw" {}
  expect {
    active_formation = "ccb"
    command_check {
      hex    = "E5"
      passed = true
    }
  }
}

# 2.5.6.4: an armored infantry HQ comes back with a platoon of its type, mounted or not.
case "an armored infantry HQ comes back with a mounted platoon of its type" {
  rules   = ["hq.armored-infantry", "hq.replacement"]
  fixture = "hq-ccb"
  unit "ccbhq" { type = "hq-us-armored-infantry" }
  unit "lee1" { type = "us-armored-infantry" }
  unit "ai" { face = "mounted" }
  # the Pz IVG's HE at the (reduced, Disrupted) armored infantry on foot, 4 hexes: 6 1, a hit;
  # no defence dice in the clear
  dice = [6, 1]
  action "draw" {}
  action "fire" {
    unit   = "pz"
    target = "lee1"
    weapon = "he"
  }
  action "end_activation" {}
  expect {
    unit "ccbhq" {
      alive = true
      at    = "E5"
      face  = "reduced-mounted"
    }
    log_contains = ["ccbhq comes back with the armored infantry platoon ai, mounted"]
  }
}
