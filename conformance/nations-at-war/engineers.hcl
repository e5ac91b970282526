# Engineers (10.6): bridge demolition. A river down column E, a road bridge at E5 on the road of
# row 5 (D5-E5-F5); the engineers stand on the bridge with their HQ close by (in command, so a
# pulse's command check rolls nothing).

fixture "engineers-bridge" {
  ruleset = "nations-at-war"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    region "river" {
      hexes   = ["E1-E12"]
      terrain = "water"
    }
    hex "D5" { features = ["road"] }
    hex "E5" {
      terrain  = "water"
      features = ["road", "bridge"]
    }
    hex "F5" { features = ["road"] }
  }
  unit "sappers" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
    at        = "E5"
  }
  unit "ccb-hq" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "F7"
  }
  active_formation = "ccb"
}

case "engineers on a bridge start its demolition: 2 MP and three Ops Complete markers" {
  rules   = ["engineers.demolition", "engineers.definition"]
  fixture = "engineers-bridge"
  action "demolish_bridge" { unit = "sappers" }
  expect {
    unit "sappers" {
      counters = { mp = 2, demolition = 3 }
      statuses = ["ops-complete"]
    }
    demolition { markers = 3 }
  }
}

case "one marker comes off at the Marker Removal Phase, one as the formation activates, and the last brings the roll: 3 blows the bridge" {
  rules   = ["engineers.demolition-timer", "engineers.demolition-roll", "engineers.bridge-out", "engineers.demolition-move"]
  fixture = "engineers-bridge"
  active_formation = ""
  cup     = ["ccb"]
  draws   = ["ccb", "ccb"]
  dice    = [3]
  action "draw" {}           # ccb's pulse
  action "demolish_bridge" { unit = "sappers" }
  action "end_activation" {} # the cup is empty: Marker Removal, 3 -> 2
  action "draw" {}           # ccb's pulse: 2 -> 1
  action "end_activation" {} # Marker Removal: 1 -> 0, the roll
  expect {
    marker "E5" "bridge-out" { present = true }
    demolition_roll {
      die       = 3
      destroyed = true
    }
    unit "sappers" {
      at       = "D5" # the first open neighbour in map order
      counters = { demolition = 0 }
      statuses = ["ops-complete"]
    }
  }
}

case "the fuse: after one Marker Removal Phase two markers are left and the engineer stays Ops Complete" {
  rules   = ["engineers.demolition-timer"]
  fixture = "engineers-bridge"
  action "demolish_bridge" { unit = "sappers" }
  action "end_activation" {}
  expect {
    unit "sappers" {
      counters = { demolition = 2 }
      statuses = ["ops-complete"]
    }
  }
}

# The last marker is about to come off: the next Marker Removal Phase rolls.
fixture "engineers-last-marker" {
  fixture = "engineers-bridge"
  unit "sappers" {
    counters = { demolition = 1 }
    statuses = ["ops-complete"]
  }
}

case "a roll of 2 fails: the bridge stands, the engineer is Ops Complete and may try again" {
  rules   = ["engineers.demolition-roll", "engineers.demolition-retry"]
  fixture = "engineers-last-marker"
  dice    = [2]
  action "end_activation" {}
  expect {
    marker "E5" "bridge-out" { present = false }
    demolition_roll { destroyed = false }
    unit "sappers" {
      at       = "E5"
      counters = { demolition = 0 }
    }
  }
}

case "after a failed roll the engineer tries again in its formation's next activation" {
  rules   = ["engineers.demolition-retry"]
  fixture = "engineers-last-marker"
  active_formation = ""
  cup     = ["ccb"]
  draws   = ["ccb", "ccb"]
  dice    = [1]
  action "draw" {}
  action "end_activation" {}
  action "draw" {}
  action "demolish_bridge" { unit = "sappers" }
  expect {
    unit "sappers" {
      counters = { demolition = 3 }
    }
  }
}

case "an attached leader adds its leadership: a 2 with a leader of 1 blows the bridge" {
  rules   = ["engineers.leader-bonus"]
  fixture = "engineers-last-marker"
  unit "sappers" { attached = ["leader"] }
  dice = [2]
  action "end_activation" {}
  expect {
    marker "E5" "bridge-out" { present = true }
    demolition_roll {
      die   = 2
      total = 3
    }
  }
}

