# Skills (1.4) [skills.*]: every skill's success, the failure of the active
# ones (two dice at or below the ERR of the user's CO: Search, Mind Control,
# Slay) and refusals (more in skills-refusals.hcl). The Reich's 1/130 has an ERR
# of 6: dice 4+3 succeed, 3+3 fail. Heroes lend the skills (heroes/items.hcl).

fixture "skills-reich" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "co" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "C3"
    attached  = ["co"]
  }
  unit "okk" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "C4"
    attached  = ["reich-okkultist"]
  }
  unit "ranger" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C8"
  }
  active_formation = "1-130"
}

# Active skills -----------------------------------------------------------------

case "a skill succeeds when two dice beat the CO's ERR" {
  rules   = ["skills.active", "skills.mind-control"]
  fixture = "skills-reich"
  dice    = [4, 3]
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    skill {
      success = true
      total   = 7
      need    = 6
    }
    unit "ranger" {
      side     = "reich"
      statuses = ["mind-controlled"]
    }
    unit "okk" { statuses = ["finished"] }
  }
}

case "a skill fails on a roll equal to the CO's ERR, and the user is Finished all the same" {
  rules   = ["skills.active", "skills.only-action"]
  fixture = "skills-reich"
  dice    = [3, 3]
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    skill {
      success = false
      total   = 6
    }
    unit "ranger" {
      side     = "nato"
      statuses = []
    }
    unit "okk" { statuses = ["finished"] }
  }
}

case "the CO bonus is added to the skill roll and Finishes the CO" {
  rules   = ["skills.active"]
  fixture = "skills-reich"
  dice    = [2, 3]
  action "mind_control" {
    unit     = "okk"
    target   = "ranger"
    co_bonus = true
  }
  expect {
    skill {
      success = true
      total   = 7 # 5 + radio bonus 2 (the CO is next to the user)
    }
    unit "co" { statuses = ["finished"] }
    unit "ranger" { side = "reich" }
  }
}

case "a Shaken unit cannot use its skills" {
  rules   = ["skills.active"]
  fixture = "skills-reich"
  unit "okk" { statuses = ["shaken"] }
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    rejected = { code = "shaken", rule = "skills.active" }
  }
}

case "a unit that has moved cannot use a skill: it must be its only action" {
  rules   = ["skills.only-action"]
  fixture = "skills-reich"
  unit "okk" { counters = { moved = 1 } }
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    rejected = { code = "finished", rule = "skills.only-action" }
  }
}

case "a unit uses only the skills its type or Heroes give it" {
  rules   = ["skills.ranges"]
  fixture = "skills-reich"
  action "mind_control" {
    unit   = "co"
    target = "ranger"
  }
  expect {
    rejected = { code = "no_skill", rule = "skills.ranges" }
  }
}

# Mind Control ------------------------------------------------------------------

case "a mind-controlled unit takes one action, then goes back to its owner Finished" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  dice    = [4, 3]
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  action "move" {
    unit = "ranger"
    path = ["C7"]
  }
  expect {
    unit "ranger" {
      at       = "C7"
      side     = "nato"
      statuses = ["finished"]
    }
  }
}

case "a mind-controlled unit moves only through hexes its controller sees" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  board {
    hex "C6" { terrain = "woods" }
    hex "D8" { terrain = "woods" }
    hex "D9" { terrain = "clear" }
  }
  unit "ranger" { at = "D7" }
  dice = [4, 3]
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  action "move" {
    unit = "ranger"
    path = ["D8"]
  }
  expect {
    rejected = { code = "out_of_sight", rule = "skills.mind-control" }
  }
}

case "Mind Control reaches only a unit its user sees" {
  rules   = ["skills.ranges"]
  fixture = "skills-reich"
  board {
    hex "C6" { terrain = "woods" }
  }
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    rejected = { code = "no_los", rule = "skills.ranges" }
  }
}

case "Mind Control takes over infantry only" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  unit "tank" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D8"
  }
  action "mind_control" {
    unit   = "okk"
    target = "tank"
  }
  expect {
    rejected = { code = "not_infantry", rule = "skills.mind-control" }
  }
}

