# Heroes (1.1): attached like COs, any number to a unit; passed between
# stacked friendly units at the start of an activation (transfer_hero); their
# factor changes count for their own unit only; lost with their unit, kept
# by a recruited unit.

fixture "heroes-duel" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C7"
  }
  active_formation = "1-7-ss"
}

# --- Attached, any number; modifiers on their own unit -----------------------------------

case "a Hero's +1 AV counts in its unit's attack" {
  rules   = ["heroes.attachment", "heroes.own-unit", "heroes.counters"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  dice = [3, 4]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av   = 14 # HE 6 + 7 + Kommandant 1
      dv   = 13
      hits = 1
    }
    unit "rangers" { statuses = ["shaken"] }
    log_contains = ["Hero Kommandant 1 [heroes.own-unit]"]
  }
}

case "any number of Heroes ride on one unit and each adds its change" {
  rules   = ["heroes.attachment", "heroes.own-unit"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant", "independent-mercenary"] }
  dice = [3, 4]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av   = 15 # HE 6 + 7 + Kommandant 1 + Mercenary 1
      dv   = 13
      hits = 2
    }
  }
}

case "a Hero rides beside the CO marker without displacing it" {
  rules   = ["heroes.attachment"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["co", "reich-kommandant"] }
  dice = [3, 4]
  action "fire" {
    unit     = "ssvt"
    target   = "rangers"
    weapon   = "he"
    co_bonus = true
  }
  expect {
    attack { av = 17 } # HE 6 + 7 + CO local 3 + Kommandant 1
    unit "ssvt" { attached = ["co", "reich-kommandant"] }
  }
}

case "a Hero does not help another unit of its stack" {
  rules   = ["heroes.own-unit"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  dice = [3, 4]
  action "fire" {
    unit   = "ssvt2"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av   = 13 # HE 6 + 7: the Kommandant rides on ssvt
      hits = 0
    }
    unit "rangers" { statuses = [] }
  }
}

case "a Hero's +1 DV counts when its own unit is attacked" {
  rules   = ["heroes.own-unit"]
  fixture = "heroes-duel"
  unit "rangers" { attached = ["nato-ranger-captain"] }
  dice = [4, 4]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      av   = 14
      dv   = 14 # armor 13 + Ranger Captain 1
      hits = 0
    }
  }
}

case "a Hero's DV does not shield a unit stacked with it" {
  rules   = ["heroes.own-unit"]
  fixture = "heroes-duel"
  unit "rangers" { attached = ["nato-ranger-captain"] }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C7"
  }
  dice = [4, 4]
  action "fire" {
    unit   = "ssvt"
    target = "rangers2"
    weapon = "he"
  }
  expect {
    attack {
      dv   = 13
      hits = 1
    }
  }
}

# --- transfer_hero -------------------------------------------------------------------------

case "the activating unit passes its Hero to a stacked friendly unit" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    hero {
      from   = "ssvt"
      to     = "ssvt2"
      skills = ["charge", "recruit"]
    }
    unit "ssvt" {
      attached = []
      statuses = [] # a pre-action: not Finished
    }
    unit "ssvt2" { attached = ["reich-kommandant"] }
  }
}

case "the activating unit takes a Hero from a stacked friendly unit" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt2" { attached = ["reich-okkultist"] }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-okkultist"
  }
  expect {
    hero {
      to     = "ssvt"
      skills = ["mind_control", "telekinesis"]
    }
    unit "ssvt" { attached = ["reich-okkultist"] }
    unit "ssvt2" { attached = [] }
  }
}

case "several Heroes pass one after another, and only the named one moves" {
  rules   = ["heroes.transfer", "heroes.attachment"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["co", "reich-kommandant", "reich-okkultist"] }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-okkultist"
  }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    unit "ssvt" { attached = ["co"] }
    unit "ssvt2" { attached = ["reich-kommandant", "reich-okkultist"] }
  }
}

case "the Hero passed before the attack adds to the receiving unit's attack" {
  rules   = ["heroes.transfer", "heroes.own-unit"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  dice = [3, 4]
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  action "fire" {
    unit   = "ssvt2"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack {
      attacker = "ssvt2"
      av       = 14
    }
  }
}

case "no Hero passes to a unit in another hex" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  unit "ssvt2" { at = "C5" }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "not_stacked", rule = "heroes.transfer" }
  }
}

case "no Hero passes to a unit of another side, even stacked" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  unit "rangers" { at = "C4" }
  action "transfer_hero" {
    unit = "ssvt"
    with = "rangers"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "not_stacked", rule = "heroes.transfer" }
  }
}

