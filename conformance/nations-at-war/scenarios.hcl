# Cases of the Nations at War area `scenarios` (1.1, 13): objective control and who wins, and
# the project's scenarios set up as they say. A game ends after the Marker Removal phase of its
# last turn (the var last_turn, else the scenario's turns: turn/); these cases draw the last End
# of Turn marker of that turn, so the game is scored at once.

fixture "scenarios-board" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 8
    terrain = "clear"
  }
  unit "gren" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C3"
  }
  unit "gis" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "F7"
  }
}

fixture "scenarios-last-turn" {
  fixture = "scenarios-board"
  vars  = { last_turn = 1 }
  cup   = ["end-of-turn"]
  draws = ["end-of-turn"]
}

fixture "scenarios-game-ends" {
  fixture = "scenarios-last-turn"
  action "draw" {}
}

case "the only side with a unit in an objective controls it, and more objectives win" {
  rules   = ["scenarios.control"]
  fixture = "scenarios-game-ends"
  options = { objectives = ["C3", "E5"] }
  expect {
    control = { C3 = "german" }
    result  = "german wins: it controls more objectives (german 1, american 0 objectives)"
    victory {
      winner   = "german"
      german   = 1
      american = 0
    }
  }
}

case "an empty objective nobody held is nobody's: even objectives and no losses are a draw" {
  rules   = ["scenarios.control"]
  fixture = "scenarios-game-ends"
  options = { objectives = ["E5"] }
  expect {
    result = "draw: objectives even (american 0, german 0 objectives), american 0, german 0 points destroyed"
    victory { winner = "" }
  }
}

case "a scenario names who holds an objective at the start" {
  rules   = ["scenarios.control", "scenarios.outline"]
  fixture = "scenarios-game-ends"
  options = {
    objectives = ["E5"]
    control    = { E5 = "american" }
  }
  expect {
    control = { E5 = "american" }
    victory { winner = "american" }
  }
}

case "a hex both sides occupy stays with the side that held it" {
  rules   = ["scenarios.control"]
  fixture = "scenarios-game-ends"
  unit "gis" { at = "C3" }
  options = {
    objectives = ["C3"]
    control    = { C3 = "american" }
  }
  expect {
    control = { C3 = "american" }
    victory { winner = "american" }
  }
}

case "the last side to move a unit through an empty objective keeps it" {
  rules   = ["scenarios.control"]
  fixture = "scenarios-board"
  unit "gis" { at = "E7" }
  options = {
    objectives = ["E5"]
    control    = { E5 = "german" }
  }
  active_formation = "ccb"
  # the half-track-less platoon on foot (MF 3): E6, E5, E4, all Clear
  action "move" {
    unit = "gis"
    path = ["E6", "E5", "E4"]
  }
  expect {
    control = { E5 = "american" }
  }
}

case "equal objectives: the points of enemy units destroyed decide" {
  rules   = ["scenarios.control", "generator.points"]
  fixture = "scenarios-board"
  vars    = { last_turn = 1 }
  unit "gis" {
    at       = "C5"
    reduced  = true
    statuses = ["disrupted"]
  }
  options = { objectives = ["H8"] }
  active_formation = "panzergrenadier"
  cup              = ["end-of-turn"]
  # the rifle platoon's HE 2 at To-Hit 5: a 5 hits; Clear gives no defence dice; the Disrupted,
  # reduced platoon is destroyed (30 points, generator/points.hcl)
  dice = [5, 1]
  action "fire" {
    unit   = "gren"
    target = "gis"
    weapon = "he"
  }
  # the pulse over, only the End of Turn marker is left: the turn, and the game, end
  action "end_activation" {}
  expect {
    unit "gis" { alive = false }
    result = "german wins on points: objectives even (american 0, german 0 objectives), german 30, american 0 points destroyed"
  }
}

case "a scenario's own victory rule comes first: by points alone, the objective counts for nothing" {
  rules   = ["scenarios.precedence", "generator.meeting"]
  fixture = "scenarios-game-ends"
  options = {
    objectives = ["C3"]
    victory    = "points"
  }
  expect {
    control = { C3 = "german" }
    result  = "draw: american 0, german 0 points destroyed"
  }
}

# ---- the project's scenarios -------------------------------------------------------------------

case "First Clash: the training scenario sets up two small formations and one objective" {
  rules    = ["scenarios.training", "scenarios.outline"]
  ruleset  = "nations-at-war"
  scenario = "first-clash"
  expect {
    hex "N4" { unit_types = ["hq-pz-ivg", "pz-ivg"] }
    hex "B4" { unit_types = ["hq-m3-lee", "m3-lee"] }
    marker "H4" "objective" { present = true } # the scenario's setup marks its objective
    unit "ai1" { face = "mounted" }
    cup { remaining = 4 }
    turn  = 1
    phase = "operations"
  }
}

case "First Clash: nobody holds the bridge at the start" {
  rules    = ["scenarios.training", "scenarios.control"]
  ruleset  = "nations-at-war"
  scenario = "first-clash"
  draws    = ["end-of-turn"]
  action "draw" {}
  expect {
    control = { H4 = "" }
    result  = ""
  }
}

case "The Road to Saint-Aubin: the Germans hold the three objectives at the start" {
  rules    = ["scenarios.outline", "scenarios.control"]
  ruleset  = "nations-at-war"
  scenario = "saint-aubin"
  draws    = ["end-of-turn"]
  action "draw" {}
  expect {
    control = { L9 = "german", H9 = "german", H4 = "german" }
    hex "L9" { unit_types = ["hq-german-armored-infantry", "german-armored-infantry"] }
    unit "ai1" {
      face    = "mounted"
      carries = ["bazooka"]
    }
  }
}

case "Bir Hamra sets up its formations with support weapons" {
  rules    = ["scenarios.outline", "units.sw-assignment"]
  ruleset  = "nations-at-war"
  scenario = "bir-hamra"
  expect {
    unit "rifles3" { carries = ["piat"] }
    unit "bers2" { carries = ["hmg"] }
    hex "J9" { unit_types = ["hq-italian-rifle", "italian-rifle"] }
  }
}

case "Cote 204: the Soviets must take Royville, the crest and Le Moulin" {
  rules    = ["scenarios.outline", "scenarios.control"]
  ruleset  = "nations-at-war"
  scenario = "cote-204"
  draws    = ["end-of-turn"]
  action "draw" {}
  expect {
    control = { E3 = "german", J6 = "german", L10 = "" }
    unit "rifles3" { carries = ["atr"] }
  }
}