case "Undead resist Mind Control" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  unit "dead" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "D8"
  }
  action "mind_control" {
    unit   = "okk"
    target = "dead"
  }
  expect {
    rejected = { code = "immune", rule = "skills.mind-control" }
  }
}

# Telekinesis -------------------------------------------------------------------

case "telekinesis moves a unit hex by hex through hexes in sight; both are Finished" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    path   = ["C9", "C10"]
  }
  expect {
    unit "ranger" {
      at       = "C10"
      side     = "nato"
      statuses = ["finished"]
    }
    unit "okk" { statuses = ["finished"] }
  }
}

case "telekinesis needs no roll under a CO: it is not an active skill" {
  rules   = ["skills.telekinesis", "skills.active"]
  fixture = "skills-reich"
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    path   = ["C9", "C10"]
  }
  expect {
    skill { automatic = true }
    unit "ranger" {
      at       = "C10"
      statuses = ["finished"]
    }
    unit "okk" { statuses = ["finished"] }
  }
}

case "telekinesis moves only through hexes its user sees" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  board {
    hex "C9" { terrain = "woods" }
  }
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    path   = ["C9", "C10"]
  }
  expect {
    rejected = { code = "no_los", rule = "skills.telekinesis" }
  }
}

case "telekinesis moves an object lying on the ground" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  board {
    marker "E5" "mg42" { level = 1 }
  }
  action "telekinesis" {
    unit   = "okk"
    object = "mg42"
    from   = "E5"
    path   = ["E6", "E7"]
  }
  expect {
    marker "E5" "mg42" { present = false }
    marker "E7" "mg42" { level = 1 }
  }
}

case "a unit moved by telekinesis can draw opportunity fire" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  action "telekinesis" {
    unit   = "okk"
    target = "co"
    path   = ["D4", "D5"]
  }
  expect {
    interrupt = "opportunity"
  }
}

# Terror and Pyrokinesis: the Black Hand's Prophet (long-range skills). The
# Black Hand has no field CO; the White Hand has one, but Terror and
# Pyrokinesis are not active skills, so neither side rolls for them.

fixture "skills-prophet" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "seer" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C1"
    attached  = ["black-hand-prophet"]
  }
  unit "ranger" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C6"
  }
  active_formation = "black-hand"
}

fixture "skills-white-prophet" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "whco" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "B1"
    attached  = ["co"]
  }
  unit "seer" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "C1"
    attached  = ["black-hand-prophet"]
  }
  unit "ranger" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C6"
  }
  active_formation = "white-hand"
}

case "Terror marks a unit in sight Shaken and Finished; a unit with no CO needs no roll" {
  rules   = ["skills.terror", "skills.active"]
  fixture = "skills-prophet"
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    unit "ranger" { statuses = ["shaken", "finished"] }
    unit "seer" { statuses = ["finished"] }
    skill { automatic = true }
  }
}

case "Terror by a unit under a CO needs no roll either" {
  rules   = ["skills.terror", "skills.active"]
  fixture = "skills-white-prophet"
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    unit "ranger" { statuses = ["finished", "shaken"] }
    unit "seer" { statuses = ["finished"] }
    skill {
      success   = true
      automatic = true
    }
  }
}

case "Terror needs no roll even under a CO: it is not an active skill" {
  rules   = ["skills.terror", "skills.active"]
  fixture = "skills-white-prophet"
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    unit "ranger" { statuses = ["shaken", "finished"] }
    skill { automatic = true }
  }
}

case "Undead are immune to Terror" {
  rules   = ["skills.terror"]
  fixture = "skills-prophet"
  unit "dead" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "D5"
  }
  action "terror" {
    unit   = "seer"
    target = "dead"
  }
  expect {
    rejected = { code = "immune", rule = "skills.terror" }
  }
}