case "no Hero passes once the unit has acted in its activation" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  dice = [1, 1]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-kommandant"
  }
  expect {
    rejected = { code = "not_at_start", rule = "heroes.transfer" }
  }
}

case "transfer_hero passes Heroes only, not the CO marker" {
  rules   = ["heroes.transfer", "heroes.counters"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["co"] }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "co"
  }
  expect {
    rejected = { code = "not_hero", rule = "heroes.counters" }
  }
}

case "transfer_hero of a Hero neither unit has is refused" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "ssvt" { attached = ["reich-kommandant"] }
  action "transfer_hero" {
    unit = "ssvt"
    with = "ssvt2"
    hero = "reich-okkultist"
  }
  expect {
    rejected = { code = "not_attached", rule = "heroes.transfer" }
  }
}

case "only a unit of the active formation passes Heroes" {
  rules   = ["heroes.transfer"]
  fixture = "heroes-duel"
  unit "rangers" {
    at       = "C7"
    attached = ["nato-field-medic"]
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C7"
  }
  action "transfer_hero" {
    unit = "rangers"
    with = "rangers2"
    hero = "nato-field-medic"
  }
  expect {
    # the side to act (the Reich) names a NATO unit: the kernel's ownership test
    rejected = { code = "not_yours", rule = "heroes.transfer" }
  }
}

# --- Lost with the unit, kept when recruited ------------------------------------------------

case "a Hero leaves play with its eliminated unit and passes to no one" {
  rules   = ["heroes.loss"]
  fixture = "heroes-duel"
  unit "rangers" { attached = ["nato-field-medic"] }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C7"
  }
  dice = [6, 6]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { hits = 5 }
    unit "rangers" {
      alive    = false
      attached = ["nato-field-medic"]
    }
    unit "rangers2" { attached = [] }
    log_contains = ["Field Medic leaves play with rangers"]
  }
}

case "the CO marker passes to a 2IC when its unit falls; the Hero on the same unit does not" {
  rules   = ["heroes.loss"]
  fixture = "heroes-duel"
  unit "rangers" { attached = ["co", "nato-ranger-captain"] }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8"
  }
  dice = [6, 6]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { hits = 4 }
    unit "rangers" {
      alive    = false
      attached = ["co", "nato-ranger-captain"]
    }
    unit "rangers2" { attached = [] }
    log_contains = ["the CO of 1st-ranger is lost: a 2IC takes command", "Ranger Captain leaves play with rangers: no one replaces it"]
  }
}

case "a recruited Independent keeps its Hero, now on the recruiter's side" {
  rules   = ["heroes.recruited"]
  fixture = "heroes-duel"
  unit "militia" {
    type      = "independent-militia"
    side      = "independent"
    formation = "independent"
    at        = "C5"
    attached  = ["independent-mercenary"]
  }
  action "recruit" {
    unit   = "ssvt"
    target = "militia"
  }
  expect {
    unit "militia" {
      side     = "reich"
      attached = ["independent-mercenary"]
    }
    log_contains = ["the Hero Mercenary stays with militia, now of reich"]
  }
}

# --- A Hero's skill: the unit's only action -----------------------------------------------

fixture "heroes-terror" {
  fixture = "heroes-duel"
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C4"
    attached  = ["black-hand-prophet"]
  }
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C4"
  }
  unit "ssvt" { at = "E4" }
  unit "ssvt2" { at = "E4" }
  active_formation = "black-hand"
}

case "a unit uses its Hero's long-range skill" {
  rules   = ["heroes.skill-action", "heroes.counters"]
  fixture = "heroes-terror"
  action "terror" {
    unit   = "zealot"
    target = "rangers"
  }
  expect {
    unit "rangers" { statuses = ["shaken", "finished"] }
    unit "zealot" { statuses = ["finished"] }
  }
}

case "a unit uses its Hero's skill as its only action" {
  rules   = ["heroes.skill-action", "heroes.own-unit"]
  fixture = "heroes-terror"
  action "terror" {
    unit   = "zealot"
    target = "rangers"
  }
  action "fire" {
    unit   = "zealot"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
  }
}

case "a Hero's skill is its own unit's: a stacked unit without the Hero lacks it" {
  rules   = ["heroes.own-unit", "heroes.skill-action"]
  fixture = "heroes-terror"
  action "terror" {
    unit   = "zealot2"
    target = "rangers"
  }
  expect {
    rejected = { code = "no_skill", rule = "skills.ranges" }
  }
}
