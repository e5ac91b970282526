# Skills (1.4): what the book forbids each skill action, one refusal per
# condition (code and rule), and what it allows that an over-strict engine
# might refuse; the reactions of long-range skills in enemy activations
# [skills.reaction]. The fixtures are skills.hcl's (a folder shares its
# fixtures). The Reich's 1/130 has an ERR of 6: dice 4+3
# succeed, 3+3 fail (only the active skills roll: Search, Mind Control, Slay).

# Which skills roll [skills.active] -----------------------------------------------

case "a skill that does not roll takes no CO bonus" {
  rules   = ["skills.active", "skills.terror"]
  fixture = "skills-white-prophet"
  action "terror" {
    unit     = "seer"
    target   = "ranger"
    co_bonus = true
  }
  expect {
    rejected = { code = "no_roll", rule = "skills.active" }
    unit "whco" { statuses = [] }
  }
}

case "no CO bonus for an engineering task: it does not roll" {
  rules   = ["skills.active", "skills.engineering"]
  fixture = "skills-sapper"
  action "engineer" {
    unit     = "sapper"
    task     = "lay_sandbags"
    co_bonus = true
  }
  expect {
    rejected = { code = "no_roll", rule = "skills.active" }
    marker "C4" "sandbags" { present = false }
  }
}

case "an active skill of a unit with no CO takes no CO bonus" {
  rules   = ["skills.active", "skills.search"]
  fixture = "skills-prophet"
  unit "ranger" { at = "C2" }
  action "search" {
    unit     = "seer"
    hex      = "C2"
    co_bonus = true
  }
  expect {
    rejected = { code = "no_co", rule = "skills.active" }
  }
}

case "Search still rolls under a CO: a roll at the ERR finds nothing" {
  rules   = ["skills.active", "skills.search"]
  fixture = "skills-reich"
  dice    = [3, 3]
  action "search" {
    unit = "co"
    hex  = "C4"
  }
  expect {
    skill {
      success = false
      total   = 6
    }
    unit "co" { statuses = ["finished"] }
  }
}

# Terror [skills.terror] -----------------------------------------------------------

case "Terror marks a friendly unit in sight too: any unit, any side" {
  rules   = ["skills.terror"]
  fixture = "skills-prophet"
  unit "friend" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C4"
  }
  action "terror" {
    unit   = "seer"
    target = "friend"
  }
  expect {
    unit "friend" { statuses = ["finished", "shaken"] }
    unit "seer" { statuses = ["finished"] }
  }
}

case "a Terror unit cannot terrify itself: Terror units are immune" {
  rules   = ["skills.terror"]
  fixture = "skills-prophet"
  action "terror" {
    unit   = "seer"
    target = "seer"
  }
  expect {
    rejected = { code = "bad_target", rule = "skills.terror" }
    unit "seer" { statuses = [] }
  }
}

case "a friendly Undead is immune to Terror as well" {
  rules   = ["skills.terror"]
  fixture = "skills-white-prophet"
  action "terror" {
    unit   = "seer"
    target = "whco"
  }
  expect {
    rejected = { code = "immune", rule = "skills.terror" }
  }
}

case "Terror does not reach a unit carried aboard" {
  rules   = ["skills.terror", "units.apc-passengers"]
  fixture = "skills-prophet"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C6"
  }
  unit "ranger" { aboard = "m113" }
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
  }
}

# Pyrokinesis [skills.pyrokinesis] --------------------------------------------------

case "Pyrokinesis reaches only a hex its user sees" {
  rules   = ["skills.pyrokinesis", "skills.ranges"]
  fixture = "skills-prophet"
  board {
    hex "C3" { terrain = "woods" }
  }
  action "pyrokinesis" {
    unit = "seer"
    hex  = "C6"
  }
  expect {
    rejected = { code = "no_los", rule = "skills.ranges" }
    marker "C6" "fire" { present = false }
  }
}

