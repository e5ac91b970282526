# Cases of To the Next Line (14.3) [generator.next-line, generator.reserves]: the generated battle
# to-the-next-line (generator/battles.hcl) on the wadi map, the British setting up along the east
# edge (columns O-P), the Italians along the west (A-B). A side's own objective is an objective
# marker of its level, its place in the scenario's sides (british 1, italian 2).

# Both sides have bought half their points and placed their objectives; the British also hold a
# Crusader (crusader-6) in reserve.
fixture "next-line-bought" {
  ruleset  = "nations-at-war"
  scenario = "to-the-next-line"
  begin    = true
  action "buy" {
    type      = "m3-grant"
    formation = "22nd-armoured"
    hex       = "P5"
    by        = "british"
  }
  action "buy" {
    type      = "m3-grant"
    formation = "22nd-armoured"
    hex       = "P5"
    by        = "british"
  }
  action "buy" {
    type      = "crusader"
    formation = "22nd-armoured"
    hex       = "P7"
    by        = "british"
  }
  action "buy" {
    type      = "crusader"
    formation = "22nd-armoured"
    hex       = "P7"
    by        = "british"
  }
  action "buy" {
    type      = "hq-crusader"
    formation = "22nd-armoured"
    hex       = "P7"
    by        = "british"
  }
  action "buy" {
    type      = "crusader"
    formation = "22nd-armoured"
    reserve   = true
    by        = "british"
  }
  action "buy" {
    type      = "m13-40"
    formation = "7th-armored"
    hex       = "A5"
    by        = "italian"
  }
  action "buy" {
    type      = "m13-40"
    formation = "7th-armored"
    hex       = "A5"
    by        = "italian"
  }
  action "buy" {
    type      = "m13-40"
    formation = "7th-armored"
    hex       = "A6"
    by        = "italian"
  }
  action "buy" {
    type      = "m13-40"
    formation = "7th-armored"
    hex       = "A6"
    by        = "italian"
  }
  action "buy" {
    type      = "m13-40"
    formation = "7th-armored"
    hex       = "A7"
    by        = "italian"
  }
  action "buy" {
    type      = "m13-40"
    formation = "7th-armored"
    hex       = "A7"
    by        = "italian"
  }
  action "buy" {
    type      = "m13-40"
    formation = "7th-armored"
    hex       = "A8"
    by        = "italian"
  }
  action "buy" {
    type      = "hq-m13-40"
    formation = "7th-armored"
    hex       = "A7"
    by        = "italian"
  }
}

fixture "next-line-placed" {
  fixture = "next-line-bought"
  action "set_objective" {
    hex = "A10"
    by  = "british"
  }
  action "set_objective" {
    hex = "P10"
    by  = "italian"
  }
}

# The Italians end first, keeping their armour back; then the British keep theirs. Dice: Chaos
# 1 and 2 (the Italians decide: a Chaos marker on turn 1), then the British reserves' roll.
fixture "next-line-kept" {
  fixture = "next-line-placed"
  action "end_setup" {
    first = "7th-armored"
    by    = "italian"
  }
  action "end_setup" {
    first = "22nd-armoured"
    by    = "british"
  }
}

# Nobody keeps a formation back, so turn 1 opens between pulses.
fixture "next-line-open" {
  fixture = "next-line-placed"
  action "end_setup" {
    by = "italian"
  }
  action "end_setup" {
    by = "british"
  }
}

# ---- objectives ---------------------------------------------------------------------------------

case "To the Next Line: each side places its own objective in the last two rows of the enemy's side" {
  rules   = ["generator.next-line"]
  fixture = "next-line-placed"
  expect {
    marker "A10" "objective" { level = 1 }
    marker "P10" "objective" { level = 2 }
    log_contains = ["british places its objective in A10 (1 of 1)", "italian places its objective in P10 (1 of 1)"]
  }
}

case "To the Next Line: an objective outside the enemy's last two rows is refused" {
  rules   = ["generator.next-line"]
  fixture = "next-line-bought"
  action "set_objective" {
    hex = "C10"
    by  = "british"
  }
  expect {
    rejected = { code = "not_objective", rule = "generator.next-line" }
  }
}

case "To the Next Line: an objective in a side's own rows is refused" {
  rules   = ["generator.next-line"]
  fixture = "next-line-bought"
  action "set_objective" {
    hex = "P10"
    by  = "british"
  }
  expect {
    rejected = { code = "not_objective", rule = "generator.next-line" }
  }
}

