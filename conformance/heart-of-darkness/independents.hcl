# Independents (1.2, 2.1): an uncontrolled Independent is neutral to every
# faction; it is recruited from its own or the next hex (an active skill),
# released by declaration, and turns hostile for good when its own side's
# units attack it; hostile ones act by themselves; all rally by themselves;
# player units stack with uncontrolled ones without taking the hex, and help
# them defend against an assault.

fixture "independents-village" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  unit "rangers-co" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C3"
    attached  = ["co"]
  }
  unit "militia" {
    type      = "independent-militia"
    side      = "independent"
    formation = "independent"
    at        = "C5"
    statuses  = ["uncontrolled"]
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "K10"
  }
  phase            = "actions"
  active_formation = "1st-ranger"
  automated        = ["independent"] # as play begins (independents.hostile-activation)
}

# --- Recruit -------------------------------------------------------------------------------

case "recruiting: 2D6 above the CO's ERR brings the Independent into the recruiter's formation, both Finished" {
  rules   = ["independents.recruit", "skills.active"]
  fixture = "independents-village"
  dice    = [5, 4] # 9 beats the 1st Ranger CO's ERR of 7
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    unit "militia" {
      side      = "nato"
      formation = "1st-ranger"
      statuses  = ["recruited", "finished"]
    }
    unit "rangers" { statuses = ["finished"] }
    log_contains = ["militia joins 1st-ranger"]
  }
}

case "a failed recruiting roll Finishes only the recruiter; the Independent stays uncontrolled" {
  rules   = ["independents.recruit", "skills.active"]
  fixture = "independents-village"
  dice    = [4, 3] # 7 does not beat the ERR of 7
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    unit "militia" {
      side      = "independent"
      formation = "independent"
      statuses  = ["uncontrolled"]
    }
    unit "rangers" { statuses = ["finished"] }
  }
}

case "a unit with no CO over it recruits without a roll, from the Independent's own hex" {
  rules   = ["independents.recruit", "skills.active"]
  fixture = "independents-village"
  unit "rangers-co" { attached = [] }
  unit "rangers" { at = "C5" }
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    unit "militia" { side = "nato" }
    log_contains = ["serves under no CO or 2IC"]
  }
}

case "a unit led by a Hero recruits without a roll, and the Hero stays with it" {
  rules   = ["independents.recruit", "heroes.own-unit"]
  fixture = "independents-village"
  unit "rangers" { attached = ["nato-ranger-captain"] }
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    unit "militia" { side = "nato" }
    unit "rangers" { attached = ["nato-ranger-captain"] }
    log_contains = ["a Hero recruits without fail"]
  }
}

case "a unit bearing Terror recruits without a roll" {
  rules   = ["independents.recruit", "skills.terror"]
  fixture = "independents-village"
  unit "rangers" { attached = ["black-hand-prophet"] }
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    unit "militia" { side = "nato" }
    log_contains = ["a Terror unit recruits without fail"]
  }
}

case "a recruited Independent keeps the Hero attached to it" {
  rules   = ["independents.recruit", "heroes.recruited"]
  fixture = "independents-village"
  unit "militia" { attached = ["independent-mercenary"] }
  dice = [6, 6]
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    unit "militia" {
      side     = "nato"
      attached = ["independent-mercenary"]
    }
  }
}

case "the CO bonus is added to a recruiting roll and Finishes the CO" {
  rules   = ["independents.recruit", "skills.active"]
  fixture = "independents-village"
  dice    = [3, 3] # 6, +2 for the CO's local rating... at 1 hex: its radio bonus 1 = 7: fails
  action "recruit" {
    unit     = "rangers"
    target   = "militia"
    co_bonus = true
  }
  expect {
    unit "militia" { side = "independent" }
    unit "rangers-co" { statuses = ["finished"] }
  }
}

case "a reduced Independent is recruited like a full-strength one" {
  rules   = ["independents.recruit"]
  fixture = "independents-village"
  unit "militia" { reduced = true }
  dice = [6, 2]
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    unit "militia" {
      side    = "nato"
      reduced = true
    }
  }
}

case "recruiting refused: the Independent is two hexes away" {
  rules   = ["independents.recruit"]
  fixture = "independents-village"
  unit "militia" { at = "C6" }
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    rejected = { code = "out_of_range", rule = "independents.recruit" }
  }
}