case "Huge units are immune to Terror" {
  rules   = ["skills.terror"]
  fixture = "skills-prophet"
  unit "big" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "D5"
  }
  action "terror" {
    unit   = "seer"
    target = "big"
  }
  expect {
    rejected = { code = "immune", rule = "skills.terror" }
  }
}

case "a unit with the Terror skill is immune to Terror" {
  rules   = ["skills.terror"]
  fixture = "skills-prophet"
  unit "ranger" { attached = ["black-hand-prophet"] }
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    rejected = { code = "immune", rule = "skills.terror" }
  }
}

case "Terror reaches only a unit its user sees" {
  rules   = ["skills.ranges", "skills.terror"]
  fixture = "skills-prophet"
  board {
    hex "C4" { terrain = "urban" }
  }
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    rejected = { code = "no_los", rule = "skills.ranges" }
  }
}

case "no ranged skill is used in Darkness" {
  rules   = ["skills.weather"]
  fixture = "skills-prophet"
  board {
    marker "A1" "darkness" { level = 0 }
  }
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    rejected = { code = "weather", rule = "skills.weather" }
  }
}

case "Pyrokinesis sets a fire of the terrain's level that attacks the units in the hex" {
  rules   = ["skills.pyrokinesis"]
  fixture = "skills-prophet"
  board {
    hex "C6" { terrain = "woods" }
    hex "C5" { terrain = "clear" }
  }
  unit "ranger" { at = "C5" }
  dice = [1, 1]
  action "pyrokinesis" {
    unit = "seer"
    hex  = "C5"
  }
  expect {
    marker "C5" "fire" { level = 1 }
    pyrokinesis { level = 1 }
    unit "seer" { statuses = ["finished"] }
    log_contains = ["fire in C5 attacks ranger"]
  }
}

case "Pyrokinesis under a CO needs no roll: it is not an active skill" {
  rules   = ["skills.pyrokinesis", "skills.active"]
  fixture = "skills-white-prophet"
  action "pyrokinesis" {
    unit = "seer"
    hex  = "C5"
  }
  expect {
    marker "C5" "fire" { present = true }
    unit "seer" { statuses = ["finished"] }
    skill { automatic = true }
  }
}

case "no fire is set on water" {
  rules   = ["skills.pyrokinesis"]
  fixture = "skills-prophet"
  board {
    hex "C4" { terrain = "water" }
  }
  action "pyrokinesis" {
    unit = "seer"
    hex  = "C4"
  }
  expect {
    rejected = { code = "impassable", rule = "skills.pyrokinesis" }
  }
}

# Long-range skills in the enemy's activation ------------------------------------

case "an enemy moving into sight of a long-range skill opens a skill window" {
  rules   = ["skills.reaction"]
  fixture = "skills-prophet"
  unit "ranger" { at = "C12" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  expect {
    interrupt = "skill"
  }
}

case "Terror answers an enemy's move; the move then goes on" {
  rules   = ["skills.reaction", "skills.terror"]
  fixture = "skills-prophet"
  unit "ranger" { at = "C12" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    unit "ranger" {
      at       = "C10"
      statuses = ["shaken", "finished"]
    }
    unit "seer" { statuses = ["finished"] }
  }
}

case "where opportunity fire opens a window, a reaction skill answers in it too" {
  rules   = ["skills.reaction", "skills.terror"]
  fixture = "skills-prophet"
  unit "ranger" { at = "C12" }
  unit "gunner" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "E11"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    unit "ranger" {
      at       = "C10"
      statuses = ["shaken", "finished"]
    }
    unit "seer" { statuses = ["finished"] }
    unit "gunner" { statuses = [] }
  }
}

case "a skill window answers only the unit that moved" {
  rules   = ["skills.reaction"]
  fixture = "skills-prophet"
  unit "ranger" { at = "C12" }
  unit "other" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E6"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "terror" {
    unit   = "seer"
    target = "other"
  }
  expect {
    rejected = { code = "not_moving", rule = "skills.reaction" }
  }
}

# Search ----------------------------------------------------------------------------