case "no fire is set where the weather forbids fire (Acid Rain)" {
  rules   = ["skills.pyrokinesis"]
  fixture = "skills-prophet"
  board {
    marker "A1" "acid-rain" { level = 0 }
  }
  action "pyrokinesis" {
    unit = "seer"
    hex  = "C5"
  }
  expect {
    rejected = { code = "weather", rule = "skills.pyrokinesis" }
  }
}

case "Pyrokinesis may set a fire in an empty hex in sight" {
  rules   = ["skills.pyrokinesis"]
  fixture = "skills-prophet"
  action "pyrokinesis" {
    unit = "seer"
    hex  = "E4"
  }
  expect {
    marker "E4" "fire" { present = true }
    unit "seer" { statuses = ["finished"] }
  }
}

# Heal [skills.heal] -------------------------------------------------------------

case "Heal does not restore an enemy unit" {
  rules   = ["skills.heal"]
  fixture = "skills-medic"
  unit "hurt" {
    type      = "spetsnaz"
    side      = "soviet"
    formation = ""
  }
  action "heal" {
    unit   = "medic"
    target = "hurt"
  }
  expect {
    rejected = { code = "not_friendly", rule = "skills.heal" }
  }
}

case "Heal restores infantry only, not a vehicle" {
  rules   = ["skills.heal"]
  fixture = "skills-medic"
  unit "hurt" { type = "m113" }
  action "heal" {
    unit   = "medic"
    target = "hurt"
  }
  expect {
    rejected = { code = "not_infantry", rule = "skills.heal" }
    unit "hurt" { reduced = true }
  }
}

case "a healer may heal its own reduced counter" {
  rules   = ["skills.heal"]
  fixture = "skills-medic"
  unit "medic" { reduced = true }
  action "heal" {
    unit = "medic"
  }
  expect {
    unit "medic" {
      reduced  = false
      statuses = ["finished"]
    }
  }
}

case "no CO bonus for Heal: it does not roll" {
  rules   = ["skills.heal", "skills.active"]
  fixture = "skills-medic"
  action "heal" {
    unit     = "medic"
    target   = "hurt"
    co_bonus = true
  }
  expect {
    rejected = { code = "no_roll", rule = "skills.active" }
  }
}

# Engineering [skills.engineering] --------------------------------------------------

case "no second Sandbags in a hex that has them" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    marker "C4" "sandbags" { level = 0 }
  }
  action "engineer" {
    unit = "sapper"
    task = "lay_sandbags"
  }
  expect {
    rejected = { code = "sandbags_present", rule = "skills.engineering" }
  }
}

case "no second minefield in a hex that holds one" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  board {
    marker "C4" "mines" { level = 0 }
  }
  action "engineer" {
    unit = "sapper"
    task = "lay_mines"
  }
  expect {
    rejected = { code = "mines_present", rule = "skills.engineering" }
  }
}

case "clearing names the marker cleared" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  action "engineer" {
    unit = "sapper"
    task = "clear"
  }
  expect {
    rejected = { code = "missing_param", rule = "skills.engineering" }
  }
}

case "an engineer clears only a marker that is in its hex" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  action "engineer" {
    unit   = "sapper"
    task   = "clear"
    marker = "wreck"
  }
  expect {
    rejected = { code = "no_marker", rule = "skills.engineering" }
  }
}

case "engineers repair friendly vehicles only" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
    reduced   = true
  }
  supply = { reich = 1 }
  action "engineer" {
    unit   = "sapper"
    task   = "repair_vehicle"
    target = "m113"
  }
  expect {
    rejected = { code = "not_friendly", rule = "skills.engineering" }
  }
}

case "a vehicle at full strength is not repaired" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "C5"
  }
  supply = { reich = 1 }
  action "engineer" {
    unit   = "sapper"
    task   = "repair_vehicle"
    target = "apc"
  }
  expect {
    rejected = { code = "not_reduced", rule = "skills.engineering" }
  }
}

case "a vehicle two hexes away is out of an engineer's reach" {
  rules   = ["skills.engineering", "skills.ranges"]
  fixture = "skills-sapper"
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "C6"
    reduced   = true
  }
  supply = { reich = 1 }
  action "engineer" {
    unit   = "sapper"
    task   = "repair_vehicle"
    target = "apc"
  }
  expect {
    rejected = { code = "out_of_range", rule = "skills.ranges" }
    unit "apc" { reduced = true }
  }
}