case "To the Next Line: on one map a side places one objective, not two" {
  rules   = ["generator.next-line"]
  fixture = "next-line-placed"
  action "set_objective" {
    hex = "A11"
    by  = "british"
  }
  expect {
    rejected = { code = "objectives_set", rule = "generator.next-line" }
  }
}

case "To the Next Line: once both sides have placed theirs, objectives are no longer offered" {
  rules   = ["generator.next-line"]
  fixture = "next-line-placed"
  action "set_objective" {
    hex  = "A11"
    side = "british"
  }
  expect {
    rejected = { code = "objectives_set" }
  }
}

case "To the Next Line: a side places only its own objectives" {
  rules   = ["generator.next-line"]
  fixture = "next-line-bought"
  action "set_objective" {
    hex  = "A10"
    side = "british"
    by   = "italian"
  }
  expect {
    rejected = { code = "not_yours" }
  }
}

case "To the Next Line: an objective placed at the table names whose it is" {
  rules   = ["generator.next-line"]
  fixture = "next-line-bought"
  action "set_objective" {
    hex = "A10"
  }
  expect {
    rejected = { code = "bad_param", rule = "generator.next-line" }
  }
}

case "To the Next Line: the same objective placed at the table for a named side" {
  rules   = ["generator.next-line"]
  fixture = "next-line-bought"
  action "set_objective" {
    hex  = "A10"
    side = "british"
  }
  expect {
    marker "A10" "objective" { level = 1 }
  }
}

case "To the Next Line: a side may not end its setup before it has placed its objective" {
  rules   = ["generator.next-line"]
  fixture = "next-line-bought"
  action "end_setup" {
    by = "british"
  }
  expect {
    rejected = { code = "setup_unfinished", rule = "generator.points" }
    phase    = "battle-setup"
  }
}

# ---- the formations kept out of the cup -----------------------------------------------------------

case "To the Next Line: the side that ends its setup first activates its kept formation first" {
  rules   = ["generator.next-line"]
  fixture = "next-line-kept"
  dice    = [1, 2, 3]
  expect {
    turn             = 1
    phase            = "operations"
    active_formation = "7th-armored"
    # the kept formations stay out of the cup on turn 1: two End of Turn markers and Chaos
    cup { remaining = 3 }
    log_contains = ["italian ends its setup and keeps 7th-armored out of the cup (1 to activate first)", "7th-armored activates first, without a draw"]
  }
}

case "To the Next Line: when the first kept formation's pulse ends, the other side's kept formation activates" {
  rules   = ["generator.next-line"]
  fixture = "next-line-kept"
  dice    = [1, 2, 3]
  action "end_activation" {}
  expect {
    active_formation = "22nd-armoured"
    cup { remaining = 3 }
  }
}

case "To the Next Line: a side keeps back only a formation of its own" {
  rules   = ["generator.next-line"]
  fixture = "next-line-placed"
  action "end_setup" {
    first = "7th-armored"
    by    = "british"
  }
  expect {
    rejected = { code = "bad_formation", rule = "generator.next-line" }
  }
}

case "To the Next Line: a formation with no unit bought is not kept back" {
  rules   = ["generator.next-line"]
  fixture = "next-line-placed"
  action "end_setup" {
    first = "14th-infantry"
    by    = "british"
  }
  expect {
    rejected = { code = "bad_formation", rule = "generator.next-line" }
  }
}

case "Only To the Next Line keeps a formation out of the cup" {
  rules    = ["generator.next-line", "generator.meeting"]
  ruleset  = "nations-at-war"
  scenario = "meeting-engagement"
  begin    = true
  action "end_setup" {
    first = "ccb"
  }
  expect {
    rejected = { code = "bad_param", rule = "generator.next-line" }
  }
}

case "To the Next Line: with no formation kept back, turn 1 opens with a draw from the cup" {
  rules   = ["generator.next-line"]
  fixture = "next-line-open"
  dice    = [1, 2, 3]
  expect {
    active_formation = ""
    cup { remaining = 5 }
  }
}

# ---- reserves -------------------------------------------------------------------------------------

case "A reserve is bought for its points and waits off the map" {
  rules   = ["generator.reserves"]
  fixture = "next-line-bought"
  expect {
    unit "crusader-6" { on_map = false }
    log_contains = ["british buys crusader-6 (crusader) for 30 points and holds it in reserve: 120 left"]
  }
}

case "Reserves roll 1d6 plus the turn: 5 + 1 on turn 1 lets them enter along their side's edge" {
  rules   = ["generator.reserves", "command.entering"]
  fixture = "next-line-open"
  dice    = [1, 2, 5]
  action "enter_reserve" {
    unit = "crusader-6"
    hex  = "P3"
    by   = "british"
  }
  expect {
    unit "crusader-6" {
      at       = "P3"
      counters = { entering = 1 }
    }
    log_contains = ["british rolls 5 + turn 1 = 6: its 1 reserve unit(s) may enter this turn", "crusader-6 enters from reserve at P3"]
  }
}

