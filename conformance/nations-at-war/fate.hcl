# Fate Points (9.0): the spend_fate action and the effects that need no answered roll.

fixture "fate-americans" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "lee" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C3"
  }
  unit "germans" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "F6"
  }
  active_formation = "ccb"
  fate             = { american = 3, german = 1 }
}

case "a Fate Point moves a friendly unit one hex, whatever the terrain" {
  rules   = ["fate.move", "fate.points", "fate.spent"]
  fixture = "fate-americans"
  board {
    hex "C4" { terrain = "forest" }
  }
  action "spend_fate" {
    effect = "move"
    unit   = "lee"
    hex    = "C4"
  }
  expect {
    unit "lee" {
      at       = "C4"
      statuses = []
    }
    fate {
      side   = "american"
      cost   = 1
      left   = 2
    }
    log_contains = ["american spends 1 Fate Point(s) on move (2 left)"]
  }
}

case "two Fate Points lift an Ops Complete marker" {
  rules   = ["fate.ops-complete", "fate.spent"]
  fixture = "fate-americans"
  unit "lee" {
    statuses = ["ops-complete"]
  }
  action "spend_fate" {
    effect = "remove_ops_complete"
    unit   = "lee"
  }
  expect {
    unit "lee" {
      statuses = []
    }
    fate {
      cost = 2
      left = 1
    }
  }
}

case "a Fate Point puts a hex in command after an Out of Command result" {
  rules   = ["fate.in-command"]
  fixture = "fate-americans"
  unit "lee" {
    statuses = ["out-of-command"]
  }
  action "spend_fate" {
    effect = "in_command"
    hex    = "C3"
  }
  expect {
    unit "lee" {
      statuses = []
    }
  }
}

case "the side not active spends too: a seat out of turn" {
  rules   = ["fate.timing"]
  fixture = "fate-americans"
  unit "germans" {
    statuses = ["ops-complete"]
  }
  fate = { american = 3, german = 2 }
  action "spend_fate" {
    effect = "remove_ops_complete"
    unit   = "germans"
    by     = "german"
  }
  expect {
    unit "germans" {
      statuses = []
    }
    fate {
      side = "german"
      left = 0
    }
  }
}

case "a side spends only the points it has" {
  rules   = ["fate.points"]
  fixture = "fate-americans"
  unit "germans" {
    statuses = ["ops-complete"]
  }
  action "spend_fate" {
    effect = "remove_ops_complete"
    unit   = "germans"
    by     = "german"
  }
  expect {
    rejected = { code = "no_fate", rule = "fate.points" }
  }
}

case "points spent are gone: the third move of two points is refused" {
  rules   = ["fate.spent"]
  fixture = "fate-americans"
  fate    = { american = 2 }
  action "spend_fate" {
    effect = "move"
    unit   = "lee"
    hex    = "C4"
  }
  action "spend_fate" {
    effect = "move"
    unit   = "lee"
    hex    = "C5"
  }
  action "spend_fate" {
    effect = "move"
    unit   = "lee"
    hex    = "C6"
  }
  expect {
    rejected = { code = "no_fate", rule = "fate.points" }
  }
}

case "points move only the spender's own units" {
  rules   = ["fate.move", "fate.own-dice"]
  fixture = "fate-americans"
  action "spend_fate" {
    effect = "move"
    unit   = "germans"
    hex    = "F5"
    by     = "american"
  }
  expect {
    rejected = { code = "not_yours", rule = "fate.own-dice" }
  }
}

case "a Fate Point move is one hex" {
  rules   = ["fate.move"]
  fixture = "fate-americans"
  action "spend_fate" {
    effect = "move"
    unit   = "lee"
    hex    = "C5"
  }
  expect {
    rejected = { code = "not_adjacent", rule = "fate.move" }
  }
}

