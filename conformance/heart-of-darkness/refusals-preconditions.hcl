# The preconditions every skill action names first [impulse.activation,
# units.apc-passengers]: a unit uses a skill only if it is of the active
# formation and side (not_active), and not while it rides aboard a carrier
# (aboard). The fixtures are skills.hcl's, whose first case of each skill is
# the allowing twin of the same setup: the same user, active and on the map,
# uses the skill. A refused skill leaves the user un-Finished and its target
# as it was (checked below).

# --- engineer --------------------------------------------------------------------

case "engineer: an engineer of a formation that is not active does no work" {
  rules   = ["skills.engineering", "impulse.activation"]
  fixture = "skills-sapper"
  unit "sapper" { formation = "2-130" }
  action "engineer" {
    unit = "sapper"
    task = "lay_sandbags"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    marker "C4" "sandbags" { present = false }
    unit "sapper" { statuses = [] }
  }
}

case "engineer: an engineer riding aboard a carrier does no work" {
  rules   = ["skills.engineering", "units.apc-passengers"]
  fixture = "skills-sapper"
  unit "carrier" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "C4"
  }
  unit "sapper" {
    at     = ""
    aboard = "carrier"
  }
  action "engineer" {
    unit = "sapper"
    task = "lay_sandbags"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    marker "C4" "sandbags" { present = false }
    unit "sapper" {
      aboard   = "carrier"
      statuses = []
    }
  }
}

# --- heal ------------------------------------------------------------------------

case "heal: a medic of a formation that is not active heals nobody" {
  rules   = ["skills.heal", "impulse.activation"]
  fixture = "skills-medic"
  unit "medic" { formation = "2nd-ranger" }
  action "heal" {
    unit   = "medic"
    target = "hurt"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "hurt" { reduced = true }
    unit "medic" { statuses = [] }
  }
}

case "heal: a medic riding aboard a carrier heals nobody" {
  rules   = ["skills.heal", "units.apc-passengers"]
  fixture = "skills-medic"
  unit "carrier" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C4"
  }
  unit "medic" {
    at     = ""
    aboard = "carrier"
  }
  action "heal" {
    unit   = "medic"
    target = "hurt"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "hurt" { reduced = true }
    unit "medic" {
      aboard   = "carrier"
      statuses = []
    }
  }
}

# --- mind_control ----------------------------------------------------------------

case "mind_control: a unit of a formation that is not active controls nobody" {
  rules   = ["skills.mind-control", "impulse.activation"]
  fixture = "skills-reich"
  unit "okk" { formation = "2-130" }
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "ranger" {
      side     = "nato"
      statuses = []
    }
    unit "okk" { statuses = [] }
  }
}

case "mind_control: a unit riding aboard a carrier controls nobody" {
  rules   = ["skills.mind-control", "units.apc-passengers"]
  fixture = "skills-reich"
  unit "carrier" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "C4"
  }
  unit "okk" {
    at     = ""
    aboard = "carrier"
  }
  action "mind_control" {
    unit   = "okk"
    target = "ranger"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ranger" {
      side     = "nato"
      statuses = []
    }
    unit "okk" {
      aboard   = "carrier"
      statuses = []
    }
  }
}

# --- pyrokinesis -----------------------------------------------------------------

case "pyrokinesis: a unit of a formation that is not active sets no fire" {
  rules   = ["skills.pyrokinesis", "impulse.activation"]
  fixture = "skills-prophet"
  unit "seer" { formation = "black-hand-2" }
  action "pyrokinesis" {
    unit = "seer"
    hex  = "C5"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    marker "C5" "fire" { present = false }
    unit "seer" { statuses = [] }
  }
}

case "pyrokinesis: a unit riding aboard a carrier sets no fire" {
  rules   = ["skills.pyrokinesis", "units.apc-passengers"]
  fixture = "skills-prophet"
  unit "carrier" {
    type      = "m113"
    side      = "black-hand"
    formation = "black-hand"
    at        = "C1"
  }
  unit "seer" {
    at     = ""
    aboard = "carrier"
  }
  action "pyrokinesis" {
    unit = "seer"
    hex  = "C5"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    marker "C5" "fire" { present = false }
    unit "seer" {
      aboard   = "carrier"
      statuses = []
    }
  }
}

# --- reanimate -------------------------------------------------------------------

case "reanimate: a reanimator riding aboard a carrier raises nothing" {
  rules   = ["skills.reanimate", "units.apc-passengers"]
  fixture = "skills-reanimator"
  unit "carrier" {
    type      = "m113"
    side      = "white-hand"
    formation = "white-hand"
    at        = "C4"
  }
  unit "rean" {
    at     = ""
    aboard = "carrier"
  }
  action "reanimate" {
    unit = "rean"
    hex  = "C5"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    marker "C5" "corpses" { present = true }
    hex "C5" { units = 0 }
    unit "rean" {
      aboard   = "carrier"
      statuses = []
    }
  }
}

# --- search ----------------------------------------------------------------------

fixture "pc-searcher" {
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
}

case "search: a unit of a formation that is not active searches nothing" {
  rules   = ["skills.search", "impulse.activation"]
  fixture = "pc-searcher"
  unit "plain" { formation = "2-130" }
  action "search" {
    unit = "plain"
    hex  = "C5"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "ranger" { statuses = [] }
    unit "plain" { statuses = [] }
  }
}

case "search: a unit riding aboard a carrier searches nothing" {
  rules   = ["skills.search", "units.apc-passengers"]
  fixture = "pc-searcher"
  unit "carrier" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "C6"
  }
  unit "plain" {
    at     = ""
    aboard = "carrier"
  }
  action "search" {
    unit = "plain"
    hex  = "C5"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ranger" { statuses = [] }
    unit "plain" {
      aboard   = "carrier"
      statuses = []
    }
  }
}

# --- telekinesis -----------------------------------------------------------------

case "telekinesis: a unit of a formation that is not active moves nothing" {
  rules   = ["skills.telekinesis", "impulse.activation"]
  fixture = "skills-reich"
  unit "okk" { formation = "2-130" }
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    path   = ["C9", "C10"]
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "ranger" {
      at       = "C8"
      statuses = []
    }
    unit "okk" { statuses = [] }
  }
}

case "telekinesis: a unit riding aboard a carrier moves nothing" {
  rules   = ["skills.telekinesis", "units.apc-passengers"]
  fixture = "skills-reich"
  unit "carrier" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "C4"
  }
  unit "okk" {
    at     = ""
    aboard = "carrier"
  }
  action "telekinesis" {
    unit   = "okk"
    target = "ranger"
    path   = ["C9", "C10"]
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ranger" {
      at       = "C8"
      statuses = []
    }
    unit "okk" {
      aboard   = "carrier"
      statuses = []
    }
  }
}

# --- terror ----------------------------------------------------------------------

case "terror: a unit of a formation that is not active terrifies nobody" {
  rules   = ["skills.terror", "impulse.activation"]
  fixture = "skills-prophet"
  unit "seer" { formation = "black-hand-2" }
  action "terror" {
    unit   = "seer"
    target = "ranger"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "ranger" { statuses = [] }
    unit "seer" { statuses = [] }
  }
}