case "recruiting refused: the Independent is already controlled" {
  rules   = ["independents.recruit"]
  fixture = "independents-village"
  unit "militia" {
    side      = "reich"
    formation = "1-7-ss"
    statuses  = ["recruited"]
  }
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    rejected = { code = "controlled", rule = "independents.recruit" }
  }
}

case "recruiting refused: an Undead unit never recruits" {
  rules   = ["independents.recruit", "undead.no-skills"]
  fixture = "independents-village"
  unit "reanimated" {
    type      = "reanimated"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  action "recruit" {
    unit   = "reanimated"
    target = "militia"
  }
  expect {
    rejected = { code = "undead", rule = "undead.no-skills" }
  }
}

case "recruiting refused: a Huge unit never recruits" {
  rules   = ["independents.recruit", "units.huge-hod"]
  fixture = "independents-village"
  unit "ravager" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C6"
  }
  active_formation = "black-hand"
  action "recruit" {
    unit   = "ravager"
    target = "militia"
  }
  expect {
    rejected = { code = "huge", rule = "units.huge-hod" }
  }
}

case "recruiting refused: a tank with no Hero is no recruiter" {
  rules   = ["independents.recruit"]
  fixture = "independents-village"
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  action "recruit" {
    unit   = "m60"
    target = "militia"
  }
  expect {
    rejected = { code = "cannot_recruit", rule = "independents.recruit" }
  }
}

case "recruiting refused: a Shaken unit uses no skill" {
  rules   = ["independents.recruit", "skills.active"]
  fixture = "independents-village"
  unit "rangers" { statuses = ["shaken"] }
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    rejected = { code = "shaken", rule = "skills.active" }
  }
}

case "recruiting refused: a hostile Independent is never recruited again" {
  rules   = ["independents.recruit", "independents.hostile"]
  fixture = "independents-village"
  unit "militia" { statuses = ["uncontrolled", "hostile"] }
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  expect {
    rejected = { code = "hostile", rule = "independents.hostile" }
  }
}

# --- Release ---------------------------------------------------------------------------------

case "a released Independent goes back to the Independents, uncontrolled" {
  rules   = ["independents.release"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited"]
  }
  action "release" { unit = "militia" }
  expect {
    unit "militia" {
      side      = "independent"
      formation = "independent"
      statuses  = ["uncontrolled"]
    }
    log_contains = ["nato releases militia"]
  }
}

case "releasing refused: the Independent is controlled by no one" {
  rules   = ["independents.release"]
  fixture = "independents-village"
  action "release" { unit = "militia" }
  expect {
    rejected = { code = "not_controlled", rule = "independents.release" }
  }
}

case "releasing refused outside the activations of the Independent's side" {
  rules   = ["independents.release"]
  fixture = "independents-village"
  unit "militia" {
    side      = "reich"
    formation = "1-7-ss"
    statuses  = ["recruited"]
  }
  action "release" { unit = "militia" }
  expect {
    rejected = { code = "not_active", rule = "independents.release" }
  }
}

# --- Turning hostile -------------------------------------------------------------------------

case "an Independent recruited, released, recruited again and attacked by its own side turns hostile for good" {
  rules   = ["independents.recruit", "independents.release", "independents.hostile"]
  fixture = "independents-village"
  unit "rangers-co" { attached = [] } # no CO: the recruits succeed outright
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C6"
  }
  dice = [1, 1] # the attack misses
  action "recruit" {
    unit   = "rangers"
    target = "militia"
  }
  action "release" { unit = "militia" }
  action "recruit" {
    unit   = "rangers2"
    target = "militia"
  }
  action "fire" {
    unit   = "rangers-co"
    target = "militia"
    weapon = "he"
  }
  expect {
    unit "militia" {
      side      = "independent"
      formation = "independent"
      statuses  = ["uncontrolled", "hostile", "finished"]
    }
    attack {
      attacker = "rangers-co"
      target   = "militia"
    }
    log_contains = ["rangers-co attacks militia, a recruit of its own side: militia turns hostile"]
  }
}

case "a recruit does not attack its own side" {
  rules   = ["independents.hostile"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited"]
  }
  action "fire" {
    unit   = "militia"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "friendly_target", rule = "independents.hostile" }
  }
}

