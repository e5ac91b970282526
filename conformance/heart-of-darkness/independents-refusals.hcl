# Independents (1.2, 1.4): what recruit and release refuse, each with the
# code and the rule that forbids it, and what they allow where a stricter
# reading might refuse. The fixtures are independents.hcl's: NATO rangers in
# C4 next to an uncontrolled militia in C5, their CO in C3, 1st Ranger active.

# --- Recruit: refused --------------------------------------------------------------------------

case "recruiting refused: the target is no Independent" {
  rules   = ["independents.recruit"]
  fixture = "independents-village"
  unit "ssvt" { at = "C5" } # a Reich unit, next to the rangers
  action "recruit" {
    unit   = "rangers"
    target = "ssvt"
  }
  expect {
    rejected = { code = "not_independent", rule = "independents.recruit" }
    unit "ssvt" {
      side     = "reich"
      statuses = []
    }
    unit "rangers" { statuses = [] }
  }
}

case "recruiting refused: the recruiter is not of the active formation" {
  rules   = ["independents.recruit", "impulse.activation"]
  fixture = "independents-village"
  unit "ssvt" { at = "C6" } # next to the militia, but 1st Ranger is active
  action "recruit" {
    unit   = "ssvt"
    target = "militia"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "militia" { side = "independent" }
  }
}

case "recruiting refused: the recruiter has already acted this activation" {
  rules   = ["independents.recruit", "skills.only-action"]
  fixture = "independents-village"
  action "move" {
    unit = "rangers"
    path = ["B4"]
  }
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    rejected = { code = "finished", rule = "skills.only-action" }
    unit "militia" {
      side     = "independent"
      statuses = ["uncontrolled"]
    }
  }
}

case "recruiting refused: a passenger does not recruit from inside its carrier" {
  rules   = ["independents.recruit", "units.apc-passengers"]
  fixture = "independents-village"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  unit "rangers" { aboard = "m113" }
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
  }
}

case "recruiting refused: the CO bonus asked with no CO to lend it" {
  rules   = ["independents.recruit", "skills.active"]
  fixture = "independents-village"
  unit "rangers-co" { attached = [] }
  action "recruit" {
    unit     = "rangers"
    target   = "militia"
    co_bonus = true
  }
  expect {
    rejected = { code = "no_co", rule = "skills.active" }
    unit "militia" { side = "independent" }
  }
}

case "recruiting refused: the CO bonus asked of a CO too far away to lend it" {
  rules   = ["independents.recruit", "skills.active", "command.out-of-contact"]
  fixture = "independents-village"
  unit "rangers-co" { at = "K1" } # beyond the CO's radio range
  action "recruit" {
    unit     = "rangers"
    target   = "militia"
    co_bonus = true
  }
  expect {
    rejected = { code = "no_co_bonus", rule = "command.out-of-contact" }
    unit "militia" { side = "independent" }
  }
}

case "recruiting refused: an Undead unit never recruits, even with a Hero" {
  rules   = ["independents.recruit", "undead.no-skills"]
  fixture = "independents-village"
  unit "reanimated" {
    type      = "reanimated"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C6"
    attached  = ["nato-ranger-captain"]
  }
  action "recruit" {
    unit   = "reanimated"
    target = "militia"
  }
  expect {
    rejected = { code = "undead", rule = "undead.no-skills" }
  }
}

# --- Recruit: allowed ----------------------------------------------------------------------------

case "a tank with a Hero recruits: Heroes recruit, not only infantry" {
  rules   = ["independents.recruit", "heroes.own-unit"]
  fixture = "independents-village"
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C6"
    attached  = ["nato-ranger-captain"]
  }
  action "recruit" {
    unit   = "m60"
    target = "militia"
  }
  expect {
    unit "militia" {
      side     = "nato"
      statuses = ["recruited", "finished"]
    }
    unit "m60" { statuses = ["finished"] }
  }
}

case "an Undead Independent is recruited: the Undead never recruit, but may be recruited" {
  rules   = ["independents.recruit", "undead.no-skills"]
  fixture = "independents-village"
  unit "dead" {
    type      = "independent-reanimated"
    side      = "independent"
    formation = "independent"
    at        = "B4"
    statuses  = ["uncontrolled"]
  }
  dice = [6, 6]
  action "recruit" {
    unit   = "rangers"
    target = "dead"
  }
  expect {
    unit "dead" {
      side      = "nato"
      formation = "1st-ranger"
    }
  }
}

case "a Shaken Independent, stacked with an enemy unit, is recruited all the same" {
  rules   = ["independents.recruit", "independents.stacking"]
  fixture = "independents-village"
  unit "militia" { statuses = ["uncontrolled", "shaken"] }
  unit "ssvt" { at = "C5" }
  dice = [6, 6]
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    unit "militia" {
      side     = "nato"
      statuses = ["recruited", "finished", "shaken"]
    }
  }
}

# --- Release: refused -------------------------------------------------------------------------

case "releasing refused: the unit is no Independent" {
  rules   = ["independents.release"]
  fixture = "independents-village"
  action "release" { unit = "rangers" }
  expect {
    rejected = { code = "not_independent", rule = "independents.release" }
    unit "rangers" {
      side      = "nato"
      formation = "1st-ranger"
    }
  }
}

case "releasing refused: a seat of another side does not release a faction's recruit" {
  rules   = ["independents.release"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited"]
  }
  action "release" {
    unit = "militia"
    by   = "reich"
  }
  expect {
    rejected = { code = "not_your_turn", rule = "independents.release" }
    unit "militia" {
      side     = "nato"
      statuses = ["recruited"]
    }
  }
}

# --- Release: allowed -------------------------------------------------------------------------

case "a Finished recruit is released: releasing is a declaration, no unit acts" {
  rules   = ["independents.release"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited", "finished", "shaken"]
  }
  action "release" {
    unit = "militia"
    by   = "nato"
  }
  action "move" { # the rangers may still act: the release Finished no one
    unit = "rangers"
    path = ["B4"]
  }
  expect {
    unit "militia" {
      side      = "independent"
      formation = "independent"
      statuses  = ["uncontrolled", "finished", "shaken"]
    }
    unit "rangers" { at = "B4" }
  }
}

case "a recruit serving in another formation of the side is released in any of the side's activations" {
  rules   = ["independents.release"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "2nd-ranger"
    statuses  = ["recruited"]
  }
  action "release" { unit = "militia" }
  expect {
    unit "militia" {
      side     = "independent"
      statuses = ["uncontrolled"]
    }
  }
}
