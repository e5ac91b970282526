# Cases of the tiny ruleset: of its five move and shoot codes (too_far,
# occupied, not_yours; friendly_target, out_of_range) four have a case,
# and the any-action code (frozen) none.
case "a unit steps one hex" {
  rules    = ["t.move"]
  ruleset  = "tiny"
  scenario = "duel"
  action "move" {
    unit = "a1"
    to   = "A2"
  }
  expect {
    unit "a1" { at = "A2" }
  }
}

case "a unit may not step two hexes" {
  rules    = ["t.move"]
  ruleset  = "tiny"
  scenario = "duel"
  action "move" {
    unit = "a1"
    to   = "A3"
  }
  expect {
    rejected = { code = "too_far", rule = "t.move" }
  }
}

case "a unit may not step into a taken hex" {
  rules    = ["t.move"]
  ruleset  = "tiny"
  scenario = "duel"
  action "move" {
    unit = "a1"
    to   = "B1"
  }
  expect {
    rejected = { code = "occupied" }
  }
}

# its last action is a shoot: out_of_range counts for shoot, not for move
case "a unit moves then shoots too far" {
  rules    = ["t.shoot"]
  ruleset  = "tiny"
  scenario = "duel"
  action "move" {
    unit = "a1"
    to   = "A2"
  }
  action "shoot" {
    unit   = "a2"
    target = "b1"
  }
  expect {
    rejected = { code = "out_of_range", rule = "t.shoot" }
  }
}

# it cites t.turn only: `nw68 rule t.move` lists it by the rule it is
# refused by
case "on red's turn a blue unit does not move" {
  rules    = ["t.turn"]
  ruleset  = "tiny"
  scenario = "duel"
  action "move" {
    unit = "b1"
    to   = "F5"
  }
  expect {
    rejected = { code = "not_yours", rule = "t.move" }
  }
}