case "any faction may fire at an uncontrolled Independent: it stays uncontrolled, not hostile" {
  rules   = ["independents.side", "independents.hostile", "combat.forms"]
  fixture = "independents-village"
  dice    = [1, 1]
  action "fire" {
    unit   = "rangers"
    target = "militia"
    weapon = "he"
  }
  expect {
    attack {
      attacker = "rangers"
      target   = "militia"
      hits     = 0
    }
    unit "militia" {
      side     = "independent"
      statuses = ["uncontrolled"]
    }
  }
}

case "a hostile Independent is every faction's enemy" {
  rules   = ["independents.hostile", "combat.forms"]
  fixture = "independents-village"
  unit "militia" { statuses = ["uncontrolled", "hostile"] }
  dice = [1, 1]
  action "fire" {
    unit   = "rangers"
    target = "militia"
    weapon = "he"
  }
  expect {
    attack {
      attacker = "rangers"
      target   = "militia"
      hits     = 0
    }
  }
}

# --- Acting by themselves ------------------------------------------------------------------

case "drawn from the cup, a hostile Independent fires at the closest enemy in normal range and sight" {
  rules   = ["independents.hostile-activation", "turn.independent-markers"]
  fixture = "independents-village"
  unit "militia" {
    at       = "C7" # rangers 3 hexes away, beyond its range of 2; ss-vt 2 hexes away
    statuses = ["uncontrolled", "hostile"]
  }
  unit "ssvt" { at = "E7" }
  active_formation = ""
  cup   = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["independent"]
  dice  = [1, 1]
  action "draw" {}
  expect {
    attack {
      attacker = "militia"
      target   = "ssvt"
      hits     = 0
    }
    unit "militia" {
      at       = "C7"
      statuses = ["uncontrolled", "hostile", "finished"]
    }
    active_formation = ""
    log_contains     = ["militia has ssvt in range and sight: it stays and fires", "the Independent formation's activation ends"]
  }
}

case "a hostile Independent with no enemy in range heads for the closest one by the cheapest route" {
  rules   = ["independents.hostile-activation"]
  fixture = "independents-village"
  unit "militia" {
    at       = "H10"
    statuses = ["uncontrolled", "hostile"]
  }
  unit "ssvt" { at = "K10" } # 3 hexes: the closest enemy, the rangers far off
  active_formation = ""
  cup   = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["independent"]
  dice  = [1, 1]
  action "draw" {}
  expect {
    unit "militia" { at = "I9" } # one step: ssvt 2 hexes off, in range
    attack {
      attacker = "militia"
      target   = "ssvt"
    }
    log_contains = ["militia heads for ssvt, the closest enemy"]
  }
}

case "an uncontrolled Independent that is not hostile stays put when its marker is drawn" {
  rules   = ["independents.uncontrolled", "turn.independent-markers"]
  fixture = "independents-village"
  unit "ssvt" { at = "C7" }
  active_formation = ""
  cup   = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["independent"]
  action "draw" {}
  expect {
    unit "militia" {
      at       = "C5"
      statuses = ["uncontrolled"]
    }
    active_formation = ""
    log_contains     = ["the Independent formation's activation ends"]
  }
}

case "uncontrolled Independents rally without a roll when their marker is drawn" {
  rules   = ["independents.rally"]
  fixture = "independents-village"
  unit "militia" { statuses = ["uncontrolled", "shaken"] }
  active_formation = ""
  cup   = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["independent"]
  action "draw" {}
  expect {
    unit "militia" { statuses = ["uncontrolled"] }
    log_contains = ["militia is an Independent: it rallies automatically"]
  }
}

