# Battlefield Chaos (8.0): the Chaos marker in the cup, 2d6 on the project's provisional table
# (chaos/tables.hcl), the results that strike the next formation drawn, the marker's removal.

case "the Chaos marker drawn: 2d6 on the Battlefield Chaos Table" {
  rules   = ["chaos.marker", "chaos.table", "markers.chaos-fate"]
  fixture = "turn-desert"
  cup     = ["chaos", "14th-infantry", "end-of-turn"]
  draws   = ["chaos"]
  dice    = [3, 4]
  action "draw" {}
  expect {
    draw { kind = "chaos" }
    chaos {
      total  = 7
      effect = "none"
    }
    active_formation = ""
    phase            = "operations"
    log_contains     = ["the Chaos marker: 7 on the Battlefield Chaos Table: The fighting goes on."]
  }
}

case "a drawn Chaos marker leaves the game at Marker Removal" {
  rules   = ["chaos.removal", "turn.marker-removal"]
  fixture = "turn-desert"
  cup     = ["chaos", "end-of-turn"]
  draws   = ["chaos"]
  dice    = [3, 4]
  # only the End of Turn marker is left: the turn ends with the Chaos draw
  action "draw" {}
  expect {
    turn = 2
    cup { contents = ["end-of-turn"] }
    log_contains = ["the Chaos marker leaves the game"]
  }
}

case "a scenario that keeps the Chaos marker puts it back into the cup" {
  rules   = ["chaos.removal"]
  fixture = "turn-desert"
  vars    = { chaos_returns = 1 }
  cup     = ["chaos", "end-of-turn"]
  draws   = ["chaos"]
  dice    = [3, 4]
  # only the End of Turn marker is left: the turn ends with the Chaos draw
  action "draw" {}
  expect {
    turn = 2
    cup { contents = ["chaos", "end-of-turn"] }
  }
}

case "a lull: the next formation drawn rallies every Disrupted unit" {
  rules   = ["chaos.next-formation", "chaos.table"]
  fixture = "turn-desert"
  unit "br2" { statuses = ["disrupted"] }
  cup   = ["chaos", "14th-infantry", "end-of-turn"]
  draws = ["chaos", "14th-infantry"]
  dice  = [1, 3]
  action "draw" {}
  action "draw" {}
  expect {
    chaos { effect = "rally-next" }
    active_formation = "14th-infantry"
    unit "br2" { statuses = [] }
    vars = { chaos_next = 0 }
    log_contains = ["a lull: 14th-infantry rallies br2"]
  }
}

case "confusion: the next formation drawn takes the command check with every hex" {
  rules   = ["chaos.next-formation", "command.check"]
  fixture = "turn-desert"
  cup     = ["chaos", "14th-infantry", "end-of-turn"]
  draws   = ["chaos", "14th-infantry"]
  # the Chaos roll 1+2; then C3 (the HQ and br1) fails, D4 passes
  dice = [1, 2, 6, 6, 1, 1]
  action "draw" {}
  action "draw" {}
  expect {
    chaos { effect = "confusion-next" }
    unit "br1" { statuses = ["out-of-command"] }
    unit "br2" { statuses = [] }
    log_contains = ["14th-infantry is in confusion: every hex takes the command check"]
  }
}

case "the turn ends before another formation is drawn: the result is ignored, the marker goes back" {
  rules   = ["chaos.next-formation", "chaos.removal"]
  fixture = "turn-desert"
  unit "br2" { statuses = ["disrupted"] }
  cup   = ["chaos", "end-of-turn"]
  draws = ["chaos"]
  dice  = [1, 3]
  action "draw" {}
  expect {
    turn = 2
    vars = { chaos_next = 0 }
    unit "br2" { statuses = ["disrupted"] }
    cup { contents = ["chaos", "end-of-turn"] }
  }
}

case "a stroke of luck: each side of the camp gains a Fate Point" {
  rules   = ["chaos.table", "markers.chaos-fate"]
  fixture = "turn-desert"
  cup     = ["chaos", "14th-infantry", "end-of-turn"]
  draws   = ["chaos"]
  dice    = [6, 6]
  action "draw" {}
  expect {
    chaos { effect = "fate" }
    log_contains = ["british gains 1 Fate Point(s)"]
  }
}

case "a stroke of luck for the Axis: the Italians gain a Fate Point" {
  rules   = ["chaos.table"]
  fixture = "turn-desert"
  cup     = ["chaos", "14th-infantry", "end-of-turn"]
  draws   = ["chaos"]
  dice    = [1, 1]
  action "draw" {}
  expect {
    chaos { total = 2 }
    log_contains = ["italian gains 1 Fate Point(s)"]
  }
}
