# AT Ditches (7.4): vehicles pay 3 MP more to enter, infantry 1 MP more; a vehicle too slow for
# that enters from next door for its whole MF; infantry leaves into any hex, a vehicle back to
# its side, or across for its whole activation. Terrain costs besides Clear's 1 are provisional.
# The ditch is D5, Clear; the vehicles come in from D4, so D6 is across the ditch.

fixture "ditch-field" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
    marker "D5" "at-ditch" {}
  }
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "D4"
  }
  active_formation = "soviet-tanks"
}

case "a vehicle pays 3 MP more than the terrain into an AT Ditch" {
  rules   = ["ditches.vehicle-cost"]
  fixture = "ditch-field"
  action "move" {
    unit = "t34"
    path = ["D5"]
  }
  expect {
    unit "t34" {
      at       = "D5"
      counters = { mp = 4 }
      statuses = []
    }
  }
}

case "a Pz IVG (MF 4) does not reach an AT Ditch two hexes off (1 + 4 MP)" {
  rules   = ["ditches.vehicle-cost"]
  fixture = "ditch-field"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "D3"
  }
  active_formation = "panzer-abteilung"
  unit "t34" { at = "A1" }
  action "move" {
    unit = "pz"
    path = ["D4", "D5"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "a mounted halftrack platoon is a vehicle in the ditch" {
  rules   = ["ditches.vehicle-cost"]
  fixture = "ditch-field"
  unit "halftracks" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "D3"
    mounted   = true
  }
  active_formation = "ccb"
  action "move" {
    unit = "halftracks"
    path = ["D4", "D5"]
  }
  expect {
    unit "halftracks" {
      at       = "D5"
      counters = { mp = 5 }
    }
  }
}

case "infantry pays 1 MP more than the terrain into an AT Ditch, on foot whatever its class" {
  rules   = ["ditches.infantry-cost"]
  fixture = "ditch-field"
  unit "rifles" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "D4"
  }
  active_formation = "ccb"
  action "move" {
    unit = "rifles"
    path = ["D5"]
  }
  expect {
    unit "rifles" {
      at       = "D5"
      counters = { mp = 2 }
    }
  }
}

