# Rallies (3.4.3, 2.5.6.5): one 2d6 a Disrupted unit, +1 Out of Command, minus the leadership of
# an HQ of its formation in its hex, at most the formation's morale. The 14th Infantry: morale
# 7, HQ leadership 1 (0 reduced); the 7th Armored: morale 6, leadership 2 (1 reduced).

case "a Disrupted unit rallies on 7 or less" {
  rules            = ["rally.check", "morale.check", "morale.good-order"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br2" { statuses = ["disrupted"] }
  dice = [3, 4]
  action "rally" { units = ["br2"] }
  expect {
    rally {
      unit    = "br2"
      total   = 7
      roll    = 7
      morale  = 7
      rallied = true
    }
    unit "br2" { statuses = [] }
  }
}

case "a rally roll over the morale leaves the unit Disrupted" {
  rules            = ["rally.check", "morale.good-order"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br2" { statuses = ["disrupted"] }
  dice = [4, 4]
  action "rally" { units = ["br2"] }
  expect {
    rally { rallied = false }
    unit "br2" { statuses = ["disrupted"] }
  }
}

case "an Out of Command unit adds 1 to its rally roll" {
  rules            = ["rally.out-of-command"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br2" { statuses = ["disrupted", "out-of-command"] }
  dice = [3, 4]
  action "rally" { units = ["br2"] }
  expect {
    rally {
      total   = 7
      roll    = 8
      rallied = false
    }
    unit "br2" { statuses = ["disrupted", "out-of-command"] }
  }
}

case "a unit in its HQ's hex takes the HQ's leadership off the roll" {
  rules            = ["rally.hq", "hq.rally"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br1" { statuses = ["disrupted"] }
  dice = [4, 4]
  action "rally" { units = ["br1"] }
  expect {
    rally {
      total   = 8
      roll    = 7
      rallied = true
    }
    unit "br1" { statuses = [] }
  }
}

case "a reduced HQ gives its reduced leadership" {
  rules            = ["rally.hq", "hq.rally"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "brhq" { reduced = true }
  unit "br1" { statuses = ["disrupted"] }
  dice = [4, 4]
  action "rally" { units = ["br1"] }
  expect {
    rally {
      roll    = 8
      rallied = false
    }
  }
}

case "the 7th Armored's HQ takes 2 off the roll against morale 6" {
  rules            = ["rally.hq", "hq.rally", "morale.formation"]
  fixture          = "turn-desert"
  active_formation = "7th-armored"
  unit "m13" { statuses = ["disrupted"] }
  dice = [4, 4]
  action "rally" {}
  expect {
    rally {
      unit    = "m13"
      roll    = 6
      morale  = 6
      rallied = true
    }
  }
}

case "with no units listed every Disrupted unit of the formation tries, in id order" {
  rules            = ["rally.check"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br1" { statuses = ["disrupted"] }
  unit "br2" { statuses = ["disrupted"] }
  # br1 (in the HQ's hex) 1+1-1, br2 6+6
  dice = [1, 1, 6, 6]
  action "rally" {}
  expect {
    rally {
      unit    = "br2"
      rallied = false
    }
    unit "br1" { statuses = [] }
    unit "br2" { statuses = ["disrupted"] }
  }
}

case "a Good Order unit has nothing to rally" {
  rules            = ["rally.check"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  action "rally" { units = ["br2"] }
  expect {
    rejected = { code = "not_disrupted", rule = "rally.check" }
  }
}

case "a formation with no Disrupted unit has no rally to make" {
  rules            = ["rally.check"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  action "rally" {}
  expect {
    rejected = { code = "not_disrupted", rule = "rally.check" }
  }
}

case "a unit tries to rally once a pulse" {
  rules            = ["rally.check"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br2" { statuses = ["disrupted"] }
  dice = [6, 6]
  action "rally" { units = ["br2"] }
  action "rally" { units = ["br2"] }
  expect {
    rejected = { code = "not_start", rule = "rally.check" }
  }
}

case "a unit of another formation does not rally in this pulse" {
  rules            = ["rally.check", "turn.operations"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "it1" { statuses = ["disrupted"] }
  action "rally" { units = ["it1"] }
  expect {
    rejected = { code = "not_active", rule = "turn.operations" }
  }
}

case "no rally between pulses" {
  rules   = ["rally.check", "turn.operations"]
  fixture = "turn-desert"
  cup     = ["14th-infantry", "end-of-turn"]
  begin   = true
  unit "br2" { statuses = ["disrupted"] }
  action "rally" { units = ["br2"] }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "a unit off the map does not rally" {
  rules            = ["rally.check"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br2" {
    at       = ""
    statuses = ["disrupted"]
  }
  action "rally" { units = ["br2"] }
  expect {
    rejected = { code = "not_on_map", rule = "rally.check" }
  }
}

case "a unit rallies once its formation's next pulse starts afresh" {
  rules   = ["rally.check", "pulse.sequence"]
  fixture = "turn-desert"
  unit "br2" { statuses = ["disrupted"] }
  cup   = ["14th-infantry", "14th-infantry", "end-of-turn"]
  draws = ["14th-infantry", "14th-infantry"]
  dice  = [6, 6, 1, 2]
  action "draw" {}
  action "rally" { units = ["br2"] }
  action "end_activation" {}
  action "draw" {}
  action "rally" { units = ["br2"] }
  expect {
    rally { rallied = true }
    unit "br2" { statuses = [] }
  }
}
