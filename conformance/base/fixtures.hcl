# Fixtures the case files of this folder share: a case starts from one
# with fixture = "<name>" and states what differs (README.md, Fixtures).

fixture "tiger" {
  ruleset = "base"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
  }
}

fixture "tiger-and-rangers" {
  fixture = "tiger"
  unit "tiger" { at = "B2" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
}

fixture "tiger-and-rangers-draw" {
  fixture = "tiger-and-rangers"
  board {
    cols    = 26
    rows    = 13
    terrain = "clear"
  }
  unit "rangers" { at = "B9" }
  cup = ["event", "1-130", "1st-ranger"]
  action "draw" {}
}

fixture "tiger-and-t64" {
  fixture = "tiger"
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
  }
}

fixture "tiger-and-t64-draw" {
  fixture = "tiger-and-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "t64" { at = "H9" }
  cup = { "1-130" = 2, "4th-guards" = 2 }
  action "draw" {}
}

fixture "tiger-fires-at-t64" {
  fixture = "tiger-and-t64"
  unit "tiger" { at = "B2" }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
}

# The shots nw68 odds takes in its tests (cmd/nw68/odds_test.go).
fixture "open-ground-shot" {
  fixture = "tiger-fires-at-t64"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
}

fixture "long-range-shot" {
  fixture = "open-ground-shot"
  unit "t64" { at = "B9" }
}

fixture "point-blank-shot" {
  fixture = "open-ground-shot"
  unit "t64" { at = "B3" }
}

fixture "tiger-and-puma" {
  fixture = "tiger"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
}

fixture "ssvt" {
  ruleset = "base"
  board {
    cols    = 6
    rows    = 8
    terrain = "clear"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
}

fixture "ssvt-next-to-rangers" {
  fixture = "ssvt"
  board {
    cols = 8
  }
  unit "ssvt" { at = "C4" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  active_formation = "1-7-ss"
}

fixture "rangers" {
  ruleset = "base"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
  }
}

fixture "rangers-and-tiger" {
  fixture = "rangers"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "rangers" { at = "B2" }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
}

fixture "hummel" {
  ruleset = "base"
  board {
    cols    = 5
    rows    = 20
    terrain = "clear"
  }
  unit "hummel" {
    type      = "hummel"
    side      = "reich"
    formation = "1-130"
    at        = "B1"
  }
  active_formation = "1-130"
}

fixture "zealot" {
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "zealot" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
  }
}

fixture "tiger-co" {
  ruleset = "base"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    attached  = ["co"]
  }
}

fixture "tiger-co-and-tiger" {
  fixture = "tiger-co"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B9"
  }
  active_formation = "1-130"
}

fixture "tiger-co-rallies" {
  fixture = "tiger-co-and-tiger"
  board {
    cols = 6
    rows = 14
  }
  action "rally" {}
}

fixture "huey" {
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B2"
  }
}

fixture "huey-and-tiger" {
  fixture = "huey"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B6"
  }
}

fixture "huey-and-ssvt" {
  fixture = "huey"
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B6"
  }
  active_formation = "335th-ahc"
}

fixture "t64" {
  ruleset = "base"
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B2"
  }
  active_formation = "4th-guards"
}
