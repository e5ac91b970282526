# Fire of Opportunity (5.3): the window `opportunity` a moving enemy opens at each hex it enters.

# A field: Pz IVGs of the Panzer-Abteilung (active) drive down column C from C2; Crusaders wait in
# E6 (not of the active formation), in sight over open ground: C3 is 4 hexes from E6, C4 3, C5 2.
fixture "opportunity-fire-field" {
  ruleset = "nations-at-war"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "crusaders" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "E6"
  }
  active_formation = "panzer-abteilung"
}

fixture "opportunity-fire-pz-moves" {
  fixture = "opportunity-fire-field"
  action "move" {
    unit = "pz"
    path = ["C3", "C4", "C5"]
  }
}

case "a unit entering a hex in sight and range opens the window of the other side" {
  rules   = ["opportunity-fire.trigger", "fire.forms"]
  fixture = "opportunity-fire-pz-moves"
  expect {
    interrupt = "opportunity"
    unit "pz" { at = "C3" }
  }
}

# Crusaders fire AP at the Pz IVGs as they stand in C3 (4 hexes: normal range 5, not reduced):
# 3 dice at 5+. 6, 2, 2 -> 1 hit; Pz IVG 2 dice (Armor Factor 2, Clear 0) at 6: 3, 4 -> no save.
# The Pz IVGs are Disrupted and stop in C3; the Crusaders are Ops Complete.
case "a mover disrupted by Opportunity Fire stops; the firer is Ops Complete" {
  rules   = ["opportunity-fire.stop", "opportunity-fire.ops-complete", "results.disruption", "movement.ops-complete"]
  fixture = "opportunity-fire-pz-moves"
  dice    = [6, 2, 2, 3, 4]
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    attack {
      weapon   = "ap"
      distance = 4
      to_hit   = 5
      hits     = 1
      net_hits = 1
    }
    unit "pz" {
      at       = "C3"
      statuses = ["disrupted", "ops-complete"]
    }
    unit "crusaders" { statuses = ["ops-complete"] }
    log_contains = ["pz is hit by Opportunity Fire and must stop", "crusaders fired on opportunity"]
    interrupt = ""
  }
}

# A miss lets the mover go on: the window closes after one Opportunity Fire, and the next hex
# opens a new one, but the Crusaders are Ops Complete and nobody else can fire: the walk ends in C5.
case "after one Opportunity Fire the window closes and the move goes on" {
  rules   = ["opportunity-fire.once-per-hex", "opportunity-fire.single-unit", "opportunity-fire.ops-complete"]
  fixture = "opportunity-fire-pz-moves"
  dice    = [1, 2, 3]
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    attack { hits = 0 }
    unit "pz" {
      at       = "C5"
      statuses = []
    }
    unit "crusaders" { statuses = ["ops-complete"] }
    interrupt = ""
  }
}

# Two British units: the first fires in C3 and misses; the window does not offer the second one
# in C3 (once per hex), yet C4 opens a new window where the second fires.
case "a mover may be fired at again in the next hex it enters" {
  rules   = ["opportunity-fire.once-per-hex", "opportunity-fire.single-unit"]
  fixture = "opportunity-fire-pz-moves"
  unit "crusaders2" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "F6"
  }
  # C3: crusaders 1, 1, 1 (miss). C4 (crusaders2 at F6: 3 hexes): 1, 1, 1 (miss).
  dice = [1, 1, 1, 1, 1, 1]
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  action "opportunity_fire" {
    unit   = "crusaders2"
    target = "pz"
  }
  expect {
    attack {
      attacker = "crusaders2"
      distance = 3
    }
    unit "pz" { at = "C5" }
    unit "crusaders2" { statuses = ["ops-complete"] }
  }
}

case "a second Opportunity Fire in the same hex is refused: the window has closed" {
  rules   = ["opportunity-fire.once-per-hex", "opportunity-fire.single-unit"]
  fixture = "opportunity-fire-field"
  unit "crusaders2" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "E5"
  }
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  dice = [1, 1, 1]
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  action "opportunity_fire" {
    unit   = "crusaders2"
    target = "pz"
  }
  expect {
    rejected = {}
    unit "crusaders2" { statuses = [] }
  }
}

