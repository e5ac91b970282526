# The negative space of transfer_hero [heroes.transfer, impulse.pre-actions]:
# the codes heroes/heroes.lua returns that heroes.hcl does not prove, and the
# transfers the book allows. Fixture "heroes-duel" (heroes.hcl): the Reich's
# SS-VT and SS-VT 2 stacked in C4 (formation 1-7-ss, active), NATO's Rangers
# in C7. A refused transfer leaves the Hero where it was (checked below).

case "transfer_hero: no Hero passes while no formation is active" {
  rules   = ["heroes.transfer", "impulse.activation"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  active_formation = ""
  cup              = { "1-7-ss" = 1 }
  draws            = []
  begin            = true
  phase            = "actions"
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "ssvt" { attached = ["reich-kommandant"] }
    unit "ssvt2" { attached = [] }
  }
}

case "transfer_hero: a unit riding aboard a carrier passes no Hero" {
  rules   = ["heroes.transfer", "units.apc-passengers"]
  fixture = "heroes-duel"
  unit "halftrack" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "ssvt" {
    at       = ""
    aboard   = "halftrack"
    attached = ["reich-kommandant"]
  }
  action "transfer_hero" {
    unit = "ssvt"
    with = "halftrack"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ssvt" { attached = ["reich-kommandant"] }
  }
}

case "transfer_hero: no Hero passes to a unit riding aboard a carrier" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "halftrack" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "ssvt" { attached = ["reich-kommandant"] }
  unit "ssvt2" {
    at     = ""
    aboard = "halftrack"
  }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "not_stacked", rule = "heroes.transfer" }
    unit "ssvt" { attached = ["reich-kommandant"] }
    unit "ssvt2" { attached = [] }
  }
}

case "transfer_hero: a unit does not pass a Hero to itself" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "not_stacked", rule = "heroes.transfer" }
    unit "ssvt" { attached = ["reich-kommandant"] }
  }
}

case "transfer_hero: no Hero passes to a unit off the map" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  unit "ssvt2" { at = "" }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "not_stacked", rule = "heroes.transfer" }
    unit "ssvt" { attached = ["reich-kommandant"] }
  }
}

case "transfer_hero: a unit already Finished passes no Hero" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" {
    attached = ["reich-kommandant"]
    statuses = ["finished"]
  }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "not_at_start", rule = "heroes.transfer" }
    unit "ssvt" { attached = ["reich-kommandant"] }
  }
}

case "transfer_hero: a unit that has moved passes no Hero" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  unit "ssvt2" { at = "C3" }
  action "move" {
    unit = "ssvt"
    path = ["C3"]
  }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "not_at_start", rule = "heroes.transfer" }
    unit "ssvt" {
      at       = "C3"
      attached = ["reich-kommandant"]
    }
  }
}

case "transfer_hero: a Hero passes to a friendly unit of another formation stacked with it" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  unit "ssvt2" { formation = "2-130" }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    unit "ssvt" { attached = [] }
    unit "ssvt2" { attached = ["reich-kommandant"] }
  }
}

case "transfer_hero: several Heroes pass in one activation, and none Finishes the unit" {
  rules   = ["heroes.transfer", "impulse.pre-actions"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  unit "ssvt2" { attached = ["reich-okkultist"] }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-okkultist"
  }
  expect {
    unit "ssvt" {
      attached = ["reich-okkultist"]
      statuses = []
    }
    unit "ssvt2" {
      attached = ["reich-kommandant"]
      statuses = []
    }
  }
}

case "transfer_hero: the active side's seat may pass its Heroes" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
    by   = "reich"
  }
  expect {
    unit "ssvt2" { attached = ["reich-kommandant"] }
  }
}

# the kernel refuses a seat whose side is not to act (not_your_turn today);
# once the unit is declared of = "own" it may answer not_yours first: the
# case checks the rule alone
case "transfer_hero: the NATO seat does not pass the Reich's Heroes" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
    by   = "nato"
  }
  expect {
    rejected = { rule = "heroes.transfer" }
    unit "ssvt" { attached = ["reich-kommandant"] }
    unit "ssvt2" { attached = [] }
  }
}
