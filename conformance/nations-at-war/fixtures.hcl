# Fixtures the case files of this folder share: a case starts from one
# with fixture = "<name>" and states what differs (README.md, Fixtures).

fixture "soviet-rifles" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "soviets" {
    type = "soviet-rifle"
    side = "soviet"
    at   = "C2"
  }
}

fixture "soviets-fire-he-at-germans" {
  fixture = "soviet-rifles"
  unit "germans" {
    type = "german-rifle"
    side = "german"
    at   = "C5"
  }
  action "fire" {
    unit   = "soviets"
    target = "germans"
    weapon = "he"
  }
}

fixture "crusaders" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "crusaders" {
    type = "crusader"
    side = "british"
    at   = "C2"
  }
}

fixture "crusaders-and-panzer" {
  fixture = "crusaders"
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C6"
  }
}

fixture "crusaders-fire-ap-at-panzer" {
  fixture = "crusaders-and-panzer"
  action "fire" {
    unit   = "crusaders"
    target = "pz"
    weapon = "ap"
  }
}
