# Skills (1.4) [skills.*]: every skill's success, failure (two dice at or
# below the ERR of the user's CO) and refusal. The Reich's 1/130 has an ERR
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
  dice    = [4, 3]
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

case "a failed telekinesis moves nothing" {
  rules   = ["skills.telekinesis", "skills.active"]
  fixture = "skills-reich"
  dice    = [1, 2]
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    path   = ["C9", "C10"]
  }
  expect {
    unit "ranger" {
      at       = "C8"
      statuses = []
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
  dice = [4, 3]
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
  dice    = [4, 3]
  action "telekinesis" {
    unit   = "okk"
    target = "co"
    path   = ["D4", "D5"]
  }
  expect {
    interrupt = "opportunity"
  }
}