# The firer may let the mover walk on and fire at a later hex of its path (at): C5 is 2 hexes
# from E6, half the Crusader's range 5 rounded down: reduced range, To-Hit 4.
case "a firer may wait for a later hex of the path" {
  rules   = ["opportunity-fire.trigger", "fire.reduced-range"]
  fixture = "opportunity-fire-pz-moves"
  dice    = [4, 1, 1, 6, 6]
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
    at     = "C5"
  }
  expect {
    attack {
      distance = 2
      to_hit   = 4
      hits     = 1
      saved    = 2
      net_hits = 0
    }
    unit "pz" {
      at       = "C5"
      statuses = []
    }
  }
}

# A stack moving together opens one window a hex; the firer picks one unit of it.
case "against a moving stack the firer attacks one unit of it" {
  rules   = ["opportunity-fire.stacks", "fire.target-choice", "results.disruption"]
  fixture = "opportunity-fire-field"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  action "move" {
    units = ["pz", "grenadiers"]
    path  = ["C3"]
  }
  # Crusader HE at the grenadiers, 4 hexes (range 4): 2 dice at 6: 6, 1 -> 1 hit; Clear: no save.
  dice = [6, 1]
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "grenadiers"
  }
  expect {
    attack {
      weapon = "he"
      hits   = 1
    }
    unit "grenadiers" { statuses = ["disrupted", "ops-complete"] }
    log_contains = ["grenadiers is hit by Opportunity Fire and must stop"]
    unit "pz" { statuses = [] }
  }
}

# An enemy entering a hex held by the firer's own units draws no Opportunity Fire from that side:
# the Pz IVGs overrun the British rifles in C4 (path C3, C4, exit C5) while the Crusaders watch
# from E6: the approach into C3 opens a window, C4 opens none. (The overrun's dice, six misses,
# are the overrun area's.)
case "no Opportunity Fire at a unit entering a hex the firer's side holds" {
  rules   = ["opportunity-fire.friendly-hex"]
  fixture = "opportunity-fire-field"
  unit "tommies" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C4"
    statuses  = ["disrupted"]
  }
  dice = [1, 1, 1, 1, 1, 1]
  action "overrun" {
    units = ["pz"]
    path  = ["C3", "C4", "C5"]
  }
  # the approach into C3 opens a window; the British pass it, and C4 opens none
  action "pass" {}
  expect {
    interrupt = ""
  }
}

case "a unit that is Ops Complete opens no window" {
  rules   = ["opportunity-fire.trigger", "fire.ops-complete"]
  fixture = "opportunity-fire-pz-moves"
  unit "crusaders" { statuses = ["ops-complete"] }
  expect {
    interrupt = ""
    unit "pz" { at = "C5" }
  }
}

case "a Disrupted unit opens no window" {
  rules   = ["opportunity-fire.trigger", "results.disrupted-effects"]
  fixture = "opportunity-fire-pz-moves"
  unit "crusaders" { statuses = ["disrupted"] }
  expect {
    interrupt = ""
    unit "pz" { at = "C5" }
  }
}

case "a mover out of sight behind a Forest opens no window" {
  rules   = ["opportunity-fire.trigger", "los.ground"]
  fixture = "opportunity-fire-pz-moves"
  board {
    hex "D4" { terrain = "forest" }
    hex "D5" { terrain = "forest" }
    hex "D6" { terrain = "forest" }
    hex "D3" { terrain = "forest" }
  }
  expect {
    interrupt = ""
    unit "pz" { at = "C5" }
  }
}

# A Disrupted mover falls back from the Crusaders (C5 to C4, C3: away from E6, allowed) and is
# reduced by Opportunity Fire in C4 (3 hexes): it stops there. 3 dice at 5: 5, 1, 1 -> 1 hit;
# Pz IVG 2 dice at 6: 1, 1 -> a step lost.
case "a mover reduced by Opportunity Fire stops" {
  rules   = ["opportunity-fire.stop", "results.step-loss", "results.disrupted-movement"]
  fixture = "opportunity-fire-field"
  unit "pz" {
    at       = "C5"
    statuses = ["disrupted"]
  }
  action "move" {
    unit = "pz"
    path = ["C4", "C3"]
  }
  dice = [5, 1, 1, 1, 1]
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    attack {
      distance = 3
      net_hits = 1
    }
    unit "pz" {
      at       = "C4"
      reduced  = true
      statuses = ["disrupted", "ops-complete"]
    }
  }
}
