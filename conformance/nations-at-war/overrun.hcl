# Overrun combat (5.5). Dice order (IDS.md 6): the AFVs' tripled dice, the defenders' dice, the
# allocation dice, then what the hits set off.

fixture "overrun-panzers" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "panzers" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C4"
  }
  unit "rifles" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C5"
  }
  active_formation = "panzer-abteilung"
}

fixture "overrun-panzers-go" {
  fixture = "overrun-panzers"
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
}

case "an overrunning AFV throws three times its Assault Factor and drives on" {
  rules   = ["overrun.attack", "overrun.counterattack", "overrun.hits", "overrun.outcome", "overrun.cost", "overrun.eligibility"]
  fixture = "overrun-panzers-go"
  # the Pz IVG: Assault 1 tripled, 3 dice at 5+: 5 6 1, two hits. The Soviets: 3 dice at 5+ (no
  # Infantry vs AFV bonus in an overrun): 4 4 1, none.
  dice = [5, 6, 1, 4, 4, 1]
  expect {
    overrun {
      attack_dice  = 3
      attack_hits  = 2
      counter_dice = 3
      counter_hits = 0
      result       = "retreat"
    }
    unit "panzers" {
      at       = "C6"
      counters = { mp = 3 } # C5 1 + 1 for the overrun, C6 1
      statuses = []
    }
    unit "rifles" {
      reduced  = true
      statuses = ["disrupted"]
    }
    log_contains = ["panzers assault dice 3 = Assault Factor 1 [assault.attack] + overrun: Assault Factor tripled 2 [overrun.attack]"]
  }
}

case "no Infantry vs AFV bonus against an overrun" {
  rules   = ["overrun.counterattack", "assault.infantry-vs-afv"]
  fixture = "overrun-panzers-go"
  dice    = [1, 1, 1, 4, 4, 4]
  expect {
    overrun {
      counter_hits = 0
      result       = "through"
    }
    unit "panzers" { at = "C6" }
  }
}

case "an AFV the counterattack disrupts goes back to the hex it came from" {
  rules   = ["overrun.outcome"]
  fixture = "overrun-panzers-go"
  dice    = [1, 1, 1, 5, 1, 1]
  expect {
    overrun {
      counter_hits = 1
      result       = "stopped"
    }
    unit "panzers" {
      at       = "C4"
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "defenders wiped out by an overrun" {
  rules   = ["overrun.outcome", "overrun.hits"]
  fixture = "overrun-panzers-go"
  unit "rifles" { statuses = ["disrupted"] }
  # 6 6 1: two hits on the Disrupted Soviets (reduced, then eliminated). They strike back at 6.
  dice = [6, 6, 1, 5, 5, 5]
  expect {
    overrun { result = "wiped out" }
    unit "rifles" { alive = false }
    unit "panzers" { at = "C6" }
  }
}

case "a defender Disrupted before the overrun counterattacks at To-Hit 6" {
  rules   = ["overrun.counterattack", "assault.disrupted"]
  fixture = "overrun-panzers-go"
  unit "rifles" { statuses = ["disrupted"] }
  dice = [1, 1, 1, 5, 5, 6]
  expect {
    overrun { counter_hits = 1 }
    unit "panzers" { at = "C4" }
  }
}

case "hits on two overrun defenders: one each first" {
  rules   = ["overrun.hits"]
  fixture = "overrun-panzers-go"
  unit "rifles-2" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C5"
  }
  # 6 6 6: three hits on two defenders: one each, the odd one by 1d6 (after the defenders' dice): 2, the first (rifles).
  dice = [6, 6, 6, 1, 1, 1, 1, 1, 1, 2]
  expect {
    overrun { attack_hits = 3 }
    unit "rifles" {
      reduced  = true
      statuses = ["disrupted"]
    }
    unit "rifles-2" {
      reduced  = false
      statuses = ["disrupted"]
    }
  }
}

case "an AFV with MP left may overrun again" {
  rules   = ["overrun.repeat"]
  fixture = "overrun-panzers-go"
  unit "more" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C7"
  }
  # first overrun: 1 1 1 / 1 1 1 (C5 1 + 1, C6 1: 3 MP of 4 spent). Second: C7 1 + 1 and C8 1 is 3 more: too far.
  dice = [1, 1, 1, 1, 1, 1]
  action "overrun" {
    units = ["panzers"]
    path  = ["C7", "C8"]
  }
  expect {
    rejected = { code = "too_far", rule = "overrun.cost" }
  }
}

case "a fast AFV overruns twice in one pulse" {
  rules   = ["overrun.repeat"]
  fixture = "overrun-panzers"
  unit "panzers" { type = "ba-64" } # MF 6
  unit "more" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C7"
  }
  unit "rifles" { side = "german" }
  unit "more" { side = "german" }
  unit "panzers" {
    side      = "soviet"
    formation = "soviet-tanks"
  }
  active_formation = "soviet-tanks"
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C7", "C8"]
  }
  # each: the BA-64's Assault 1 at 6, tripled: 1 1 1; the Germans' 3 dice: 1 1 1.
  dice = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
  expect {
    unit "panzers" {
      at       = "C8"
      counters = { mp = 6 }
      statuses = ["ops-complete"]
    }
  }
}

