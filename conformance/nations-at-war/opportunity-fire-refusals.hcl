# What opportunity_fire refuses (5.3), each beside the window it is asked in. The fixtures are
# opportunity-fire.hcl's: Pz IVGs walk C3, C4, C5 past Crusaders in E6; a second British unit
# makes the window open when the first cannot fire.

fixture "opportunity-fire-two-british" {
  fixture = "opportunity-fire-field"
  unit "grants" {
    type      = "m3-grant"
    side      = "british"
    formation = "22nd-armoured"
    at        = "F6"
  }
  action "move" {
    unit = "pz"
    path = ["C3", "C4", "C5"]
  }
}

case "opportunity_fire outside a window is refused" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "opportunity-fire-field"
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    rejected = {}
  }
}

case "opportunity_fire at a unit that is not moving is refused" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "opportunity-fire-two-british"
  unit "pz2" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "G2"
  }
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz2"
  }
  expect {
    rejected = { code = "not_moving", rule = "opportunity-fire.trigger" }
  }
}

case "opportunity_fire at a hex off the rest of the path is refused" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "opportunity-fire-two-british"
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
    at     = "D4"
  }
  expect {
    rejected = { code = "not_on_path", rule = "opportunity-fire.trigger" }
  }
}

case "an Ops Complete unit may not fire on opportunity" {
  rules   = ["opportunity-fire.ops-complete", "fire.ops-complete"]
  fixture = "opportunity-fire-two-british"
  unit "crusaders" { statuses = ["ops-complete"] }
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    rejected = { code = "ops_complete", rule = "fire.ops-complete" }
  }
}

case "a Disrupted unit may not fire on opportunity" {
  rules   = ["results.disrupted-effects"]
  fixture = "opportunity-fire-two-british"
  unit "crusaders" { statuses = ["disrupted"] }
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    rejected = { code = "disrupted", rule = "results.disrupted-effects" }
  }
}

case "opportunity_fire with HE at a hard mover is refused" {
  rules   = ["fire.firepower-choice"]
  fixture = "opportunity-fire-two-british"
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
    weapon = "he"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "fire.firepower-choice" }
  }
}

# The Crusaders' line from E6 to C3 runs through the Forests of D4 and D5; the Grants in C6 see
# C3 down the open column, so the window opens for them, and the Crusaders' shot is refused.
case "opportunity_fire along a blocked line is refused" {
  rules   = ["los.required", "opportunity-fire.trigger"]
  fixture = "opportunity-fire-two-british"
  board {
    hex "D5" { terrain = "forest" }
    hex "D4" { terrain = "forest" }
  }
  unit "grants" { at = "C6" }
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    rejected = { code = "no_los", rule = "los.ground" }
  }
}

# The Crusaders far off in C15, 12 hexes from C3, beyond twice their range of 5; the Grants open
# the window.
case "opportunity_fire beyond range is refused" {
  rules   = ["fire.extended-range", "opportunity-fire.trigger"]
  fixture = "opportunity-fire-two-british"
  board {
    rows = 16
  }
  unit "crusaders" { at = "C15" }
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    rejected = { code = "out_of_range", rule = "fire.extended-range" }
  }
}

case "a unit of the mover's own side does not fire at it" {
  rules   = ["fire.ranged-combat"]
  fixture = "opportunity-fire-two-british"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "A3"
  }
  action "opportunity_fire" {
    unit   = "grenadiers"
    target = "pz"
    weapon = "ap"
  }
  expect {
    rejected = { code = "friendly_target", rule = "fire.ranged-combat" }
  }
}

# The Americans come first in the game's order of sides: the first window at C3 is theirs, and
# the British Crusaders, able to fire too, wait for their own.
case "a unit of another side does not answer a side's window" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "opportunity-fire-two-british"
  unit "sherman" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "E5"
  }
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    rejected = { code = "not_yours", rule = "opportunity-fire.trigger" }
  }
}

# When the Americans pass, the British get their window at the same hex.
case "when one side passes, an allied side able to fire gets its window" {
  rules   = ["opportunity-fire.trigger"]
  fixture = "opportunity-fire-two-british"
  unit "sherman" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "E5"
  }
  action "pass" {}
  dice = [1, 1, 1]
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    attack { attacker = "crusaders" }
    unit "pz" { at = "C5" }
  }
}