case "no unit may enter a Bridge Out hex" {
  rules   = ["engineers.bridge-out", "movement.terrain"]
  fixture = "engineers-bridge"
  board {
    marker "E5" "bridge-out" {}
  }
  unit "sappers" { at = "D5" }
  action "move" {
    unit = "sappers"
    path = ["E5"]
  }
  expect {
    rejected = { code = "impassable", rule = "engineers.bridge-out" }
  }
}

case "a Disrupted engineer's demolition is interrupted: its markers come off" {
  rules   = ["engineers.interrupted"]
  fixture = "engineers-bridge"
  unit "sappers" {
    counters = { demolition = 2 }
    statuses = ["ops-complete"]
  }
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "D5"
  }
  active_formation = "panzergrenadier"
  # two HE dice 6 1: one hit; no defence dice on the open bridge
  dice = [6, 1]
  action "fire" {
    unit   = "grenadiers"
    target = "sappers"
    weapon = "he"
  }
  expect {
    unit "sappers" {
      counters = { demolition = 0 }
      statuses = ["disrupted"]
    }
  }
}

case "only an engineer demolishes" {
  rules   = ["engineers.definition"]
  fixture = "engineers-bridge"
  unit "sappers" { type = "british-rifle" }
  action "demolish_bridge" { unit = "sappers" }
  expect {
    rejected = { code = "not_engineer", rule = "engineers.definition" }
  }
}

case "the engineer must stand in the bridge hex" {
  rules   = ["engineers.demolition"]
  fixture = "engineers-bridge"
  unit "sappers" { at = "D5" }
  action "demolish_bridge" { unit = "sappers" }
  expect {
    rejected = { code = "no_bridge", rule = "engineers.demolition" }
  }
}

case "a blown bridge is blown: no second demolition" {
  rules   = ["engineers.demolition", "engineers.bridge-out"]
  fixture = "engineers-bridge"
  board {
    marker "E5" "bridge-out" {}
  }
  action "demolish_bridge" { unit = "sappers" }
  expect {
    rejected = { code = "no_bridge", rule = "engineers.demolition" }
  }
}

case "the demolition needs 2 MP left" {
  rules   = ["engineers.demolition"]
  fixture = "engineers-bridge"
  action "move" {
    unit = "sappers"
    path = ["F5", "E5"]
  }
  action "demolish_bridge" { unit = "sappers" }
  expect {
    rejected = { code = "too_far", rule = "engineers.demolition" }
  }
}

case "a Disrupted engineer does not start a demolition" {
  rules   = ["engineers.interrupted"]
  fixture = "engineers-bridge"
  unit "sappers" { statuses = ["disrupted"] }
  action "demolish_bridge" { unit = "sappers" }
  expect {
    rejected = { code = "disrupted", rule = "engineers.interrupted" }
  }
}

case "the units stacked with the engineer leave the blown bridge with it" {
  rules   = ["engineers.demolition-move"]
  fixture = "engineers-last-marker"
  unit "halftracks" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "E5"
    mounted   = true
  }
  dice = [6]
  action "end_activation" {}
  expect {
    unit "sappers" { at = "D5" }
    unit "halftracks" {
      at       = "D5"
      statuses = ["ops-complete"]
    }
    hex "E5" { units = 0 }
  }
}

case "with no hex to enter (enemies on both banks), the engineer is eliminated" {
  rules   = ["engineers.demolition-move"]
  fixture = "engineers-last-marker"
  unit "g1" {
    type = "german-rifle"
    side = "german"
    at   = "D5"
  }
  unit "g2" {
    type = "german-rifle"
    side = "german"
    at   = "D6"
  }
  unit "g3" {
    type = "german-rifle"
    side = "german"
    at   = "F5"
  }
  unit "g4" {
    type = "german-rifle"
    side = "german"
    at   = "F6"
  }
  dice = [4]
  action "end_activation" {}
  expect {
    marker "E5" "bridge-out" { present = true }
    unit "sappers" { alive = false }
  }
}