case "Reserves under 6 wait: 4 + 1 on turn 1 keeps them off the map" {
  rules   = ["generator.reserves"]
  fixture = "next-line-open"
  dice    = [1, 2, 4]
  action "enter_reserve" {
    unit = "crusader-6"
    hex  = "P3"
    by   = "british"
  }
  expect {
    rejected = { code = "reserves_held", rule = "generator.reserves" }
    unit "crusader-6" { on_map = false }
  }
}

case "A reserve enters on its side's edge, not two hexes in" {
  rules   = ["generator.reserves"]
  fixture = "next-line-open"
  dice    = [1, 2, 6]
  action "enter_reserve" {
    unit = "crusader-6"
    hex  = "O3"
    by   = "british"
  }
  expect {
    rejected = { code = "not_edge", rule = "generator.reserves" }
  }
}

case "A reserve enters within the stacking limit" {
  rules   = ["generator.reserves", "stacking.limit"]
  fixture = "next-line-open"
  dice    = [1, 2, 6]
  action "enter_reserve" {
    unit = "crusader-6"
    hex  = "P5"
    by   = "british"
  }
  expect {
    rejected = { code = "stacking_limit", rule = "stacking.limit" }
  }
}

case "A unit on the map is no reserve" {
  rules   = ["generator.reserves"]
  fixture = "next-line-open"
  dice    = [1, 2, 6]
  action "enter_reserve" {
    unit = "crusader-3"
    hex  = "P3"
    by   = "british"
  }
  expect {
    rejected = { code = "not_reserve", rule = "generator.reserves" }
  }
}

case "Reserves enter between pulses, not during one" {
  rules   = ["generator.reserves", "turn.operations"]
  fixture = "next-line-kept"
  dice    = [1, 2, 6]
  action "enter_reserve" {
    unit = "crusader-6"
    hex  = "P3"
  }
  expect {
    rejected = { code = "activation_running", rule = "turn.operations" }
  }
}

case "Reserves do not enter during the setup" {
  rules   = ["generator.reserves"]
  fixture = "next-line-bought"
  action "enter_reserve" {
    unit = "crusader-6"
    hex  = "P3"
    by   = "british"
  }
  expect {
    rejected = { code = "wrong_phase", rule = "generator.reserves" }
  }
}

case "Only a side's own reserves enter" {
  rules   = ["generator.reserves"]
  fixture = "next-line-open"
  dice    = [1, 2, 6]
  action "enter_reserve" {
    unit = "crusader-6"
    hex  = "P3"
    by   = "italian"
  }
  expect {
    rejected = { code = "not_yours" }
  }
}

case "A reserve names no setup hex" {
  rules   = ["generator.reserves"]
  fixture = "next-line-bought"
  action "buy" {
    type      = "crusader"
    formation = "22nd-armoured"
    hex       = "P3"
    reserve   = true
    by        = "british"
  }
  expect {
    rejected = { code = "bad_param", rule = "generator.reserves" }
  }
}

case "A unit bought neither in a hex nor in reserve is refused" {
  rules   = ["generator.points"]
  fixture = "next-line-bought"
  action "buy" {
    type      = "crusader"
    formation = "22nd-armoured"
    by        = "british"
  }
  expect {
    rejected = { code = "bad_param", rule = "generator.points" }
  }
}

case "Only To the Next Line holds units in reserve" {
  rules    = ["generator.reserves", "generator.meeting"]
  ruleset  = "nations-at-war"
  scenario = "meeting-engagement"
  begin    = true
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
    reserve   = true
    by        = "american"
  }
  expect {
    rejected = { code = "no_reserves", rule = "generator.reserves" }
  }
}

# A bare setup on turn 4 (the roll is made as the Operations phase starts): 2 + 4 is 6.
fixture "reserves-late" {
  ruleset = "nations-at-war"
  board {
    cols = 8
    rows = 6
    hex "H2" { terrain = "water" }
  }
  options = {
    generator = "next-line"
    edges     = { british = "east", italian = "west" }
  }
  unit "crus" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
  }
  unit "m13" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "H4"
  }
  values = { "unit/crus" = { reserve = 1 } }
  turn   = 4
  phase  = "operations"
  begin  = true
}