case "a search shows the hidden Weapons of the enemy units in the hex" {
  rules   = ["skills.search", "skills.active"]
  fixture = "skills-reich"
  unit "ranger" {
    at      = "C5"
    carries = ["m60"]
  }
  unit "plain" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "C6"
  }
  dice = [4, 3]
  action "search" {
    unit = "plain"
    hex  = "C5"
  }
  expect {
    unit "ranger" { statuses = ["shown-m60"] }
    unit "plain" { statuses = ["finished"] }
    skill { success = true }
  }
}

case "any infantry may search, and a failed search finds nothing" {
  rules   = ["skills.search", "skills.active"]
  fixture = "skills-reich"
  unit "ranger" {
    at      = "C5"
    carries = ["m60"]
  }
  unit "plain" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "C6"
  }
  dice = [3, 3]
  action "search" {
    unit = "plain"
    hex  = "C5"
  }
  expect {
    unit "ranger" { statuses = [] }
    unit "plain" { statuses = ["finished"] }
    skill { success = false }
  }
}

case "a unit with a Hero finds what is there without a roll, objects on the ground too" {
  rules   = ["skills.search"]
  fixture = "skills-reich"
  board {
    marker "C5" "first-aid-kit" { level = 1 }
  }
  unit "capt" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C6"
    attached  = ["nato-ranger-captain"]
  }
  unit "ranger" {
    formation = "1st-ranger"
    at        = "B2"
    attached  = ["co"]
  }
  unit "okk" {
    at      = "C5"
    carries = ["mg42"]
  }
  active_formation = "1st-ranger"
  action "search" {
    unit = "capt"
    hex  = "C5"
  }
  expect {
    unit "okk" { statuses = ["shown-mg42"] }
    skill { automatic = true }
    search { found = ["first-aid-kit"] }
  }
}

case "a search reaches only the searcher's own or an adjacent hex" {
  rules   = ["skills.search", "skills.ranges"]
  fixture = "skills-reich"
  action "search" {
    unit = "okk"
    hex  = "C6"
  }
  expect {
    rejected = { code = "out_of_range", rule = "skills.ranges" }
  }
}

case "Undead cannot search" {
  rules   = ["skills.search"]
  fixture = "skills-white-prophet"
  action "search" {
    unit = "seer"
    hex  = "C2"
  }
  expect {
    rejected = { code = "undead", rule = "skills.search" }
  }
}

case "Huge units cannot search" {
  rules   = ["skills.search"]
  fixture = "skills-prophet"
  unit "big" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "E5"
  }
  action "search" {
    unit = "big"
    hex  = "E6"
  }
  expect {
    rejected = { code = "huge", rule = "skills.search" }
  }
}

case "a vehicle without a Hero cannot search" {
  rules   = ["skills.search"]
  fixture = "skills-reich"
  unit "tank" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "E5"
  }
  action "search" {
    unit = "tank"
    hex  = "E6"
  }
  expect {
    rejected = { code = "not_infantry", rule = "skills.search" }
  }
}

# Heal: the NATO Field Medic ------------------------------------------------------

fixture "skills-medic" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "co" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C2"
    attached  = ["co"]
  }
  unit "medic" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
    attached  = ["nato-field-medic"]
  }
  unit "hurt" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
    reduced   = true
  }
  active_formation = "1st-ranger"
  supply           = { nato = 1 }
}

case "Heal brings a reduced friendly infantry unit back to full strength for one supply point" {
  rules   = ["skills.heal"]
  fixture = "skills-medic"
  action "heal" {
    unit   = "medic"
    target = "hurt"
  }
  expect {
    unit "hurt" { reduced = false }
    unit "medic" { statuses = ["finished"] }
    heal { supply = 0 }
  }
}

case "Heal under a CO needs no roll; it still costs its supply point" {
  rules   = ["skills.heal", "skills.active"]
  fixture = "skills-medic"
  action "heal" {
    unit   = "medic"
    target = "hurt"
  }
  expect {
    unit "hurt" { reduced = false }
    unit "medic" { statuses = ["finished"] }
    skill { automatic = true }
  }
}

