# Bridges (1.7) [bridges.*]: a road across water, blown, repaired and built
# by an engineer (skills.engineering: a unit with the Independent Engineer
# hero attached; no CO in the formation, so the skill needs no roll).

fixture "bridges-river" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    region "river" {
      hexes   = ["E1-E4", "E6-E10"]
      terrain = "water"
    }
    hex "E5" {
      terrain  = "water"
      features = ["road"]
    }
    region "road" {
      hexes    = ["A5", "B5", "C5", "D5", "F5", "G5", "H5"]
      features = ["road"]
    }
  }
  unit "sapper" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "D5"
    attached  = ["independent-engineer"]
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "C5"
  }
  active_formation = "1-130"
  supply           = { reich = 10 }
}

case "an intact bridge carries the road across the water" {
  rules   = ["bridges.bridge"]
  fixture = "bridges-river"
  action "move" {
    unit = "puma"
    path = ["D5", "E5", "F5"]
  }
  expect {
    unit "puma" { at = "F5" }
  }
}

case "water off the bridge stays closed" {
  rules   = ["bridges.bridge"]
  fixture = "bridges-river"
  action "move" {
    unit = "puma"
    path = ["D5", "E4"]
  }
  expect {
    rejected = { rule = "movement.water" }
  }
}

case "an engineer blows the bridge: its marker turns to destroyed" {
  rules   = ["bridges.destroyed", "bridges.work"]
  fixture = "bridges-river"
  action "engineer" {
    unit = "sapper"
    task = "destroy_bridge"
    hex  = "E5"
  }
  expect {
    marker "E5" "bridge" { level = 1 }
    log_contains = ["the bridge in E5 is destroyed"]
  }
}

case "a destroyed bridge is impassable" {
  rules   = ["bridges.destroyed"]
  fixture = "bridges-river"
  action "engineer" {
    unit = "sapper"
    task = "destroy_bridge"
    hex  = "E5"
  }
  action "move" {
    unit = "puma"
    path = ["D5", "E5", "F5"]
  }
  expect {
    rejected = { rule = "movement.water" }
  }
}

# a scenario that starts with a blown bridge: the water without its road,
# and the marker on its destroyed side
fixture "bridges-gap" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 10
    terrain = "clear"
    region "river" {
      hexes   = ["E1-E10"]
      terrain = "water"
    }
    region "road" {
      hexes    = ["A5", "B5", "C5", "D5", "F5", "G5", "H5"]
      features = ["road"]
    }
    marker "E5" "bridge" { level = 1 }
  }
  unit "sapper" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "1-130"
    at        = "D5"
    attached  = ["independent-engineer"]
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "C5"
  }
  active_formation = "1-130"
  supply           = { reich = 10 }
}

case "a bridge destroyed before play is impassable" {
  rules   = ["bridges.destroyed"]
  fixture = "bridges-gap"
  action "move" {
    unit = "puma"
    path = ["D5", "E5"]
  }
  expect {
    rejected = { rule = "movement.water" }
  }
}

case "a unit on a bridge when it is blown may still move off it" {
  rules   = ["bridges.destroyed"]
  fixture = "bridges-river"
  unit "puma" { at = "E5" }
  action "engineer" {
    unit = "sapper"
    task = "destroy_bridge"
    hex  = "E5"
  }
  action "move" {
    unit = "puma"
    path = ["F5"]
  }
  expect {
    unit "puma" { at = "F5" }
  }
}

case "a repaired bridge carries the road again" {
  rules   = ["bridges.work", "bridges.bridge"]
  fixture = "bridges-gap"
  action "engineer" {
    unit = "sapper"
    task = "repair_bridge"
    hex  = "E5"
  }
  action "move" {
    unit = "puma"
    path = ["D5", "E5", "F5"]
  }
  expect {
    unit "puma" { at = "F5" }
    marker "E5" "bridge" { level = 0 }
    log_contains = ["the bridge in E5 is repaired"]
  }
}

case "an intact bridge cannot be repaired" {
  rules   = ["bridges.work"]
  fixture = "bridges-river"
  action "engineer" {
    unit = "sapper"
    task = "repair_bridge"
    hex  = "E5"
  }
  expect {
    rejected = { code = "no_bridge" }
  }
}

case "an engineer builds a bridge over plain water" {
  rules   = ["bridges.work", "bridges.bridge"]
  fixture = "bridges-river"
  unit "sapper" { at = "D4" }
  action "engineer" {
    unit = "sapper"
    task = "build_bridge"
    hex  = "E4"
  }
  expect {
    marker "E4" "bridge" { level = 0 }
    log_contains = ["a bridge is built across E4"]
  }
}

case "no bridge is built over a bridge, even a destroyed one" {
  rules   = ["bridges.work"]
  fixture = "bridges-gap"
  action "engineer" {
    unit = "sapper"
    task = "build_bridge"
    hex  = "E5"
  }
  expect {
    rejected = { code = "bridge_present" }
  }
}

case "Magdeburg's Strombruecke carries the main road over the Elbe" {
  rules   = ["bridges.bridge", "terrain.magdeburg"]
  ruleset = "heart-of-darkness"
  map     = "magdeburg"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "U11"
  }
  active_formation = "1-130"
  action "move" {
    unit = "puma"
    path = ["V11", "W11"]
  }
  expect {
    unit "puma" { at = "W11" }
  }
}

case "the Elbe is closed to vehicles off its bridges" {
  rules   = ["bridges.bridge", "terrain.magdeburg"]
  ruleset = "heart-of-darkness"
  map     = "magdeburg"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "U10"
  }
  active_formation = "1-130"
  action "move" {
    unit = "puma"
    path = ["V10"]
  }
  expect {
    rejected = { rule = "movement.water" }
  }
}