case "only soft targets are overrun" {
  rules   = ["overrun.eligibility"]
  fixture = "overrun-panzers"
  unit "rifles" {
    type      = "t-34"
    formation = "soviet-tanks"
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "overrun.eligibility" }
  }
}

case "only AFVs overrun" {
  rules   = ["overrun.eligibility"]
  fixture = "overrun-panzers"
  unit "panzers" { type = "german-rifle" }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "overrun.eligibility" }
  }
}

case "a Disrupted AFV does not overrun" {
  rules   = ["overrun.eligibility"]
  fixture = "overrun-panzers"
  unit "panzers" { statuses = ["disrupted"] }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "disrupted" }
  }
}

case "an overrun needs an enemy hex" {
  rules   = ["overrun.eligibility"]
  fixture = "overrun-panzers"
  action "overrun" {
    units = ["panzers"]
    path  = ["D4", "E4"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "overrun.eligibility" }
  }
}

case "an overrun drives on into a hex beyond" {
  rules   = ["overrun.cost"]
  fixture = "overrun-panzers"
  action "overrun" {
    units = ["panzers"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "bad_param", rule = "overrun.cost" }
  }
}

case "the exit hex holds no enemy" {
  rules   = ["overrun.cost"]
  fixture = "overrun-panzers"
  unit "more" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C6"
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "overrun.cost" }
  }
}

case "without the MP to leave, no overrun (it would be an assault)" {
  rules   = ["overrun.cost", "overrun.eligibility"]
  fixture = "overrun-panzers"
  unit "panzers" { counters = { mp = 2 } }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "too_far", rule = "overrun.cost" }
  }
}

case "no overrun outside Clear terrain" {
  rules   = ["overrun.terrain"]
  fixture = "overrun-panzers"
  board {
    hex "C5" { terrain = "forest" }
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "overrun.terrain" }
  }
}

case "no overrun in a Wire hex" {
  rules   = ["overrun.terrain"]
  fixture = "overrun-panzers"
  board {
    marker "C5" "wire" {}
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "overrun.terrain" }
  }
}

case "no overrun in an Improved Position" {
  rules   = ["overrun.terrain", "defences.measures"]
  fixture = "overrun-panzers"
  board {
    marker "C5" "improved-position" {}
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "overrun.terrain" }
  }
}

case "no overrun in an AT Ditch hex" {
  rules   = ["ditches.no-overrun", "overrun.terrain"]
  fixture = "overrun-panzers"
  board {
    marker "C5" "at-ditch" {}
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "ditches.no-overrun" }
  }
}

case "no overrun of units in smoke" {
  rules   = ["smoke.no-overrun", "overrun.terrain"]
  fixture = "overrun-panzers"
  board {
    marker "C5" "smoke" { level = 1 }
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "smoke.no-overrun" }
  }
}

case "a vehicle climbing out of an AT Ditch does not overrun" {
  rules   = ["ditches.no-overrun"]
  fixture = "overrun-panzers"
  board {
    marker "C4" "at-ditch" {}
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_overrun", rule = "ditches.no-overrun" }
  }
}

case "a vehicle out of an AT Ditch may still assault" {
  rules   = ["ditches.no-overrun", "assault.attack"]
  fixture = "overrun-panzers"
  board {
    marker "C4" "at-ditch" {}
  }
  action "assault" {
    units = ["panzers"]
    path  = ["C5"]
  }
  dice = [1, 1, 1, 1]
  expect {
    assault { result = "repulsed" }
  }
}

case "an Out of Command AFV does not overrun: it may only fire on opportunity" {
  rules   = ["command.out-of-command", "overrun.eligibility"]
  fixture = "overrun-panzers"
  unit "panzers" { statuses = ["out-of-command"] }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}