case "Heal needs a supply point" {
  rules   = ["skills.heal"]
  fixture = "skills-medic"
  supply  = { nato = 0 }
  action "heal" {
    unit   = "medic"
    target = "hurt"
  }
  expect {
    rejected = { code = "no_supply", rule = "skills.heal" }
  }
}

case "Undead cannot be healed" {
  rules   = ["skills.heal"]
  fixture = "skills-medic"
  unit "dead" {
    type      = "reanimated"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D4"
    reduced   = true
  }
  action "heal" {
    unit   = "medic"
    target = "dead"
  }
  expect {
    rejected = { code = "undead", rule = "skills.heal" }
  }
}

case "Heal reaches only its own or an adjacent hex" {
  rules   = ["skills.heal", "skills.ranges"]
  fixture = "skills-medic"
  unit "hurt" { at = "C7" }
  action "heal" {
    unit   = "medic"
    target = "hurt"
  }
  expect {
    rejected = { code = "out_of_range", rule = "skills.ranges" }
  }
}

case "a unit at full strength is not healed" {
  rules   = ["skills.heal"]
  fixture = "skills-medic"
  unit "hurt" { reduced = false }
  action "heal" {
    unit   = "medic"
    target = "hurt"
  }
  expect {
    rejected = { code = "not_reduced", rule = "skills.heal" }
  }
}

# Engineering: an Independent Engineer Hero with a Reich unit ---------------------

fixture "skills-sapper" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "co" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
    attached  = ["co"]
  }
  unit "sapper" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "C4"
    attached  = ["independent-engineer"]
  }
  aux              = { reich = ["sandbags", "mines", "smoke"] } # the pool engineers lay from
  active_formation = "1-130"
}

case "an engineer lays Sandbags in its own hex, from its side's pool" {
  rules   = ["skills.engineering", "auxiliary.placement"]
  fixture = "skills-sapper"
  action "engineer" {
    unit = "sapper"
    task = "lay_sandbags"
  }
  expect {
    engineer { pool = 0 }
    marker "C4" "sandbags" { present = true }
    unit "sapper" { statuses = ["finished"] }
  }
}

case "an Engineering Kit lends its carrier the Engineering skill" {
  rules   = ["skills.engineering", "objects.equipment"]
  fixture = "skills-sapper"
  unit "sapper" {
    attached = []
    carries  = ["engineering-kit"]
  }
  action "engineer" {
    unit = "sapper"
    task = "lay_sandbags"
  }
  expect {
    marker "C4" "sandbags" { present = true }
  }
}

case "without a Hero or a kit, a Fallschirmjager has no Engineering skill" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  unit "sapper" { attached = [] }
  action "engineer" {
    unit = "sapper"
    task = "lay_sandbags"
  }
  expect {
    rejected = { code = "no_skill", rule = "skills.ranges" }
  }
}

case "an engineer lays nothing its side has not bought" {
  rules   = ["skills.engineering", "auxiliary.placement"]
  fixture = "skills-sapper"
  aux     = { reich = ["sandbags"] }
  action "engineer" {
    unit = "sapper"
    task = "lay_mines"
  }
  expect {
    rejected = { code = "none_in_pool", rule = "skills.engineering" }
  }
}

case "an engineering task under a CO needs no roll: it is not an active skill" {
  rules   = ["skills.engineering", "skills.active"]
  fixture = "skills-sapper"
  action "engineer" {
    unit = "sapper"
    task = "lay_sandbags"
  }
  expect {
    marker "C4" "sandbags" { present = true }
    unit "sapper" { statuses = ["finished"] }
    skill { automatic = true }
  }
}

case "an engineer lays a minefield in its own hex" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  action "engineer" {
    unit = "sapper"
    task = "lay_mines"
  }
  expect {
    marker "C4" "mines" { present = true }
  }
}

case "an engineer lays Smoke Level 1 in its own hex" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  action "engineer" {
    unit = "sapper"
    task = "lay_smoke"
  }
  expect {
    marker "C4" "smoke" { level = 1 }
  }
}

