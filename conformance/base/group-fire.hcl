# Group fire: a leader and one assistant stacked together [group-fire.*].

case "an infantry assistant adds 1 AV" {
  rules   = ["group-fire.stack"]
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
    at        = "B6"
  }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "fj"
  }
  expect {
    attack {
      av        = 17 # AP 10 + 6 + 1 infantry assists
      assistant = "fj"
    }
    unit "tiger" {
      statuses = ["finished"]
    }
    unit "fj" {
      statuses = ["finished"]
    }
    log_contains = ["infantry assists 1 [group-fire.stack]"]
  }
}

case "an AFV assistant adds 2 AV" {
  rules   = ["group-fire.stack"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "jt" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "jt"
  }
  expect {
    attack {
      av = 18 # AP 10 + 6 + 2 AFV assists
    }
  }
}

case "an assistant must share the leader's hex" {
  rules   = ["group-fire.stack"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "jt" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "jt"
  }
  expect {
    rejected = { code = "bad_assist", rule = "group-fire.stack" }
  }
}

case "an assistant must be of the leader's formation" {
  rules   = ["group-fire.stack"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "jt" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "jt"
  }
  expect {
    rejected = { code = "bad_assist", rule = "group-fire.stack" }
  }
}

case "a Shaken unit cannot assist" {
  rules   = ["group-fire.assistant", "results.shaken"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "jt" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    statuses  = ["shaken"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "jt"
  }
  expect {
    rejected = { code = "bad_assist", rule = "group-fire.assistant" }
  }
}

case "an SPA cannot assist" {
  rules   = ["group-fire.assistant", "units.spa"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "hummel" {
    type      = "hummel"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "hummel"
  }
  expect {
    rejected = { code = "bad_assist", rule = "group-fire.assistant" }
  }
}

case "a Shaken unit may lead group fire" {
  rules   = ["group-fire.assistant", "results.shaken"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" {
    at       = "B2"
    statuses = ["shaken"]
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  active_formation = "1-130"
  dice             = [5, 4]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
    assist = "fj"
  }
  expect {
    attack {
      av   = 14 # HE 5 + 9 - 1 Shaken + 1 infantry assists
      hits = 1
    }
    unit "rangers" {
      statuses = ["shaken"]
    }
  }
}

case "a unit that has attacked cannot assist" {
  rules   = ["group-fire.assistant", "combat.one-attack"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "jt" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  unit "t2" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B7"
  }
  active_formation = "1-130"
  dice             = [1, 1]
  action "fire" {
    unit   = "jt"
    target = "t2"
    weapon = "ap"
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "jt"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
  }
}

case "the CO bonus applies to group fire" {
  rules   = ["group-fire.co", "command.co-bonus", "command.local-rating"]
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "tiger" {
    at       = "B2"
    attached = ["co"]
  }
  unit "jt" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B6"
  }
  active_formation = "1-130"
  dice             = [3, 3]
  action "fire" {
    unit     = "tiger"
    target   = "t64"
    weapon   = "ap"
    assist   = "jt"
    co_bonus = true
  }
  expect {
    attack {
      av = 20 # AP 10 + 6 + 2 CO local rating (1/130: 2) + 2 AFV assists
    }
    log_contains = ["CO local rating 2 [command.local-rating]"]
  }
}
