# What the command rules forbid [command.*, impulse.activation]: the rally
# step, demotion and the 2IC, and the designation of COs as play begins, with
# the seat that submits (`by`) naming another side's units. Refusals that
# other files already prove (rally.hcl, command.hcl) are not repeated here.
#
# Boards are flat-topped with the odd columns half a hex low. The 1-130's CO
# marker: local 2, radio bonus 2, radio range 1, ERR 6.

fixture "rc-co-and-shaken-tiger" {
  fixture = "tiger-co-and-tiger"
  unit "tiger" {
    at       = "C2"
    statuses = ["shaken"]
  }
}

# --- rally ---------------------------------------------------------------------

case "rally: a listed unit of another formation of the side is refused" {
  rules   = ["command.rally", "impulse.activation"]
  fixture = "rc-co-and-shaken-tiger"
  unit "other" {
    type      = "e-100"
    side      = "reich"
    formation = "1-501"
    at        = "B3"
    statuses  = ["shaken"]
  }
  action "rally" {
    units = ["other"]
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "other" { statuses = ["shaken"] }
  }
}

case "rally: an enemy unit is not rallied by the active formation" {
  rules   = ["command.rally", "impulse.activation"]
  fixture = "rc-co-and-shaken-tiger"
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B4"
    statuses  = ["shaken"]
  }
  action "rally" {
    units = ["t64"]
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "t64" { statuses = ["shaken"] }
  }
}

case "rally: a seat of the other side may not run the active formation's rally" {
  rules   = ["command.rally", "impulse.activation"]
  fixture = "rc-co-and-shaken-tiger"
  action "rally" {
    by = "nato"
  }
  expect {
    rejected = { code = "not_your_turn", rule = "command.rally" }
    unit "tiger" { statuses = ["shaken"] }
  }
}

case "rally: the active side's own seat runs the rally" {
  rules   = ["command.rally", "command.radio-rating"]
  fixture = "rc-co-and-shaken-tiger"
  dice    = [3, 3] # 6 + radio bonus 2 (C2 is 1 hex from the CO) = 8 > ERR 6
  action "rally" {
    by = "reich"
  }
  expect {
    unit "tiger" { statuses = [] }
  }
}

# The rally step opens the activation [impulse.sequence]; a call for
# artillery is already one of the CO's actions.
case "no rally once the CO has called artillery" {
  rules   = ["command.rally", "impulse.sequence", "oba.calling"]
  fixture = "rc-co-and-shaken-tiger"
  oba     = { reich = ["biological"] }
  dice    = [4] # the strike's accuracy roll; nobody is in B8
  action "call_oba" {
    unit    = "co"
    mission = "biological"
    target  = "B8"
  }
  action "rally" {}
  expect {
    rejected = { code = "not_start", rule = "command.rally" }
    unit "tiger" { statuses = ["shaken"] }
  }
}

# --- demote_co -------------------------------------------------------------------

case "no demotion between activations" {
  rules   = ["command.demotion", "impulse.activation"]
  fixture = "tiger-co"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  action "demote_co" {
    unit = "tiger"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "co" { attached = ["co"] }
    unit "tiger" { attached = [] }
  }
}

case "a helicopter formation has no field CO to hand over" {
  rules   = ["command.no-field-co", "command.demotion"]
  fixture = "huey"
  unit "huey2" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "C2"
  }
  active_formation = "335th-ahc"
  action "demote_co" {
    unit = "huey2"
  }
  expect {
    rejected = { code = "no_co", rule = "command.no-field-co" }
    unit "huey2" { attached = [] }
  }
}

case "a formation with no CO or 2IC marker has none to replace" {
  rules   = ["command.demotion", "command.co"]
  fixture = "tiger-co-and-tiger"
  unit "co" { attached = [] }
  action "demote_co" {
    unit = "tiger"
  }
  expect {
    rejected = { code = "no_co", rule = "command.co" }
    unit "tiger" { attached = [] }
  }
}

case "demote_co: a seat of the other side may not demote the active formation's CO" {
  rules   = ["command.demotion"]
  fixture = "tiger-co-and-tiger"
  unit "tiger" { at = "C2" }
  action "demote_co" {
    unit = "tiger"
    by   = "nato"
  }
  expect {
    rejected = { code = "not_your_turn", rule = "command.demotion" }
    unit "co" { attached = ["co"] }
    unit "tiger" { attached = [] }
  }
}

case "a CO is not demoted in the enemy's activation" {
  rules   = ["command.demotion"]
  fixture = "tiger-co"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "H9"
  }
  active_formation = "4th-guards"
  action "demote_co" {
    unit = "tiger"
  }
  expect {
    # the side to act (NATO) names a Reich unit: the kernel's ownership test
    rejected = { code = "not_yours", rule = "command.demotion" }
    unit "co" { attached = ["co"] }
    unit "tiger" { attached = [] }
  }
}

case "in Cleanup the owner may demote his CO" {
  rules   = ["command.demotion", "command.2ic"]
  fixture = "tiger-co"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  phase = "cleanup"
  action "demote_co" {
    unit = "tiger"
    by   = "reich"
  }
  expect {
    unit "co" {
      attached = []
      counters = { demoted = 1 }
    }
    unit "tiger" { attached = ["2ic"] }
  }
}

case "in Cleanup the commander cannot be demoted in its own favour" {
  rules   = ["command.demotion"]
  fixture = "tiger-co"
  phase   = "cleanup"
  action "demote_co" {
    unit = "co"
  }
  expect {
    rejected = { code = "already_commands", rule = "command.demotion" }
    unit "co" { attached = ["co"] }
  }
}

# --- designate_co ---------------------------------------------------------------------
# vars co_designation = 1: play has begun and no activation has started yet.

case "designate_co: the unit that carries the CO marker is not designated again" {
  rules   = ["command.co"]
  fixture = "tiger-co"
  vars    = { co_designation = 1 }
  action "designate_co" {
    unit = "co"
  }
  expect {
    rejected = { code = "already_commands", rule = "command.co" }
    unit "co" { attached = ["co"] }
  }
}

case "designate_co: a helicopter formation has no field CO to designate" {
  rules   = ["command.co", "command.no-field-co"]
  fixture = "huey"
  vars    = { co_designation = 1 }
  action "designate_co" {
    unit = "huey"
  }
  expect {
    rejected = { code = "no_co", rule = "command.co" }
    unit "huey" { attached = [] }
  }
}

case "designate_co: a unit off the map is not designated" {
  rules   = ["command.co"]
  fixture = "tiger-co"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
  }
  vars = { co_designation = 1 }
  action "designate_co" {
    unit = "tiger"
  }
  expect {
    rejected = { code = "no_co", rule = "command.co" }
    unit "co" { attached = ["co"] }
    unit "tiger" { attached = [] }
  }
}

case "designate_co: the owner's seat moves the marker to any unit of the formation on the map" {
  rules   = ["command.co"]
  fixture = "tiger-co"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "H9"
  }
  vars = { co_designation = 1 }
  action "designate_co" {
    unit = "puma"
    by   = "reich"
  }
  expect {
    unit "co" { attached = [] }
    unit "puma" { attached = ["co"] }
  }
}

case "in Cleanup another side's seat may not demote a CO" {
  rules   = ["command.demotion"]
  fixture = "tiger-co"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  phase = "cleanup"
  action "demote_co" {
    unit = "tiger"
    by   = "nato"
  }
  expect {
    rejected = { code = "not_yours", rule = "command.demotion" }
    unit "co" { attached = ["co"] }
    unit "tiger" { attached = [] }
  }
}