case "no smoke is laid under the Radwind" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    marker "A1" "radwind" { level = 0 }
  }
  action "engineer" {
    unit = "sapper"
    task = "lay_smoke"
  }
  expect {
    rejected = { code = "weather", rule = "skills.engineering" }
  }
}

case "markers are laid only in the engineer's own hex" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  action "engineer" {
    unit = "sapper"
    task = "lay_mines"
    hex  = "C5"
  }
  expect {
    rejected = { code = "not_own_hex", rule = "skills.engineering" }
  }
}

case "an engineer clears the Corpses from its hex" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    marker "C4" "corpses" { level = 1 }
  }
  action "engineer" {
    unit   = "sapper"
    task   = "clear"
    marker = "corpses"
  }
  expect {
    marker "C4" "corpses" { present = false }
  }
}

case "the Charred Heart cannot be cleared away" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    marker "C4" "charred-heart" { level = 1 }
  }
  action "engineer" {
    unit   = "sapper"
    task   = "clear"
    marker = "charred-heart"
  }
  expect {
    rejected = { code = "not_clearable", rule = "skills.engineering" }
  }
}

case "an engineer repairs a reduced friendly vehicle for one supply point" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  unit "tank" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C5"
    reduced   = true
  }
  supply = { reich = 1 }
  action "engineer" {
    unit   = "sapper"
    task   = "repair_vehicle"
    target = "tank"
  }
  expect {
    unit "tank" { reduced = false }
    engineer { supply = 0 }
  }
}

case "only vehicles are repaired by engineers" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  unit "co" {
    at      = "C5"
    reduced = true
  }
  supply = { reich = 1 }
  action "engineer" {
    unit   = "sapper"
    task   = "repair_vehicle"
    target = "co"
  }
  expect {
    rejected = { code = "not_vehicle", rule = "skills.engineering" }
  }
}

case "building a bridge over an adjacent water hex costs 7 supply points" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    hex "C5" { terrain = "water" }
  }
  supply = { reich = 7 }
  action "engineer" {
    unit = "sapper"
    task = "build_bridge"
    hex  = "C5"
  }
  expect {
    engineer {
      task   = "build_bridge"
      supply = 0
    }
    marker "C5" "bridge" { level = 0 } # its intact face
  }
}

case "an engineer repairs a destroyed bridge next to it for one supply point" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    hex "C5" { terrain = "water" }
    marker "C5" "bridge" { level = 1 } # its destroyed face
  }
  supply = { reich = 1 }
  action "engineer" {
    unit = "sapper"
    task = "repair_bridge"
    hex  = "C5"
  }
  expect {
    marker "C5" "bridge" { level = 0 }
    engineer { supply = 0 }
  }
}

case "an engineer blows the bridge it stands next to for one supply point" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    hex "C5" {
      terrain  = "water"
      features = ["road"]
    }
  }
  supply = { reich = 1 }
  action "engineer" {
    unit = "sapper"
    task = "destroy_bridge"
    hex  = "C5"
  }
  expect {
    marker "C5" "bridge" { level = 1 }
    engineer { supply = 0 }
  }
}

case "a bridge is not built with fewer than 7 supply points" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    hex "C5" { terrain = "water" }
  }
  supply = { reich = 5 }
  action "engineer" {
    unit = "sapper"
    task = "build_bridge"
    hex  = "C5"
  }
  expect {
    rejected = { code = "no_supply", rule = "skills.engineering" }
  }
}

case "there is no bridge to blow where none stands" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    hex "C5" { terrain = "water" }
  }
  supply = { reich = 1 }
  action "engineer" {
    unit = "sapper"
    task = "destroy_bridge"
    hex  = "C5"
  }
  expect {
    rejected = { code = "no_bridge", rule = "bridges.work" }
  }
}

case "only a unit with the Engineering skill does engineering work in play" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  action "engineer" {
    unit = "co"
    task = "lay_sandbags"
  }
  expect {
    rejected = { code = "no_skill", rule = "skills.ranges" }
  }
}

