# The formation pulse (3.4): markers off, command check, rallies, fire missions, operations, in
# that order. A case that sets active_formation starts in the rally step (IDS.md Readings).

case "the pulse's first steps: markers off, then the command check, as the formation activates" {
  rules   = ["pulse.sequence", "pulse.remove-markers", "command.check"]
  fixture = "turn-desert"
  unit "br1" { statuses = ["ops-complete"] }
  unit "br2" {
    at       = "G3"
    statuses = ["out-of-command"]
  }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  dice  = [2, 3]
  action "draw" {}
  expect {
    unit "br1" { statuses = [] }
    unit "br2" { statuses = [] }
    command_check {
      hex    = "G3"
      passed = true
    }
    log_contains = ["Ops Complete and Out of Command markers come off br1, br2", "G3 (br2): command check 5 against morale 7: in command"]
  }
}

case "only the activated formation's markers come off" {
  rules   = ["pulse.remove-markers"]
  fixture = "turn-desert"
  unit "it1" { statuses = ["ops-complete"] }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  action "draw" {}
  expect {
    unit "it1" { statuses = ["ops-complete"] }
  }
}

case "the first operation closes the rally step" {
  rules            = ["pulse.sequence", "pulse.operations"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br1" { statuses = ["disrupted"] }
  unit "it1" { at = "D6" }
  dice = [1, 1]
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  action "rally" { units = ["br1"] }
  expect {
    rejected = { code = "not_start", rule = "pulse.sequence" }
  }
}

case "operations follow the rallies: a rally first, then a unit fires" {
  rules            = ["pulse.sequence", "pulse.operations"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br1" { statuses = ["disrupted"] }
  unit "it1" { at = "D6" }
  dice = [1, 1, 1, 1]
  action "rally" { units = ["br1"] }
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  expect {
    unit "br1" { statuses = [] }
    attack { hits = 0 }
    log_contains = ["operations have begun: no more rallies or fire missions this pulse"]
  }
}

case "a fire mission closes the rally step" {
  rules   = ["pulse.sequence", "pulse.fire-missions"]
  fixture = "mortars-indirect"
  unit "lee" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C8"
    statuses  = ["disrupted"]
  }
  dice = [1, 1]
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  action "rally" { units = ["lee"] }
  expect {
    rejected = { code = "not_start", rule = "pulse.sequence" }
  }
}

case "the formation's fire missions are counted for its activation" {
  rules   = ["pulse.fire-missions"]
  fixture = "mortars-indirect"
  dice    = [1, 1]
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  expect {
    log_contains = ["ccb has called 1 of its 2 fire missions"]
  }
}

case "a new activation of the formation opens its steps again" {
  rules   = ["pulse.sequence", "pulse.remove-markers"]
  fixture = "turn-desert"
  unit "it1" { at = "D6" }
  unit "br1" { statuses = ["disrupted"] }
  cup   = ["14th-infantry", "14th-infantry", "end-of-turn"]
  draws = ["14th-infantry", "14th-infantry"]
  dice  = [1, 1, 1, 1]
  action "draw" {}
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  action "end_activation" {}
  action "draw" {}
  action "rally" { units = ["br1"] }
  expect {
    unit "br1" { statuses = [] }
    unit "br2" { statuses = [] }
  }
}