case "a rifle platoon (MF 3) does not reach an AT Ditch three hexes off (1 + 1 + 2 MP)" {
  rules   = ["ditches.infantry-cost"]
  fixture = "ditch-field"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "D2"
  }
  active_formation = "panzergrenadier"
  unit "t34" { at = "A1" }
  action "move" {
    unit = "grenadiers"
    path = ["D3", "D4", "D5"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "infantry climbs out of an AT Ditch into any hex at that hex's cost" {
  rules   = ["ditches.infantry-exit", "ditches.infantry-cost"]
  fixture = "ditch-field"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "D4"
  }
  active_formation = "panzergrenadier"
  action "move" {
    unit = "grenadiers"
    path = ["D5", "D6"]
  }
  expect {
    unit "grenadiers" {
      at       = "D6"
      counters = { mp = 3 }
      statuses = ["ops-complete"]
    }
  }
}

# Slow vehicles (7.4) -------------------------------------------------------------------------

fixture "ditch-tiger" {
  fixture = "ditch-field"
  unit "tiger" {
    type      = "tiger-i"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "D4"
  }
  active_formation = "panzer-abteilung"
}

case "a Tiger I (MF 3) enters a Clear AT Ditch (4 MP) from next door for its whole MF" {
  rules   = ["ditches.slow-vehicles"]
  fixture = "ditch-tiger"
  action "move" {
    unit = "tiger"
    path = ["D5"]
  }
  expect {
    unit "tiger" {
      at       = "D5"
      counters = { mp = 3 }
      statuses = ["ops-complete"]
    }
    log_contains = ["into the AT Ditch from next door: its whole MF"]
  }
}

case "a slow vehicle must begin its move next to the AT Ditch" {
  rules   = ["ditches.slow-vehicles"]
  fixture = "ditch-tiger"
  unit "tiger" { at = "D3" }
  unit "t34" { at = "A1" }
  action "move" {
    unit = "tiger"
    path = ["D4", "D5"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "a slow vehicle that has spent MP this pulse does not enter the AT Ditch" {
  rules   = ["ditches.slow-vehicles"]
  fixture = "ditch-tiger"
  unit "tiger" { counters = { mp = 1 } }
  action "move" {
    unit = "tiger"
    path = ["D5"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

# Vehicles out of a ditch (7.4) ---------------------------------------------------------------

case "a vehicle climbs back out to the side it came in from at the normal cost" {
  rules   = ["ditches.vehicle-exit"]
  fixture = "ditch-field"
  action "move" {
    unit = "t34"
    path = ["D5", "D4"]
  }
  expect {
    unit "t34" {
      at       = "D4"
      counters = { mp = 5 }
    }
  }
}

# D5's neighbours on the T-34's side are D4 (its entry hex) and C4 and E4, next to D4; C5, D6
# and E5 are across.
case "a vehicle leaves the ditch into a hex beside its entry hex at the normal cost" {
  rules   = ["ditches.vehicle-exit"]
  fixture = "ditch-field"
  action "move" {
    unit = "t34"
    path = ["D5", "C4"]
  }
  expect {
    unit "t34" {
      at       = "C4"
      counters = { mp = 5 }
    }
  }
}

case "C5 is across the ditch too: its whole MF, not 1" {
  rules   = ["ditches.vehicle-exit"]
  fixture = "ditch-field"
  action "move" {
    unit = "t34"
    path = ["D5", "C5"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "a vehicle does not cross the ditch on the move that took it in" {
  rules   = ["ditches.vehicle-exit"]
  fixture = "ditch-field"
  action "move" {
    unit = "t34"
    path = ["D5", "D6"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "a vehicle that entered the ditch this pulse does not cross it with its MP left" {
  rules   = ["ditches.vehicle-exit"]
  fixture = "ditch-field"
  action "move" {
    unit = "t34"
    path = ["D5"]
  }
  action "move" {
    unit = "t34"
    path = ["D6"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

# Two pulses of soviet-tanks (two markers in the cup): the T-34 goes into the ditch in the first;
# in the second it crosses, its whole MF on the one step. No HQ: the command check of the
# second pulse passes (1 1 on 2d6).
fixture "ditch-t34-next-pulse" {
  fixture          = "ditch-field"
  cup              = ["soviet-tanks", "end-of-turn", "end-of-turn"]
  draws            = ["soviet-tanks"]
  action "move" {
    unit = "t34"
    path = ["D5"]
  }
  action "end_activation" {}
  action "draw" {}
}

case "across the ditch, a vehicle spends its whole activation on the step out" {
  rules   = ["ditches.vehicle-exit"]
  fixture = "ditch-t34-next-pulse"
  dice    = [1, 1]
  action "move" {
    unit = "t34"
    path = ["D6"]
  }
  expect {
    unit "t34" {
      at       = "D6"
      counters = { mp = 5 }
      statuses = ["ops-complete"]
    }
    log_contains = ["across the AT Ditch: its whole MF"]
  }
}

case "crossing the ditch ends the vehicle's move" {
  rules   = ["ditches.vehicle-exit"]
  fixture = "ditch-t34-next-pulse"
  dice    = [1, 1]
  action "move" {
    unit = "t34"
    path = ["D6", "D7"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "a unit climbing out of an AT Ditch draws Opportunity Fire in the hex it enters" {
  rules   = ["ditches.opportunity"]
  fixture = "ditch-field"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "D8"
  }
  action "move" {
    unit = "t34"
    path = ["D5", "D4"]
  }
  action "pass" {} # no fire at D5, in the ditch
  expect {
    interrupt = "opportunity"
    unit "t34" { at = "D4" }
  }
}

# Retreat (7.4) -------------------------------------------------------------------------------

# Grenadiers assault the T-34 (3 dice at 4: 5.4.1's infantry vs AFV): 6 5 1, two hits; the
# T-34's 1 die at 5: 1, none. Disrupted and reduced, it retreats, straight across into the ditch.
fixture "ditch-retreat" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
    marker "C6" "at-ditch" {}
  }
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C5"
  }
  active_formation = "panzergrenadier"
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5"]
  }
}

case "a vehicle may retreat into an AT Ditch hex" {
  rules   = ["ditches.retreat", "assault.retreat"]
  fixture = "ditch-retreat"
  dice    = [6, 5, 1, 1]
  action "retreat" {
    path = ["C6"]
    by   = "soviet"
  }
  expect {
    unit "t34" {
      at       = "C6"
      reduced  = true
      statuses = ["disrupted", "ops-complete"]
    }
    unit "grenadiers" { at = "C5" }
  }
}

case "the ditch's MP do not shorten a retreat, counted in hexes" {
  rules   = ["ditches.retreat", "assault.retreat"]
  fixture = "ditch-retreat"
  dice    = [6, 5, 1, 1]
  action "retreat" {
    path = ["C6", "C7", "C8"]
    by   = "soviet"
  }
  expect {
    unit "t34" { at = "C8" }
  }
}

# Setting up (7.4) ----------------------------------------------------------------------------

fixture "ditch-setup" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
    hex "B3" { features = ["road"] }
    hex "B4" { features = ["hill"] }
    hex "D4" {
      terrain  = "forest"
      features = ["road"]
    }
    hex "D6" {
      terrain  = "city"
      features = ["hill"]
    }
    marker "E4" "improved-position" {}
    marker "E5" "wire" {}
    marker "E6" "at-ditch" {}
  }
  at-ditch = { german = 1 }
}

case "a side sets up an AT Ditch it holds in a Clear hex" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  action "place_ditch" {
    hex = "C4"
    by  = "german"
  }
  expect {
    marker "C4" "at-ditch" { present = true }
    log_contains = ["german sets up the AT Ditch marker in C4: 0 left"]
  }
}

case "an AT Ditch goes in a Clear/Road hex" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  action "place_ditch" {
    hex = "B3"
    by  = "german"
  }
  expect {
    marker "B3" "at-ditch" { present = true }
  }
}

case "an AT Ditch goes in a Clear/Hill hex" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  action "place_ditch" {
    hex = "B4"
    by  = "german"
  }
  expect {
    marker "B4" "at-ditch" { present = true }
  }
}

case "no AT Ditch in a Forest hex, even with a road" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  action "place_ditch" {
    hex = "D4"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_placement", rule = "ditches.placement" }
  }
}

case "no AT Ditch in a Town hex, even on a hill" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  action "place_ditch" {
    hex = "D6"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_placement", rule = "ditches.placement" }
  }
}

case "no AT Ditch with an Improved Position" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  action "place_ditch" {
    hex = "E4"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_placement", rule = "ditches.placement" }
  }
}

case "no AT Ditch with Wire" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  action "place_ditch" {
    hex = "E5"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_placement", rule = "ditches.placement" }
  }
}

case "one AT Ditch a hex" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  action "place_ditch" {
    hex = "E6"
    by  = "german"
  }
  expect {
    rejected = { code = "bad_placement", rule = "ditches.placement" }
  }
}

case "a side sets up no AT Ditch it does not hold" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  action "place_ditch" {
    hex = "C4"
    by  = "american"
  }
  expect {
    rejected = { code = "no_ditch", rule = "ditches.placement" }
  }
}

case "AT Ditches are set up before play" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "B2"
  }
  cup   = ["panzergrenadier", "end-of-turn"]
  begin = true
  action "place_ditch" {
    hex = "C4"
    by  = "german"
  }
  expect {
    rejected = { code = "wrong_phase", rule = "ditches.placement" }
  }
}

case "hot seat with two sides holding AT Ditches: the side must be named" {
  rules   = ["ditches.placement"]
  fixture = "ditch-setup"
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "B2"
  }
  unit "gis" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
    at        = "B9"
  }
  at-ditch = { german = 1, american = 1 }
  action "place_ditch" {
    hex = "C4"
  }
  expect {
    rejected = { code = "bad_param", rule = "ditches.placement" }
  }
}