case "repairing a vehicle needs its supply point" {
  rules   = ["skills.engineering"]
  fixture = "skills-sapper"
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "C5"
    reduced   = true
  }
  action "engineer" {
    unit   = "sapper"
    task   = "repair_vehicle"
    target = "apc"
  }
  expect {
    rejected = { code = "no_supply", rule = "skills.engineering" }
  }
}

case "a bridge two hexes away is out of an engineer's reach" {
  rules   = ["skills.engineering", "skills.ranges"]
  fixture = "skills-sapper"
  board {
    hex "C6" { terrain = "water" }
  }
  supply = { reich = 7 }
  action "engineer" {
    unit = "sapper"
    task = "build_bridge"
    hex  = "C6"
  }
  expect {
    rejected = { code = "out_of_range", rule = "skills.ranges" }
  }
}

# Reanimate [skills.reanimate] ----------------------------------------------------

case "a reanimation names a hex of corpses or an Undead to restore, not both" {
  rules   = ["skills.reanimate"]
  fixture = "skills-reanimator"
  action "reanimate" {
    unit   = "rean"
    hex    = "C5"
    target = "rean"
  }
  expect {
    rejected = { code = "bad_param", rule = "skills.reanimate" }
  }
}

case "a reanimator restores only a friendly Undead" {
  rules   = ["skills.reanimate"]
  fixture = "skills-reanimator"
  unit "foe" {
    type      = "reanimated"
    side      = "black-hand"
    formation = "black-hand"
    at        = "D4"
    reduced   = true
  }
  supply = { white-hand = 1 }
  action "reanimate" {
    unit   = "rean"
    target = "foe"
  }
  expect {
    rejected = { code = "not_friendly", rule = "skills.reanimate" }
  }
}

case "an Undead at full strength is not restored" {
  rules   = ["skills.reanimate"]
  fixture = "skills-reanimator"
  supply  = { white-hand = 1 }
  action "reanimate" {
    unit   = "rean"
    target = "whco"
  }
  expect {
    rejected = { code = "not_reduced", rule = "skills.reanimate" }
  }
}

case "restoring an Undead needs its supply point" {
  rules   = ["skills.reanimate"]
  fixture = "skills-reanimator"
  unit "rean" { reduced = true }
  action "reanimate" {
    unit   = "rean"
    target = "rean"
  }
  expect {
    rejected = { code = "no_supply", rule = "skills.reanimate" }
    unit "rean" { reduced = true }
  }
}

case "corpses two hexes away are out of a reanimator's reach" {
  rules   = ["skills.reanimate", "skills.ranges"]
  fixture = "skills-reanimator"
  unit "rean" { at = "C3" }
  action "reanimate" {
    unit = "rean"
    hex  = "C5"
  }
  expect {
    rejected = { code = "out_of_range", rule = "skills.ranges" }
    marker "C5" "corpses" { present = true }
  }
}

# Telekinesis [skills.telekinesis] ------------------------------------------------

case "telekinesis moves a unit or an object, not both" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  board {
    marker "E5" "mg42" { level = 1 }
  }
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    object = "mg42"
    from   = "E5"
    path   = ["C9"]
  }
  expect {
    rejected = { code = "bad_param", rule = "skills.telekinesis" }
  }
}

case "a unit cannot move itself by telekinesis" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  action "telekinesis" {
    unit   = "okk"
    target = "okk"
    path   = ["C5"]
  }
  expect {
    rejected = { code = "bad_target", rule = "skills.telekinesis" }
    unit "okk" { at = "C4" }
  }
}

case "telekinesis does not carry a unit into an enemy hex" {
  rules   = ["skills.telekinesis", "assault.definition"]
  fixture = "skills-reich"
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    path   = ["C7", "C6", "C5"]
  }
  unit "ranger" { at = "C8" }
  unit "co" { at = "C5" }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.definition" }
    unit "ranger" { at = "C8" }
  }
}

