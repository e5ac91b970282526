# Marker types (2.12): what the cup holds and what Marker Removal takes away and leaves.

case "Defensive Measure markers stay in their hexes through Marker Removal" {
  rules   = ["markers.defensive", "turn.marker-removal"]
  fixture = "turn-desert"
  board {
    marker "C3" "improved-position" {}
    marker "E5" "wire" {}
    marker "F6" "mines" {}
  }
  cup   = ["end-of-turn"]
  draws = ["end-of-turn"]
  action "draw" {}
  expect {
    turn = 2
    marker "C3" "improved-position" { present = true }
    marker "E5" "wire" { present = true }
    marker "F6" "mines" { present = true }
  }
}

case "Administrative markers are statuses: Disrupted stays through Marker Removal, Ops Complete goes" {
  rules   = ["markers.administrative"]
  fixture = "turn-desert"
  unit "br2" { statuses = ["disrupted", "ops-complete", "out-of-command"] }
  cup   = ["end-of-turn"]
  draws = ["end-of-turn"]
  action "draw" {}
  expect {
    unit "br2" { statuses = ["disrupted", "out-of-command"] }
  }
}

case "Formation, End of Turn and Chaos markers share the cup" {
  rules   = ["markers.formation", "markers.end-of-turn", "markers.chaos-fate"]
  fixture = "turn-desert"
  cup     = ["chaos", "14th-infantry", "end-of-turn", "end-of-turn"]
  draws   = ["14th-infantry"]
  action "draw" {}
  expect {
    active_formation = "14th-infantry"
    cup { contents = ["chaos", "end-of-turn", "end-of-turn"] }
  }
}