case "a recruited Independent rallies without a roll as its new formation activates, its fellows do not" {
  rules   = ["independents.rally"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited", "shaken"]
  }
  unit "rangers" { statuses = ["shaken"] }
  active_formation = ""
  cup   = { "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["1st-ranger"]
  action "draw" {}
  expect {
    unit "militia" { statuses = ["recruited"] }
    unit "rangers" { statuses = ["shaken"] }
    active_formation = "1st-ranger"
  }
}

# --- Stacking and control ----------------------------------------------------------------------

case "player units stack with an uncontrolled Independent and take no control of its hex" {
  rules   = ["independents.stacking", "control.hex"]
  fixture = "independents-village"
  action "move" {
    unit = "rangers"
    path = ["C5", "C6"]
  }
  expect {
    unit "rangers" { at = "C6" }
    control = { C6 = "nato" }
    hex "C5" { control = "" }
  }
}

case "a player unit ends its move stacked with an uncontrolled Independent" {
  rules   = ["independents.stacking"]
  fixture = "independents-village"
  action "move" {
    unit = "rangers"
    path = ["C5"]
  }
  expect {
    unit "rangers" { at = "C5" }
    hex "C5" {
      units   = 2
      control = ""
    }
  }
}

case "a recruited Independent takes hexes for its faction" {
  rules   = ["independents.stacking", "control.hex"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited"]
  }
  action "move" {
    unit = "militia"
    path = ["C6"]
  }
  expect {
    control = { C6 = "nato" }
  }
}

case "an uncontrolled Independent takes no hex when it moves" {
  rules   = ["independents.stacking"]
  fixture = "independents-village"
  unit "militia" {
    at       = "H10"
    statuses = ["uncontrolled", "hostile"]
  }
  active_formation = ""
  cup   = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["independent"]
  dice  = [1, 1]
  action "draw" {}
  expect {
    unit "militia" { at = "I9" }
    hex "I9" { control = "" }
  }
}

# --- Helping an uncontrolled Independent defend (2.1) -----------------------------------------

# A Zealot born of a biological strike assaults the first unit in its hex
# that is not of the Black Hand (oba.biological-conversion): here the
# uncontrolled militia, with NATO rangers stacked with it.
fixture "independents-bio" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 5
    rows    = 12
    terrain = "clear"
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "grenadiers" { # struck first: becomes the Zealot
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B8"
  }
  unit "militia" {
    type      = "independent-militia"
    side      = "independent"
    formation = "independent"
    at        = "B8"
    statuses  = ["uncontrolled"]
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B8"
  }
  phase            = "actions"
  active_formation = "1-130"
  automated        = ["independent"]
  oba              = { reich = ["biological"] }
}

case "a player's unit stacked with an assaulted uncontrolled Independent helps it defend" {
  rules   = ["independents.assist", "assault.defense"]
  fixture = "independents-bio"
  # accuracy 3; grenadiers 1: a Zealot; rangers 6: no effect; the assault on the militia: 1+1
  dice = [3, 1, 6, 1, 1]
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  expect {
    attack {
      kind     = "assault"
      attacker = "grenadiers"
      target   = "militia"
      dv       = 13 # armor 12 + the rangers' help 1
    }
    log_contains = ["infantry rangers helps the Independent defend"]
  }
}

case "a hostile Independent next to a hidden unit reveals it, as any enemy would" {
  rules   = ["independents.hostile", "concealment.loss"]
  fixture = "independents-village"
  board {
    hex "C4" { terrain = "woods" }
  }
  unit "militia" { statuses = ["uncontrolled", "hostile"] }
  unit "ssvt" { at = "C7" }
  active_formation = "1-7-ss"
  dice = [1, 1]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { dv = 14 } # armor 13 + woods 1, not concealed
    log_contains = ["not concealed: enemy militia is next to rangers"]
  }
}

case "an uncontrolled Independent that is not hostile reveals no one" {
  rules   = ["independents.side", "concealment.conditions"]
  fixture = "independents-village"
  board {
    hex "C4" { terrain = "woods" }
  }
  unit "ssvt" { at = "C7" }
  active_formation = "1-7-ss"
  dice = [1, 1]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { dv = 15 } # armor 13 + woods 1 + concealed 1
  }
}

case "a faction's assault on its own recruit turns the recruit hostile before the blow lands" {
  rules   = ["independents.hostile", "assault.definition"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited"]
  }
  dice = [1, 1]
  action "assault" {
    units  = ["rangers"]
    path   = ["C5"]
    target = "militia"
  }
  expect {
    attack {
      kind     = "assault"
      attacker = "rangers"
      target   = "militia"
    }
    unit "militia" {
      side     = "independent"
      statuses = ["uncontrolled", "hostile"]
    }
    assault { result = "repulsed" }
  }
}

