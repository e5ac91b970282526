# National special abilities (10.7): the book prints none, so no nation's units do more than
# the standard rules give them.

case "no national special ability: a Soviet platoon fires as the standard rules say" {
  rules   = ["nations.special-abilities", "fire.dice-pool"]
  fixture = "soviet-rifles"
  unit "germans" {
    type = "german-rifle"
    side = "german"
    at   = "C4"
  }
  action "fire" {
    unit   = "soviets"
    target = "germans"
    weapon = "he"
  }
  dice = [5, 4]
  expect {
    attack {
      firepower = 2
      to_hit    = 5
      hits      = 1
    }
    log_contains = ["HE firepower 2 = printed 2 [fire.dice-pool]"]
  }
}

case "no national special ability: an American mortar attacks as the standard rules say" {
  rules   = ["nations.special-abilities"]
  fixture = "mortars-example-fires"
  dice    = [4, 6, 4, 3]
  expect {
    mortar {
      firepower = 2
      to_hit    = 5
    }
    log_contains = ["attack dice 2 = printed 2 [mortars.hex-attack]"]
  }
}