# Reanimate: the White Hand's Reanimator and the Black Hand's Necromancer -----------

fixture "skills-reanimator" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    marker "C5" "corpses" { level = 1 }
  }
  unit "whco" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "C2"
    attached  = ["co"]
  }
  unit "rean" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "C4"
    attached  = ["white-hand-reanimator"]
  }
  active_formation = "white-hand"
}

case "a White Hand reanimator raises Skinless from Corpses, Finished and of its formation" {
  rules   = ["skills.reanimate"]
  fixture = "skills-reanimator"
  action "reanimate" {
    unit = "rean"
    hex  = "C5"
  }
  expect {
    marker "C5" "corpses" { present = false }
    hex "C5" { unit_types = ["skinless"] }
    reanimate {
      type = "skinless"
      from = "marker"
    }
    unit "rean" { statuses = ["finished"] }
    log_contains = ["raises skinless-1 (skinless) in C5"]
  }
}

case "Reanimate under a CO needs no roll: it is not an active skill" {
  rules   = ["skills.reanimate", "skills.active"]
  fixture = "skills-reanimator"
  action "reanimate" {
    unit = "rean"
    hex  = "C5"
  }
  expect {
    marker "C5" "corpses" { present = false }
    hex "C5" { units = 1 }
    skill { automatic = true }
  }
}

case "other reanimators raise Reanimated" {
  rules   = ["skills.reanimate"]
  fixture = "skills-prophet"
  board {
    marker "C2" "corpses" { level = 1 }
  }
  unit "seer" { attached = ["black-hand-necromancer"] }
  action "reanimate" {
    unit = "seer"
    hex  = "C2"
  }
  expect {
    hex "C2" { unit_types = ["reanimated"] }
    unit "reanimated-1" {
      side      = "black-hand"
      formation = "black-hand"
      statuses  = ["finished"]
    }
  }
}

case "a friendly full-strength Abomination serves as corpses, and is reduced and Finished" {
  rules   = ["skills.reanimate"]
  fixture = "skills-reanimator"
  unit "abom" {
    type      = "abomination"
    side      = "white-hand"
    formation = "white-hand"
    at        = "D4"
  }
  action "reanimate" {
    unit = "rean"
    hex  = "D4"
  }
  expect {
    unit "abom" {
      reduced  = true
      statuses = ["finished"]
    }
    hex "D4" { unit_types = ["abomination", "skinless"] }
  }
}

case "a reanimator restores a reduced Undead for one supply point" {
  rules   = ["skills.reanimate"]
  fixture = "skills-reanimator"
  unit "whco" {
    at      = "C3"
    reduced = true
  }
  supply = { white-hand = 1 }
  action "reanimate" {
    unit   = "rean"
    target = "whco"
  }
  expect {
    unit "whco" { reduced = false }
    reanimate { supply = 0 }
  }
}

case "living infantry cannot be reanimated" {
  rules   = ["skills.reanimate"]
  fixture = "skills-prophet"
  unit "seer" { attached = ["black-hand-necromancer"] }
  unit "hurt" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C2"
    reduced   = true
  }
  supply = { black-hand = 1 }
  action "reanimate" {
    unit   = "seer"
    target = "hurt"
  }
  expect {
    rejected = { code = "not_undead", rule = "skills.reanimate" }
  }
}

case "nothing is raised where there are no corpses" {
  rules   = ["skills.reanimate"]
  fixture = "skills-reanimator"
  action "reanimate" {
    unit = "rean"
    hex  = "D4"
  }
  expect {
    rejected = { code = "no_corpses", rule = "skills.reanimate" }
  }
}

# Slay and Charge: options of the assault -------------------------------------------

fixture "skills-slayer" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "whco" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "B2"
    attached  = ["co"]
  }
  unit "slayer" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "C3"
    attached  = ["white-hand-slayer"]
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "C6"
  }
  active_formation = "white-hand"
}

