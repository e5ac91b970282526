# Stacking (2.9): two combat units a hex, at every moment; markers, wrecks, support weapons and
# HQs do not count.

fixture "stacking-road" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C2"
  }
  unit "rifles-1" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C3"
  }
  unit "rifles-2" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C3"
  }
  active_formation = "panzer-abteilung"
}

case "the book's example: a tank may not drive through two platoons on the road" {
  rules   = ["stacking.limit"]
  fixture = "stacking-road"
  action "move" {
    unit = "pz"
    path = ["C3", "C4"]
  }
  expect {
    rejected = { code = "stacking_limit", rule = "stacking.limit" }
  }
}

case "the book's example: the tank goes around the stack instead" {
  rules   = ["stacking.limit"]
  fixture = "stacking-road"
  action "move" {
    unit = "pz"
    path = ["D3", "D4", "C4"]
  }
  expect {
    unit "pz" { at = "C4" }
  }
}

case "a third combat unit may not end its move in a hex of two" {
  rules   = ["stacking.limit"]
  fixture = "stacking-road"
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    rejected = { code = "stacking_limit", rule = "stacking.limit" }
  }
}

case "a second combat unit joins a hex of one" {
  rules   = ["stacking.limit"]
  fixture = "stacking-road"
  unit "rifles-2" { at = "F8" }
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    hex "C3" { units = 2 }
  }
}

case "an HQ does not count against the limit" {
  rules   = ["stacking.exempt"]
  fixture = "stacking-road"
  unit "rifles-2" {
    type = "hq-german-rifle"
  }
  action "move" {
    unit = "pz"
    path = ["C3", "C4"]
  }
  expect {
    unit "pz" { at = "C4" }
  }
}

case "a wreck does not count against the limit" {
  rules   = ["stacking.exempt"]
  fixture = "stacking-road"
  board {
    marker "C3" "wreck" {}
  }
  unit "rifles-2" { at = "F8" }
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    hex "C3" { units = 2 }
  }
}

case "support weapons do not count against the limit" {
  rules   = ["stacking.exempt"]
  fixture = "stacking-road"
  unit "rifles-1" { carries = ["hmg"] }
  unit "rifles-2" { at = "F8" }
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    hex "C3" { units = 2 }
  }
}

case "an enemy stack is no friendly stack: it bars the move as an enemy hex" {
  rules   = ["stacking.limit", "movement.enemy-hex"]
  fixture = "stacking-road"
  unit "rifles-1" { side = "soviet" }
  unit "rifles-2" { side = "soviet" }
  action "move" {
    unit = "pz"
    path = ["C3", "C4"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "movement.enemy-hex" }
  }
}