case "the masterless Black Hand fires at a hostile Independent, never at an uncontrolled one that is not" {
  rules   = ["independents.hostile", "independents.side", "black-hand.masterless"]
  fixture = "independents-village"
  unit "militia" { at = "C7" } # uncontrolled, 1 hex from the zealot
  unit "militia2" {
    type      = "independent-militia"
    side      = "independent"
    formation = "independent"
    at        = "C10" # 2 hexes from the zealot
    statuses  = ["uncontrolled", "hostile"]
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C8"
  }
  automated        = ["independent", "black-hand"]
  active_formation = ""
  cup   = { "black-hand" = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["black-hand"]
  dice  = [1, 1]
  action "draw" {}
  expect {
    attack {
      attacker = "zealot"
      target   = "militia2"
    }
  }
}

# --- Opportunity fire ------------------------------------------------------------------------

case "a hostile Independent on the move draws the factions' opportunity fire" {
  rules   = ["independents.hostile", "opportunity-fire.trigger"]
  fixture = "independents-village"
  unit "militia" {
    at       = "H10"
    statuses = ["uncontrolled", "hostile"]
  }
  unit "rangers" { at = "H6" } # 3 hexes from I9, where the militia stops
  unit "ssvt" { at = "K10" }
  active_formation = ""
  cup   = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["independent"]
  action "draw" {}
  expect {
    interrupt = "opportunity"
  }
}

case "a recruit on the move draws no opportunity fire from its own side" {
  rules   = ["independents.recruit", "opportunity-fire.trigger"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited"]
  }
  unit "ssvt" { at = "K1" } # out of reach
  action "move" {
    unit = "militia"
    path = ["C6", "C7"]
  }
  expect {
    interrupt = ""
    unit "militia" { at = "C7" }
  }
}

# --- Hostile Independents assault (1.2) --------------------------------------------------------

case "drawn from the cup, a hostile Independent next to an enemy assaults it rather than fire" {
  rules   = ["independents.hostile-activation", "assault.definition", "assault.failure"]
  fixture = "independents-village"
  unit "militia" {
    at       = "C7"
    statuses = ["uncontrolled", "hostile"]
  }
  unit "ssvt" { at = "C8" } # next to it, in normal range and sight too
  active_formation = ""
  cup   = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["independent"]
  dice  = [1, 1] # AV 4 + 2 assault + 2 = 8 against DV 13: repulsed
  action "draw" {}
  expect {
    attack {
      kind     = "assault"
      attacker = "militia"
      target   = "ssvt"
      av       = 8
    }
    assault { result = "repulsed" }
    unit "militia" {
      at       = "C7" # fell back to the hex it came from
      statuses = ["uncontrolled", "hostile", "shaken", "finished"]
    }
    unit "ssvt" { at = "C8" }
    active_formation = ""
    log_contains     = ["militia is next to ssvt: it assaults", "the Independent formation's activation ends"]
  }
}

case "a hostile Independent whose walk brings it next to an enemy assaults it with the MP it has left" {
  rules   = ["independents.hostile-activation", "assault.definition", "assault.success"]
  fixture = "independents-village"
  board { terrain = "woods" } # no line of sight beyond the next hex
  unit "rangers" { at = "K1" }
  unit "rangers-co" { at = "L1" }
  unit "militia" {
    at       = "C4"
    statuses = ["uncontrolled", "hostile"]
  }
  unit "ssvt" { at = "C8" } # 4 hexes: 3 MP of woods to C7, the 4th into its hex
  active_formation = ""
  cup   = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["independent"]
  dice  = [6, 6] # AV 4 + 2 + 12 = 18 against DV 13 + woods 1
  action "draw" {}
  expect {
    attack {
      kind     = "assault"
      attacker = "militia"
      target   = "ssvt"
    }
    assault { result = "taken" }
    unit "ssvt" { alive = false }
    unit "militia" {
      at       = "C8"
      statuses = ["uncontrolled", "hostile", "finished"]
    }
    log_contains = ["militia heads for ssvt, the closest enemy: C5 C6 C7", "militia will be next to ssvt in C7: it assaults"]
  }
}

case "a hostile Independent with no room in the enemy's hex fires at it instead of assaulting" {
  rules   = ["independents.hostile-activation", "assault.definition"]
  fixture = "independents-village"
  unit "militia" {
    at       = "C7"
    statuses = ["uncontrolled", "hostile"]
  }
  unit "ssvt" { at = "C8" }
  unit "m2" { # two uncontrolled Independents stacked with the ss-vt: no room for a third
    type      = "independent-militia"
    side      = "independent"
    formation = "independent"
    at        = "C8"
    statuses  = ["uncontrolled"]
  }
  unit "m3" {
    type      = "independent-militia"
    side      = "independent"
    formation = "independent"
    at        = "C8"
    statuses  = ["uncontrolled"]
  }
  active_formation = ""
  cup   = { independent = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["independent"]
  dice  = [1, 1]
  action "draw" {}
  expect {
    attack {
      kind     = "ranged"
      attacker = "militia"
      target   = "ssvt"
    }
    unit "militia" { at = "C7" }
    log_contains = ["militia has ssvt in range and sight: it stays and fires"]
  }
}

case "the masterless Black Hand next to an enemy still fires: only the Independents' crew assaults" {
  rules   = ["black-hand.masterless", "independents.hostile-activation"]
  fixture = "independents-village"
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C6" # next to the rangers in C5
  }
  unit "rangers" { at = "C5" }
  unit "militia" { at = "J1" }
  automated        = ["independent", "black-hand"]
  active_formation = ""
  cup   = { "black-hand" = 1, "1st-ranger" = 2, "1-7-ss" = 2 }
  draws = ["black-hand"]
  dice  = [1, 1]
  action "draw" {}
  expect {
    attack {
      kind     = "ranged"
      attacker = "zealot"
      target   = "rangers"
    }
    unit "zealot" { at = "C6" }
  }
}

# --- Uncontrolled Independents assaulted, and stacked with (1.2, 2.1) -----------------------------

case "an ordinary assault on an uncontrolled Independent: the enemy's unit stacked with it helps it defend" {
  rules   = ["independents.assist", "assault.defense", "assault.failure"]
  fixture = "independents-village"
  unit "ssvt" { at = "C5" } # a Reich unit stacked with the militia: an enemy of the rangers
  dice = [1, 1]
  action "assault" {
    units  = ["rangers"]
    path   = ["C5"]
    target = "militia"
  }
  expect {
    attack {
      kind     = "assault"
      attacker = "rangers"
      target   = "militia"
      dv       = 13 # armor 12 + the ss-vt's help 1
    }
    assault { result = "repulsed" }
    unit "militia" { statuses = ["uncontrolled"] } # not turned hostile
    unit "rangers" { at = "C4" }
    log_contains = ["infantry ssvt helps the Independent defend"]
  }
}

case "of two units stacked with an assaulted Independent, the AFV helps it defend" {
  rules   = ["independents.assist"]
  fixture = "independents-village"
  unit "ssvt" { at = "C5" }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C5"
  }
  dice = [1, 1]
  action "assault" {
    units  = ["rangers"]
    path   = ["C5"]
    target = "militia"
  }
  expect {
    attack { dv = 14 } # armor 12 + the Puma's help 2
    log_contains = ["AFV puma helps the Independent defend"]
  }
}

