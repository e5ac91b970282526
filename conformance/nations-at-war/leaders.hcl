# Leaders (10.5): the leader item attached to a platoon (leadership 1, morale 8, provisional).

fixture "leaders-soviets" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "soviets" {
    type     = "soviet-rifle"
    side     = "soviet"
    at       = "C2"
    attached = ["leader"]
  }
  unit "germans" {
    type = "german-rifle"
    side = "german"
    at   = "C4"
  }
}

case "a leader adds its leadership to its platoon's ranged attack" {
  rules   = ["leaders.attack", "leaders.assignment"]
  fixture = "leaders-soviets"
  action "fire" {
    unit   = "soviets"
    target = "germans"
    weapon = "he"
  }
  # HE 2 + leader 1 = 3 dice at 5+: 5 6 1, two hits; no defence dice in Clear.
  dice = [5, 6, 1]
  expect {
    attack {
      firepower = 3
      hits      = 2
      net_hits  = 2
    }
    unit "germans" {
      reduced  = true
      statuses = ["disrupted"]
    }
    unit "soviets" {
      attached = ["leader"]
    }
    log_contains = ["leader 1 [leaders.attack]"]
  }
}

case "a leader adds its leadership to a mortar's hex attack too" {
  rules   = ["leaders.attack"]
  fixture = "mortars-example-fires"
  unit "mortar" {
    attached = ["leader"]
  }
  unit "panzer" {
    at = "D11"
  }
  dice = [1, 1, 1]
  expect {
    mortar {
      firepower = 3
    }
  }
}

# A Disrupted platoon of the 14th Infantry (morale 7) rallies on 8 only with its leader's 8.
fixture "leaders-rally" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "tommies" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C3"
    statuses  = ["disrupted"]
    attached  = ["leader"]
  }
  unit "hq" {
    type      = "hq-british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C5"
  }
  active_formation = "14th-infantry"
  action "rally" {
    units = ["tommies"]
  }
}

case "the platoon checks morale against its leader's" {
  rules   = ["leaders.morale", "rally.check"]
  fixture = "leaders-rally"
  dice    = [4, 4]
  expect {
    rally {
      morale  = 8
      rallied = true
    }
    unit "tommies" {
      statuses = []
    }
  }
}

case "without the leader the formation's morale 7 holds" {
  rules   = ["leaders.morale", "morale.formation"]
  fixture = "leaders-rally"
  unit "tommies" {
    attached = []
  }
  dice = [4, 4]
  expect {
    rally {
      morale  = 7
      rallied = false
    }
  }
}

# The 14th Infantry's marker is drawn; the platoon far from its HQ would take the command check,
# but its leader keeps it in command: no die is thrown (the command area asks leaders first; the
# leaders area also lifts any Out of Command status a unit with a leader gets).
fixture "leaders-command" {
  ruleset = "nations-at-war"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "tommies" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C3"
    attached  = ["leader"]
  }
  unit "hq" {
    type      = "hq-british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "J11"
  }
  phase = "operations"
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  action "draw" {}
}

case "a platoon with a leader is always in command" {
  rules   = ["leaders.command", "command.check"]
  fixture = "leaders-command"
  expect {
    unit "tommies" {
      statuses = []
    }
  }
}

case "the same platoon without its leader takes the command check and fails it" {
  rules   = ["leaders.command", "command.out-of-command"]
  fixture = "leaders-command"
  unit "tommies" {
    attached = []
  }
  dice = [6, 6]
  expect {
    unit "tommies" {
      statuses = ["out-of-command"]
    }
  }
}

# A Disrupted German platoon with a leader takes a mortar hit and is reduced: the leader's die.
fixture "leaders-reduced" {
  fixture = "mortars-example"
  unit "panzer" {
    at = "D11"
  }
  unit "panzergrenadiers" {
    type     = "german-rifle"
    statuses = ["disrupted"]
    attached = ["leader"]
  }
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
}

case "a reduced platoon's leader dies on a 1" {
  rules   = ["leaders.casualty", "results.step-loss"]
  fixture = "leaders-reduced"
  dice    = [6, 1, 1]
  expect {
    unit "panzergrenadiers" {
      reduced  = true
      attached = []
    }
    log_contains = ["its leader dies"]
  }
}

case "a reduced platoon's leader lives on 2-6" {
  rules   = ["leaders.casualty"]
  fixture = "leaders-reduced"
  dice    = [6, 1, 2]
  expect {
    unit "panzergrenadiers" {
      reduced  = true
      attached = ["leader"]
    }
  }
}

case "a leader dies with its platoon" {
  rules   = ["leaders.casualty"]
  fixture = "leaders-reduced"
  unit "panzergrenadiers" {
    reduced = true
  }
  dice = [6, 1]
  expect {
    unit "panzergrenadiers" {
      alive = false
    }
    log_contains = ["panzergrenadiers is destroyed and its leader with it"]
  }
}