case "Late in the battle the reserves come more easily: 2 + turn 4 is 6" {
  rules   = ["generator.reserves"]
  fixture = "reserves-late"
  dice    = [2]
  action "enter_reserve" {
    unit = "crus"
    hex  = "H1"
  }
  expect {
    unit "crus" { at = "H1" }
    log_contains = ["british rolls 2 + turn 4 = 6"]
  }
}

case "1 + turn 4 is 5: the reserves wait another turn" {
  rules   = ["generator.reserves"]
  fixture = "reserves-late"
  dice    = [1]
  action "enter_reserve" {
    unit = "crus"
    hex  = "H1"
  }
  expect {
    rejected = { code = "reserves_held", rule = "generator.reserves" }
    log_contains = ["british rolls 1 + turn 4 = 5, under 6: its reserves wait"]
  }
}

case "A reserve does not enter a hex held by the enemy" {
  rules   = ["generator.reserves"]
  fixture = "reserves-late"
  dice    = [6]
  action "enter_reserve" {
    unit = "crus"
    hex  = "H4"
  }
  expect {
    rejected = { code = "enemy_hex", rule = "generator.reserves" }
  }
}

case "A reserve does not enter water" {
  rules   = ["generator.reserves", "movement.terrain"]
  fixture = "reserves-late"
  dice    = [6]
  action "enter_reserve" {
    unit = "crus"
    hex  = "H2"
  }
  expect {
    rejected = { rule = "movement.terrain" }
  }
}

# ---- who wins -------------------------------------------------------------------------------------

# The last turn's last End of Turn marker is drawn, so the battle is scored at once. The British
# (level 1) must take A3, the Italians (level 2) H3 and H5.
fixture "next-line-last-turn" {
  ruleset = "nations-at-war"
  board {
    cols = 8
    rows = 6
    marker "A3" "objective" { level = 1 }
    marker "H3" "objective" { level = 2 }
    marker "H5" "objective" { level = 2 }
  }
  options = {
    generator = "next-line"
    victory   = "next-line"
  }
  unit "crus" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "A3"
  }
  unit "m13" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "D3"
  }
  vars  = { last_turn = 1 }
  cup   = ["end-of-turn"]
  draws = ["end-of-turn"]
}

case "To the Next Line: the side that captures more of its own objectives wins" {
  rules   = ["generator.next-line", "scenarios.control"]
  fixture = "next-line-last-turn"
  action "draw" {}
  expect {
    control = { A3 = "british" }
    result  = "british wins: british 1, italian 0 objectives captured"
    victory {
      winner  = "british"
      british = 1
      italian = 0
    }
  }
}

case "To the Next Line: holding the enemy's objective captures nothing" {
  rules   = ["generator.next-line", "scenarios.control"]
  fixture = "next-line-last-turn"
  unit "m13" { at = "A3" }
  unit "crus" { at = "C3" }
  action "draw" {}
  expect {
    control = { A3 = "italian" }
    result  = "draw: british 0, italian 0 objectives captured; british 0, italian 0 points destroyed"
  }
}

case "To the Next Line: when each side captures one of its own, the destroyed points decide" {
  rules   = ["generator.next-line", "scenarios.control"]
  fixture = "next-line-last-turn"
  unit "m13" { at = "H5" }
  action "draw" {}
  expect {
    control = { A3 = "british", H5 = "italian" }
    result  = "draw: british 1, italian 1 objectives captured; british 0, italian 0 points destroyed"
  }
}

# ---- the book's worked examples of 14's lengths --------------------------------------------------

case "14.1 and 14.3 example: a battle on two maps lasts nine turns" {
  rules   = ["generator.length"]
  ruleset = "nations-at-war"
  maps    = ["crossroads", "bridgehead"]
  phase   = "battle-setup"
  turn    = 0
  options = {
    generator = "meeting"
    victory   = "points"
    points    = 400
  }
  begin = true
  expect {
    vars         = { last_turn = 9, gen_et = 2 }
    log_contains = ["2 map(s): the battle lasts 9 turns, 2 End of Turn markers"]
  }
}

case "14.2 example: a battle on three maps lasts eleven turns, with four objectives" {
  rules   = ["generator.length", "generator.objectives"]
  ruleset = "nations-at-war"
  maps    = ["crossroads", "bridgehead", "wadi"]
  phase   = "battle-setup"
  turn    = 0
  options = {
    generator = "defender-attacker"
    victory   = "attacker-defender"
    attacker  = "soviet"
    points    = 600
  }
  begin = true
  expect {
    vars         = { last_turn = 11, gen_et = 2 }
    log_contains = ["3 map(s): the battle lasts 11 turns, 2 End of Turn markers", "names 4 objective(s)"]
  }
}