case "an Independent's hex taken: the enemy's unit that helped it is Shaken and retreats" {
  rules   = ["independents.assist", "assault.success"]
  fixture = "independents-village"
  unit "ssvt" { at = "C5" }
  dice = [6, 6] # AV 5 + 2 + 12 = 19 against DV 13
  action "assault" {
    units  = ["rangers"]
    path   = ["C5"]
    target = "militia"
  }
  expect {
    assault { result = "taken" }
    unit "rangers" { at = "C5" }
    unit "ssvt" {
      at       = "C6"
      statuses = ["shaken"]
    }
  }
}

case "a faction's own recruit is no foe: its side's units move into its hex" {
  rules   = ["independents.stacking", "independents.recruit"]
  fixture = "independents-village"
  unit "militia" {
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["recruited"]
  }
  action "move" {
    unit = "rangers"
    path = ["C5"]
  }
  expect {
    unit "rangers" { at = "C5" }
  }
}

case "a player unit stays in an uncontrolled Independent's hex to the end of its activation" {
  rules   = ["independents.stacking", "stacking.overstack"]
  fixture = "independents-village"
  action "move" {
    unit = "rangers"
    path = ["C5"]
  }
  action "end_activation" {}
  expect {
    unit "rangers" { at = "C5" }
    unit "militia" { at = "C5" }
    active_formation = ""
  }
}
