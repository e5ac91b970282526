# Morale (2.11): the formation's morale, Good Order and Disrupted, the 2d6 Morale Check.

# 2.11.2's example: every unit of the British 14th Infantry has morale 7 and passes its check on
# 2d6 of 7 or less. A command check is a Morale Check of the hex (3.4.2).
case "2.11.2 example: the 14th Infantry passes its Morale Check on 7" {
  rules   = ["morale.check", "morale.formation"]
  fixture = "turn-desert"
  unit "br2" { at = "G6" }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  dice  = [5, 2]
  action "draw" {}
  expect {
    command_check {
      total  = 7
      morale = 7
      passed = true
    }
  }
}

case "2.11.2 example: ... and fails it on 8" {
  rules   = ["morale.check"]
  fixture = "turn-desert"
  unit "br2" { at = "G6" }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  dice  = [6, 2]
  action "draw" {}
  expect {
    command_check {
      total  = 8
      passed = false
    }
    unit "br2" { statuses = ["out-of-command"] }
  }
}

case "a formation keeps its morale when its HQ is gone" {
  rules   = ["morale.formation", "morale.check"]
  fixture = "turn-desert"
  unit "m13hq" { at = "" }
  cup   = ["7th-armored", "end-of-turn"]
  draws = ["7th-armored"]
  dice  = [3, 3]
  action "draw" {}
  expect {
    command_check {
      hex    = "I2"
      total  = 6
      morale = 6
      passed = true
    }
  }
}

case "a Disrupted unit is not in Good Order: it does not fire until it rallies" {
  rules            = ["morale.good-order"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br2" { statuses = ["disrupted"] }
  unit "it1" { at = "D6" }
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  expect {
    rejected = { code = "disrupted" }
  }
}
