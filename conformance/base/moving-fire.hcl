# Moving fire [moving-fire.*].

case "moving fire before moving costs 2 AV" {
  rules   = ["moving-fire.general", "moving-fire.order"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B8" }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "before"
    path   = ["C2", "D3", "E3"]
  }
  expect {
    attack {
      distance = 6
      av       = 14 # AP 10 + 6 - 2 moving fire
    }
    unit "tiger" {
      at       = "E3"
      statuses = ["finished"]
    }
    log_contains = ["moving fire 2 [moving-fire.general]"]
  }
}

case "moving fire after moving fires from the end of the path" {
  rules   = ["moving-fire.order"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B10" }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "after"
    path   = ["B3", "B4", "B5"]
  }
  expect {
    attack {
      distance = 5
      av       = 14 # AP 10 + 6 - 2 moving fire; 5 hexes from B5
    }
    unit "tiger" {
      at       = "B5"
      statuses = ["finished"]
    }
  }
}

# Speed 6: half speed is 3 MP; four clear hexes cost 4.
case "moving fire beyond half speed is refused" {
  rules   = ["moving-fire.general", "movement.half-speed"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B10" }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "after"
    path   = ["B3", "B4", "B5", "B6"]
  }
  expect {
    rejected = { code = "too_far", rule = "moving-fire.general" }
  }
}

# The Puma's speed 7 halves to 3.
case "half speed rounds down for moving fire" {
  rules   = ["moving-fire.general", "movement.half-speed"]
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "puma"
    target = "t64"
    weapon = "ap"
    moving = "before"
    path   = ["B3", "B4", "B5", "B6"]
  }
  expect {
    rejected = { code = "too_far", rule = "moving-fire.general" }
  }
}

case "an SPA never fires on the move" {
  rules   = ["moving-fire.general", "units.spa"]
  fixture = "hummel"
  board {
    cols = 10
    rows = 12
  }
  unit "hummel" { at = "B2" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  action "fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
    moving = "before"
    path   = ["B3"]
  }
  expect {
    rejected = { code = "no_moving_fire", rule = "moving-fire.general" }
  }
}

case "moving fire needs a path" {
  rules   = ["moving-fire.order"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "t64" { at = "B8" }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "before"
  }
  expect {
    rejected = { code = "bad_param", rule = "moving-fire.order" }
  }
}

case "a group fires on the move within the slower unit's half speed" {
  rules   = ["movement.group", "group-fire.options"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "fj"
    moving = "before"
    path   = ["B3"]
  }
  expect {
    attack {
      av = 15 # AP 10 + 6 - 2 moving + 1 infantry assists
    }
    unit "tiger" {
      at = "B3"
    }
    unit "fj" {
      at = "B3"
    }
  }
}

# Fallschirmjager speed 3 halves to 1.
case "a group may not move further than the slower unit's half speed" {
  rules   = ["movement.group", "group-fire.options"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "fj"
    moving = "before"
    path   = ["B3", "B4"]
  }
  expect {
    rejected = { code = "too_far" }
  }
}