case "a Fate Point move does not enter an enemy hex" {
  rules   = ["fate.move", "movement.enemy-hex"]
  fixture = "fate-americans"
  unit "germans" {
    at = "C4"
  }
  action "spend_fate" {
    effect = "move"
    unit   = "lee"
    hex    = "C4"
  }
  expect {
    rejected = { code = "enemy_hex", rule = "fate.move" }
  }
}

case "a Fate Point move does not enter water" {
  rules   = ["fate.move"]
  fixture = "fate-americans"
  board {
    hex "C4" { terrain = "water" }
  }
  action "spend_fate" {
    effect = "move"
    unit   = "lee"
    hex    = "C4"
  }
  expect {
    rejected = { code = "impassable", rule = "fate.move" }
  }
}

case "a Fate Point move respects the stacking limit" {
  rules   = ["fate.move", "stacking.limit"]
  fixture = "fate-americans"
  unit "lee2" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C4"
  }
  unit "lee3" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C4"
  }
  action "spend_fate" {
    effect = "move"
    unit   = "lee"
    hex    = "C4"
  }
  expect {
    rejected = { code = "stacking_limit", rule = "stacking.limit" }
  }
}

case "no Ops Complete marker, nothing to lift" {
  rules   = ["fate.ops-complete"]
  fixture = "fate-americans"
  action "spend_fate" {
    effect = "remove_ops_complete"
    unit   = "lee"
  }
  expect {
    rejected = { code = "not_ops_complete", rule = "fate.ops-complete" }
  }
}

case "a hex with no unit Out of Command needs no point" {
  rules   = ["fate.in-command"]
  fixture = "fate-americans"
  action "spend_fate" {
    effect = "in_command"
    hex    = "C3"
  }
  expect {
    rejected = { code = "not_out_of_command", rule = "fate.in-command" }
  }
}

case "a reroll needs a roll of the side's waiting for an answer" {
  rules   = ["fate.reroll"]
  fixture = "fate-americans"
  action "spend_fate" {
    effect = "reroll"
    die    = 1
  }
  expect {
    rejected = { code = "no_roll", rule = "fate.reroll" }
  }
}

case "an adjustment needs a roll of the side's waiting for an answer" {
  rules   = ["fate.adjust"]
  fixture = "fate-americans"
  action "spend_fate" {
    effect = "adjust"
    die    = 1
    change = 1
  }
  expect {
    rejected = { code = "no_roll", rule = "fate.adjust" }
  }
}

# Return a just-drawn marker: the formation drawn goes back into the cup before it acts.
fixture "fate-draw" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "lee" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C3"
  }
  unit "hq" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C3"
  }
  unit "germans" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "F6"
  }
  unit "ghq" {
    type      = "hq-german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "F6"
  }
  phase = "operations"
  begin = false
  cup   = ["ccb", "panzergrenadier", "end-of-turn"]
  draws = ["ccb"]
  fate  = { german = 2 }
  action "draw" {}
}

case "two Fate Points return a just-drawn formation marker to the cup" {
  rules   = ["fate.redraw"]
  fixture = "fate-draw"
  action "spend_fate" {
    effect = "return_marker"
    by     = "german"
  }
  expect {
    active_formation = ""
    cup {
      remaining = 3
    }
    log_contains = ["ccb goes back into the cup unused"]
  }
}

case "a formation marker that has been used does not go back" {
  rules   = ["fate.redraw"]
  fixture = "fate-draw"
  action "move" {
    units = ["lee", "hq"]
    path  = ["C4"]
  }
  action "spend_fate" {
    effect = "return_marker"
    by     = "german"
  }
  expect {
    rejected = { code = "not_start", rule = "fate.redraw" }
  }
}

# Rerolls and adjustments answer a roll in the `fate` window the kernel opens after the action,
# to the side whose dice they are. The 5.1.6 mortar attack with American Fate Points: the attack
# dice 4, 6 (one hit) are the Americans' to answer.
fixture "fate-mortar" {
  fixture = "mortars-example-fires"
  fate    = { american = 2 }
}

