# The negative space of deploy [scenarios.campaign]: a unit carried over
# from a campaign's previous scenario is moved to another setup hex of its
# side during the setup phase. A case cannot start a campaign step (no
# carried units), so only the refusals that need none are proved here: the
# others (not_carried, not_in_play, not_setup_hex, already_there, the
# owner's seat) are listed in the report as unreachable from a case.

case "deploy: nothing is deployed once the setup is over" {
  rules   = ["scenarios.campaign"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 6
    rows    = 6
    terrain = "clear"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  phase            = "actions"
  active_formation = "1-130"
  options          = { setup_hexes = { reich = ["B3"] } }
  action "deploy" {
    unit = "ssvt"
    at   = "B3"
  }
  expect {
    rejected = { code = "not_setup", rule = "scenarios.campaign" }
    unit "ssvt" { at = "B2" }
  }
}

case "deploy: outside a campaign no unit is deployed, even at setup" {
  rules   = ["scenarios.campaign"]
  ruleset = "heart-of-darkness"
  board {
    cols    = 6
    rows    = 6
    terrain = "clear"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  phase   = "setup"
  options = { setup_hexes = { reich = ["B3"] } }
  action "deploy" {
    unit = "ssvt"
    at   = "B3"
  }
  expect {
    rejected = { code = "nothing_carried", rule = "scenarios.campaign" }
    unit "ssvt" { at = "B2" }
  }
}

case "deploy: a one-off Two Cities, at setup, has no carried unit to deploy" {
  rules   = ["scenarios.campaign"]
  ruleset  = "heart-of-darkness"
  scenario = "two-cities"
  action "deploy" {
    unit = "tc-ssvt2"
    at   = "wewelsburg:M10"
  }
  expect {
    rejected = { code = "nothing_carried", rule = "scenarios.campaign" }
    phase    = "setup"
  }
}