case "telekinesis does not carry a unit through an enemy hex" {
  rules   = ["skills.telekinesis", "assault.definition"]
  fixture = "skills-reich"
  unit "co" { at = "C6" }
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    path   = ["C7", "C6", "C5"]
  }
  expect {
    rejected = { code = "enemy_in_path", rule = "assault.definition" }
  }
}

case "telekinesis may carry a friendly unit" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  action "telekinesis" {
    unit   = "okk"
    target = "co"
    path   = ["B3"]
  }
  expect {
    unit "co" {
      at       = "B3"
      statuses = ["finished"]
    }
  }
}

case "an object is moved from the hex it lies in, named by from" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  board {
    marker "E5" "mg42" { level = 1 }
  }
  action "telekinesis" {
    unit   = "okk"
    object = "mg42"
    path   = ["E6"]
  }
  expect {
    rejected = { code = "missing_param", rule = "skills.telekinesis" }
  }
}

case "telekinesis moves objects, not other markers" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  board {
    marker "E5" "corpses" { level = 1 }
  }
  action "telekinesis" {
    unit   = "okk"
    object = "corpses"
    from   = "E5"
    path   = ["E6"]
  }
  expect {
    rejected = { code = "not_object", rule = "skills.telekinesis" }
  }
}

case "telekinesis moves only an object lying in the hex named" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  action "telekinesis" {
    unit   = "okk"
    object = "mg42"
    from   = "E5"
    path   = ["E6"]
  }
  expect {
    rejected = { code = "no_marker", rule = "skills.telekinesis" }
  }
}

case "an object is moved hex by hex" {
  rules   = ["skills.telekinesis"]
  fixture = "skills-reich"
  board {
    marker "E5" "mg42" { level = 1 }
  }
  action "telekinesis" {
    unit   = "okk"
    object = "mg42"
    from   = "E5"
    path   = ["E7"]
  }
  expect {
    rejected = { code = "not_adjacent", rule = "skills.telekinesis" }
    marker "E5" "mg42" { level = 1 }
  }
}

# Mind Control [skills.mind-control] ---------------------------------------------

case "a unit cannot control itself" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  action "mind_control" {
    unit   = "okk"
    target = "okk"
  }
  expect {
    rejected = { code = "bad_target", rule = "skills.mind-control" }
  }
}

case "a unit with the Terror skill resists Mind Control" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  unit "seer" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "D6"
    attached  = ["black-hand-prophet"]
  }
  action "mind_control" {
    unit   = "okk"
    target = "seer"
  }
  expect {
    rejected = { code = "immune", rule = "skills.mind-control" }
  }
}

case "friendly units can be mind-controlled" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  dice    = [4, 3]
  action "mind_control" {
    unit   = "okk"
    target = "co"
  }
  expect {
    unit "co" { statuses = ["mind-controlled"] }
    unit "okk" { statuses = ["finished"] }
  }
}

case "a reduced unit can be mind-controlled" {
  rules   = ["skills.mind-control"]
  fixture = "skills-reich"
  unit "ranger" { reduced = true }
  dice = [4, 3]
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    unit "ranger" {
      side     = "reich"
      statuses = ["mind-controlled"]
    }
  }
}

case "a mind-controlled unit may not move into a hex its new side's foes hold" {
  rules   = ["skills.mind-control", "assault.definition"]
  fixture = "skills-reich"
  unit "other" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C7"
  }
  dice = [4, 3]
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  action "move" {
    unit = "ranger"
    path = ["C7"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.definition" }
    unit "ranger" {
      at       = "C8"
      statuses = ["mind-controlled"]
    }
  }
}

# Slay and Charge [skills.slay, skills.charge] ------------------------------------

case "only a leader with the skill charges" {
  rules   = ["skills.charge"]
  fixture = "skills-slayer"
  unit "fj" { at = "B4" }
  action "assault" {
    units  = ["whco"]
    path   = ["B3", "B4"]
    target = "fj"
    charge = true
  }
  expect {
    rejected = { code = "no_skill", rule = "skills.ranges" }
  }
}

# Long-range skills in the enemy's activation [skills.reaction] ------------------