case "after the mortar's attack roll the Americans may answer it" {
  rules   = ["fate.reroll", "fate.timing", "fate.own-dice"]
  fixture = "fate-mortar"
  dice    = [4, 6, 4, 3]
  expect {
    interrupt = "fate"
  }
}

# The 4 is rolled again: 5. Two hits now; the rest of the action plays afresh: defence die 4
# (armour in the hex), no save; one hit each, no odd-hit die.
case "a Fate Point rerolls one of the mortar's own dice" {
  rules   = ["fate.reroll", "fate.spent", "mortars.hits"]
  fixture = "fate-mortar"
  dice    = [4, 6, 4, 3, 5, 4]
  action "spend_fate" {
    effect = "reroll"
    die    = 1
  }
  expect {
    mortar {
      hits     = 2
      net_hits = 2
    }
    unit "panzer" {
      statuses = ["disrupted"]
    }
    unit "panzergrenadiers" {
      statuses = ["disrupted"]
    }
    log_contains = ["die 1 (4) is rolled again: 5", "american spends 1 Fate Point(s) on reroll (1 left)"]
  }
}

# The 4 is turned to 5: two hits; the defence die afresh, 6: one cancelled; the odd hit afresh, 5:
# the panzergrenadiers.
case "a Fate Point turns one of the mortar's own dice up by one" {
  rules   = ["fate.adjust", "fate.spent"]
  fixture = "fate-mortar"
  dice    = [4, 6, 4, 3, 6, 5]
  action "spend_fate" {
    effect = "adjust"
    die    = 1
    change = 1
  }
  expect {
    mortar {
      hits     = 2
      saved    = 1
      net_hits = 1
    }
    unit "panzer" {
      statuses = []
    }
    unit "panzergrenadiers" {
      statuses = ["disrupted"]
    }
    log_contains = ["die 1 is turned from 4 to 5"]
  }
}

case "a die is turned by one, never more" {
  rules   = ["fate.adjust"]
  fixture = "fate-mortar"
  dice    = [4, 6, 4, 3]
  action "spend_fate" {
    effect = "adjust"
    die    = 1
    change = 2
  }
  expect {
    rejected = { code = "bad_param", rule = "fate.adjust" }
  }
}

case "a die is turned no further than its faces" {
  rules   = ["fate.adjust"]
  fixture = "fate-mortar"
  dice    = [4, 6, 4, 3]
  action "spend_fate" {
    effect = "adjust"
    die    = 2
    change = 1
  }
  expect {
    rejected = { code = "bad_param", rule = "fate.adjust" }
  }
}

case "a reroll names a die of the roll" {
  rules   = ["fate.reroll"]
  fixture = "fate-mortar"
  dice    = [4, 6, 4, 3]
  action "spend_fate" {
    effect = "reroll"
    die    = 3
  }
  expect {
    rejected = { code = "bad_param", rule = "fate.reroll" }
  }
}

# Only the Germans hold points: the mortar's attack dice are not theirs, so the window they get is
# for their own defence die (4), which they roll again: 6 cancels the hit; no odd-hit die.
case "the defender answers its own defence die, not the attacker's dice" {
  rules   = ["fate.own-dice", "fate.reroll", "fate.timing"]
  fixture = "fate-mortar"
  fate    = { german = 2 }
  dice    = [4, 6, 4, 3, 6]
  action "spend_fate" {
    effect = "reroll"
    die    = 1
    by     = "german"
  }
  expect {
    mortar {
      hits     = 1
      saved    = 1
      net_hits = 0
    }
    unit "panzer" {
      statuses = []
    }
    fate {
      side = "german"
      left = 1
    }
  }
}

case "a side may not answer the other side's dice" {
  rules   = ["fate.own-dice"]
  fixture = "fate-mortar"
  fate    = { german = 2, american = 2 }
  dice    = [4, 6, 4, 3]
  action "pass" {
    by = "american"
  }
  action "spend_fate" {
    effect = "reroll"
    die    = 1
    by     = "american"
  }
  expect {
    rejected = { code = "not_your_turn" }
  }
}
