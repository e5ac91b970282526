# The expansion's scenario notation [scenarios.*] and its factions
# [factions.*], proved on the expansion's own scenarios (made for this
# project; rulesets/heart-of-darkness/scenarios/). The campaign's carried
# units and the + notation in a campaign are proved by
# conformance/campaign_test.go, since a case plays one scenario.

case "graveyard: (1) the Black Hand takes the first activation of turn 1" {
  rules    = ["scenarios.notation-first"]
  ruleset  = "heart-of-darkness"
  scenario = "graveyard"
  begin    = true
  action "end_phase" {}
  action "draw" {}
  expect {
    draw { marker = "black-hand" }
    active_side  = "black-hand"
    log_contains = ["black-hand activates first this turn"]
  }
}

case "elbe-bridges: (1) the 1st Ranger draws first, whatever the scripted draws" {
  rules    = ["scenarios.notation-first"]
  ruleset  = "heart-of-darkness"
  scenario = "elbe-bridges"
  begin    = true
  draws    = ["white-hand"]
  action "end_phase" {}
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  expect {
    draw { marker = "white-hand" }
    cup { remaining = 5 }
  }
}

case "graveyard: (r), w/ and Tx as the scenario sets them up" {
  rules    = ["scenarios.notation-reduced", "scenarios.notation-with", "scenarios.notation-turn", "scenarios.order"]
  ruleset  = "heart-of-darkness"
  scenario = "graveyard"
  action "end_phase" {}
  expect {
    unit "sdkfz1" {
      reduced = true
      at      = "L10"
    }
    unit "fj1" { attached = ["co", "reich-kommandant"] }
    unit "puma1" {
      on_map   = false
      counters = { arrives = 2 }
    }
  }
}

case "elbe-bridges: w/ the Rangers ride in the M113; the White Hand fields its reanimator" {
  rules    = ["scenarios.notation-with", "factions.white-hand"]
  ruleset  = "heart-of-darkness"
  scenario = "elbe-bridges"
  action "end_phase" {}
  expect {
    unit "m113-1" { transports = ["rangers2"] }
    unit "rangers2" { attached = ["nato-field-medic"] }
    unit "skinless1" {
      side     = "white-hand"
      attached = ["co", "white-hand-reanimator"]
    }
  }
}

case "dark-square: * a Spetsnaz team serves Vympel" {
  rules    = ["scenarios.notation-attached"]
  ruleset  = "heart-of-darkness"
  scenario = "dark-square"
  action "end_phase" {}
  expect {
    unit "spetsnaz3" {
      formation = "vympel"
      at        = "J10"
    }
  }
}

case "two-cities: + units play by default outside a campaign" {
  rules    = ["scenarios.notation-campaign"]
  ruleset  = "heart-of-darkness"
  scenario = "two-cities"
  begin    = true
  expect {
    unit "tc-sdkfz1" {
      on_map     = true
      statuses   = []
      transports = ["tc-fj2"]
    }
  }
}

case "deploy: only a campaign's carried units are deployed" {
  rules    = ["scenarios.campaign"]
  ruleset  = "heart-of-darkness"
  scenario = "graveyard"
  begin    = true
  action "deploy" {
    unit = "fj2"
    at   = "K11"
  }
  expect {
    rejected = { code = "nothing_carried", rule = "scenarios.campaign" }
  }
}

case "dark-square: the allied Black Hand cannot fire on the White Hand" {
  rules    = ["factions.relations"]
  ruleset  = "heart-of-darkness"
  scenario = "dark-square"
  begin    = true
  draws    = ["black-hand"]
  action "end_phase" {}
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  action "fire" {
    unit   = "zealot2"
    target = "skinless2"
    weapon = "he"
  }
  expect {
    rejected     = { code = "friendly_target" }
    log_contains = ["black-hand and white-hand are allies in this scenario"]
  }
}

case "allied factions pool their VP and win together" {
  rules   = ["factions.relations"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
  }
  unit "skinless" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "C2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "G7"
  }
  phase = "actions"
  vars  = { last_turn = 1 }
  begin = true
  options = {
    alliances  = [["black-hand", "white-hand"]]
    objectives = ["B2", "C2", "G7"]
    control    = { B2 = "black-hand", C2 = "white-hand", G7 = "nato" }
  }
  action "end_phase" {}
  expect {
    result = "black-hand+white-hand wins a tactical victory (black-hand+white-hand 10, nato 5 VP)"
    victory {
      black-hand = 5
      white-hand = 5
      nato       = 5
      winner     = "black-hand+white-hand"
      lead       = 5
    }
  }
}

case "with the neutral Independents in the game, a unit reduced by no one on record scores for its one enemy" {
  rules   = ["victory.credit", "independents.side"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "B2"
    reduced   = true
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "G7"
  }
  unit "militia" {
    type      = "independent-militia"
    side      = "independent"
    formation = "independent"
    at        = "D4"
    statuses  = ["uncontrolled"]
  }
  phase = "actions"
  vars  = { last_turn = 1 }
  begin = true
  action "end_phase" {}
  expect {
    victory {
      reich      = 1 # the reduced Zealot: infantry, 1
      black-hand = 0
      winner     = "reich"
    }
  }
}

case "graveyard: a mission of the campaign gives each faction its 7 Specialization points at setup" {
  rules    = ["supply.specialization", "scenarios.campaign"]
  ruleset  = "heart-of-darkness"
  scenario = "graveyard"
  begin    = true
  action "buy" {
    side = "reich"
    kind = "sandbags"
  }
  expect {
    phase = "setup"
    buy {
      specialization_left = 6
      supply_left         = 5
    }
  }
}