case "Mind Control answers an enemy's move: the mover halts where it stands, Finished" {
  rules   = ["skills.reaction", "skills.mind-control"]
  fixture = "skills-reich"
  unit "ranger" { at = "C12" }
  active_formation = "1st-ranger"
  dice             = [4, 3]
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    interrupt = ""
    unit "ranger" {
      at       = "C11"
      side     = "nato"
      statuses = ["finished"]
    }
    unit "okk" { statuses = ["finished"] }
  }
}

case "a failed Mind Control in an enemy's move lets the move go on" {
  rules   = ["skills.reaction", "skills.mind-control", "skills.active"]
  fixture = "skills-reich"
  unit "ranger" { at = "C12" }
  active_formation = "1st-ranger"
  dice             = [3, 3]
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
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

case "Telekinesis answers an enemy's move: the mover is carried off and its own walk ends" {
  rules   = ["skills.reaction", "skills.telekinesis"]
  fixture = "skills-reich"
  unit "ranger" { at = "C12" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    path   = ["C12"]
  }
  expect {
    interrupt = ""
    unit "ranger" {
      at       = "C12"
      statuses = ["finished"]
    }
    unit "okk" { statuses = ["finished"] }
  }
}

case "in an enemy's move, telekinesis takes the mover, not an object" {
  rules   = ["skills.reaction", "skills.telekinesis"]
  fixture = "skills-reich"
  board {
    marker "E5" "mg42" { level = 1 }
  }
  unit "ranger" { at = "C12" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "telekinesis" {
    unit   = "okk"
    object = "mg42"
    from   = "E5"
    path   = ["E6"]
  }
  expect {
    rejected = { code = "not_moving", rule = "skills.reaction" }
  }
}

case "in an enemy's move, Mind Control takes only the unit that moved" {
  rules   = ["skills.reaction", "skills.mind-control"]
  fixture = "skills-reich"
  unit "ranger" { at = "C12" }
  unit "other" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E8"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "mind_control" {
    unit   = "okk"
    target = "other"
  }
  expect {
    rejected = { code = "not_moving", rule = "skills.reaction" }
  }
}

# (the window offers only the long-range skills, so the kernel refuses any
# other action there as out of the active formation's turn)
case "a close-range skill does not answer an enemy's move" {
  rules   = ["skills.reaction"]
  fixture = "skills-prophet"
  board {
    marker "D2" "corpses" { level = 1 }
  }
  unit "necro" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "D1"
    attached  = ["black-hand-necromancer"]
  }
  unit "ranger" { at = "C12" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "reanimate" {
    unit = "necro"
    hex  = "D2"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    marker "D2" "corpses" { present = true }
  }
}

case "in an enemy's move, Pyrokinesis burns only the hex the mover stands in" {
  rules   = ["skills.reaction", "skills.pyrokinesis"]
  fixture = "skills-prophet"
  unit "ranger" { at = "C12" }
  active_formation = "1st-ranger"
  action "move" {
    unit = "ranger"
    path = ["C11", "C10"]
  }
  action "pyrokinesis" {
    unit = "seer"
    hex  = "C5"
  }
  expect {
    rejected = { code = "not_on_path", rule = "skills.reaction" }
  }
}

case "no CO bonus for a skill roll when the CO has none to lend" {
  rules   = ["skills.active", "skills.mind-control", "command.out-of-contact"]
  fixture = "skills-reich"
  unit "co" { at = "A1" }
  unit "okk" { at = "J4" }
  action "mind_control" {
    unit     = "okk"
    target   = "ranger"
    co_bonus = true
  }
  expect {
    rejected = { code = "no_co_bonus", rule = "command.out-of-contact" }
    unit "co" { statuses = [] }
  }
}

case "Mind Control, a long-range skill, is not used in Darkness" {
  rules   = ["skills.weather", "skills.mind-control"]
  fixture = "skills-reich"
  board {
    marker "A1" "darkness" { level = 0 }
  }
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    rejected = { code = "weather", rule = "skills.weather" }
    unit "ranger" { side = "nato" }
  }
}