case "a successful Slay eliminates the assaulted unit outright" {
  rules   = ["skills.slay"]
  fixture = "skills-slayer"
  unit "fj" { at = "C4" }
  dice = [4, 3]
  action "assault" {
    units  = ["slayer"]
    path   = ["C4"]
    target = "fj"
    slay   = true
  }
  expect {
    unit "fj" { alive = false }
    unit "slayer" { at = "C4" }
    assault { result = "taken" }
  }
}

case "a failed Slay leaves the assault to be fought as usual" {
  rules   = ["skills.slay", "skills.active"]
  fixture = "skills-slayer"
  unit "fj" { at = "C4" }
  dice = [3, 3, 1, 1]
  action "assault" {
    units  = ["slayer"]
    path   = ["C4"]
    target = "fj"
    slay   = true
  }
  expect {
    unit "fj" { alive = true }
    assault { result = "repulsed" }
    skill { success = false }
  }
}

case "only a leader with the skill slays" {
  rules   = ["skills.slay"]
  fixture = "skills-slayer"
  unit "fj" { at = "B3" }
  action "assault" {
    units  = ["whco"]
    path   = ["B3"]
    target = "fj"
    slay   = true
  }
  expect {
    rejected = { code = "no_skill", rule = "skills.ranges" }
  }
}

case "a charging leader's firepower is the hexes it crossed" {
  rules   = ["skills.charge"]
  fixture = "skills-slayer"
  dice    = [1, 1]
  action "assault" {
    units  = ["slayer"]
    path   = ["C4", "C5", "C6"]
    target = "fj"
    charge = true
  }
  expect {
    # FP 6 replaced by 2 hexes crossed, + 2D6 2 + assault 2 + the Slayer's +1
    attack { av = 7 }
  }
}

case "a charge needs no roll: low dice do not take the charge away" {
  rules   = ["skills.charge", "skills.active"]
  fixture = "skills-slayer"
  dice    = [1, 1]
  action "assault" {
    units  = ["slayer"]
    path   = ["C4", "C5", "C6"]
    target = "fj"
    charge = true
  }
  expect {
    attack { av = 7 }
    log_contains = ["Charge is not an active skill"]
  }
}

case "a charge follows a shortest route" {
  rules   = ["skills.charge"]
  fixture = "skills-slayer"
  unit "fj" { at = "C5" }
  action "assault" {
    units  = ["slayer"]
    path   = ["C4", "D4", "D5", "C5"]
    target = "fj"
    charge = true
  }
  expect {
    rejected = { code = "not_shortest", rule = "skills.charge" }
  }
}

case "a mind-controlled unit left unused goes back to its owner as the activation ends" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  dice    = [4, 3]
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  action "end_activation" {}
  expect {
    unit "ranger" {
      side      = "nato"
      formation = "1st-ranger"
      statuses  = ["finished"]
    }
  }
}

case "a mind-controlled unit attacks for its controller, then goes back" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  unit "other" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D8"
  }
  dice = [4, 3, 1, 1]
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  action "fire" {
    unit   = "ranger"
    target = "other"
    weapon = "he"
  }
  expect {
    attack {
      attacker = "ranger"
      target   = "other"
    }
    unit "ranger" {
      side     = "nato"
      statuses = ["finished"]
    }
  }
}

case "a charging carrier's passengers still add their +1 AV" {
  rules   = ["skills.charge"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
  }
  unit "co" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "B2"
    attached  = ["co"]
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "C3"
    attached  = ["reich-kommandant"]
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "apc"
  }
  unit "ranger" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C6"
  }
  active_formation = "2-130"
  dice             = [1, 1]
  action "assault" {
    units  = ["apc"]
    path   = ["C4", "C5", "C6"]
    target = "ranger"
    charge = true
  }
  expect {
    # 2 hexes crossed + 2D6 2 + assault 2 + passenger 1 + the Kommandant's 1
    # + unescorted AFV against infantry in the open 2
    attack { av = 10 }
    log_contains = ["passenger 1", "charge: 2 hexes crossed instead of FP"]
  }
}