# The Rangers fire first (AP 6 + 2 = 8 at 3 hexes vs 18: no effect), then the tiger fires from B5.
case "opportunity fire is resolved before the mover's fire" {
  rules   = ["opportunity-fire.precedence", "moving-fire.order"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B8" }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
  active_formation = "1-130"
  dice             = [1, 1, 3, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "after"
    path   = ["B3", "B4", "B5"]
  }
  action "opportunity_fire" {
    unit   = "rangers"
    target = "tiger"
    at     = "B5"
  }
  expect {
    attack {
      attacker = "tiger"
      av       = 14 # the last attack is the tiger's, made after the opportunity fire
    }
    unit "rangers" {
      statuses = ["finished"]
    }
    unit "tiger" {
      at = "B5"
    }
  }
}

# AP 12 + 7 = 19 vs 18: the t64's opportunity fire at B8 shakes the tiger on
# its way; Shaken, it may fire only its HE, so its AP shot is lost.
case "a mover Shaken on its way does not fire its AP after the move" {
  rules   = ["moving-fire.order", "results.shaken", "opportunity-fire.aftermath"]
  fixture = "t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "t64" { at = "B1" }
  unit "t64b" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "D6"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
  active_formation = "1-130"
  dice             = [4, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64b"
    weapon = "ap"
    moving = "after"
    path   = ["B8"]
  }
  action "opportunity_fire" {
    unit   = "t64"
    target = "tiger"
    weapon = "ap"
    at     = "B8"
  }
  expect {
    log_contains = ["tiger does not fire after its move: tiger is Shaken and may fire only its HE"]
    unit "tiger" {
      at       = "B8"
      statuses = ["finished", "shaken"]
    }
    unit "t64b" {
      alive    = true
      statuses = []
    }
  }
}

# Shaken halves the Speed (6: 3 MP); moving fire asks for half Speed, the
# same 3 MP, not half of the Shaken allowance again.
case "a Shaken unit moves half its Speed and fires, not a quarter" {
  rules   = ["moving-fire.general", "results.shaken"]
  fixture = "tiger-and-rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { statuses = ["shaken"] }
  unit "rangers" { at = "B8" }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
    moving = "after"
    path   = ["B3", "B4", "B5"]
  }
  expect {
    attack {
      distance = 3
      av       = 8 # HE 5 + 6 - 2 moving fire - 1 Shaken
    }
    unit "tiger" { at = "B5" }
  }
}

# Out Of Contact likewise: half Speed for the move, and the same half for moving fire.
case "an Out Of Contact unit moves half its Speed and fires, not a quarter" {
  rules   = ["moving-fire.general", "command.out-of-contact"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" {
    at       = "B2"
    statuses = ["ooc"]
  }
  unit "t64" { at = "B10" }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "before"
    path   = ["B3", "B4", "B5"]
  }
  expect {
    attack {
      distance = 8
      av       = 12 # AP 10 + 6 - 2 moving fire - 2 long range (fired from B2)
    }
    unit "tiger" { at = "B5" }
  }
}

# The SS-VT assists and walks first; the Shilka's window opens as it enters
# B3 (its HE suits infantry, not the Tiger; the T-64 is Finished and may not
# react). Passed up, the walk goes on: the
# SS-VT, then the Tiger, to B4, where the Tiger fires with its assistant
# (AP 10 + 7 - 2 moving + 1 infantry assists).
case "a group moving fire goes on together after an opportunity fire window" {
  rules   = ["movement.group", "moving-fire.order", "opportunity-fire.trigger"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  unit "t64" {
    at       = "B9"
    statuses = ["finished"]
  }
  active_formation = "1-130"
  dice             = [4, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "ssvt"
    moving = "after"
    path   = ["B3", "B4"]
  }
  action "pass" {}
  expect {
    attack {
      attacker = "tiger"
      av       = 16
    }
    unit "tiger" {
      at       = "B4"
      statuses = ["finished"]
    }
    unit "ssvt" {
      at       = "B4"
      statuses = ["finished"]
    }
  }
}

# The twin: the Shilka fires at the SS-VT as it enters B3 and shakes it. A
# Shaken unit assists no fire: where the walk ends the assistant is judged
# again by fire's preconditions, and the Tiger fires alone (AP 10 + 7 - 2
# moving, no assist).
case "an assistant Shaken on the way no longer assists the moving fire" {
  rules   = ["group-fire.assistant", "moving-fire.order", "opportunity-fire.trigger"]
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "shilka" {
    type      = "zsu-23-4-shilka"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  unit "t64" {
    at       = "B9"
    statuses = ["finished"]
  }
  active_formation = "1-130"
  dice             = [4, 4, 4, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "ssvt"
    moving = "after"
    path   = ["B3", "B4"]
  }
  action "opportunity_fire" {
    unit   = "shilka"
    target = "ssvt"
    weapon = "he"
    at     = "B3"
  }
  expect {
    attack {
      attacker = "tiger"
      av       = 15
    }
    unit "ssvt" {
      at       = "B4"
      statuses = ["shaken"]
    }
    log_contains = ["tiger fires without ssvt"]
  }
}
