# "Two Cities" [scenarios.*]: MADE FOR THIS PROJECT, the expansion's battle
# on two maps at once: the castle village of Wewelsburg (the base map) and
# Magdeburg (the reconstructed expansion map). Hexes are named with their
# map, "magdeburg:K9". Events and weather are per map (1.5, 1.8).
#
# The Reich's 1/7 SS holds the village square of Wewelsburg (wewelsburg:M9)
# against Zealots from the ruined church; in Magdeburg its 2/130 defends the
# square (magdeburg:K9) against the Black Hand's dead and the Wurmking's
# brood. Objectives, 5 VP each at the end: wewelsburg:M9 (Reich),
# wewelsburg:J6 (Black Hand), magdeburg:K9 (Reich), magdeburg:M9 (Black Hand).
#
# The second step of the campaign "fall-of-magdeburg": the survivors of
# The Graveyard join on their side's setup hexes, with the supply points the
# Reich and the Black Hand kept.
#
# Notation used (scenarios.notation-*): + the SdKfz 250 with its
# Fallschirmjager plays in a campaign only if The Graveyard's Puma came
# through (it scouted the road); w/ the passengers, COs and heroes; (r) one
# Zealot starts reduced; T2 the Black Hand's Megrim enters on turn 2.

scenario "two-cities" {
  title = "Two Cities"
  order = 14
  turns = 6
  rule  = "scenarios.order"
  note  = "Made for this project on two maps (Wewelsburg and the reconstructed Magdeburg): forces, placement, length, objectives and victory. Victory as in the base game: VP for enemy units reduced or destroyed and 5 VP per objective held at the end of turn 6."
  maps  = ["wewelsburg", "magdeburg"]
  sides = ["reich", "black-hand"]

  cup    = { "1-7-ss" = 2, "2-130" = 2, "black-hand" = 3, event = 1 }
  supply = { reich = 3, black-hand = 3 }

  options = {
    objectives     = ["wewelsburg:M9", "wewelsburg:J6", "magdeburg:K9", "magdeburg:M9"]
    specialization = true # a mission of the campaign: 7 points each for Engineering AUX (supply.specialization)
    control        = { "wewelsburg:M9" = "reich", "wewelsburg:J6" = "black-hand", "magdeburg:K9" = "reich", "magdeburg:M9" = "black-hand" }
    entry          = { "tc-megrim1" = "magdeburg:O1" }
    plus           = { "tc-sdkfz1" = "puma1" }
    setup_hexes    = {
      reich      = ["magdeburg:K10", "magdeburg:L10", "magdeburg:J11", "wewelsburg:M10", "wewelsburg:N9"]
      black-hand = ["magdeburg:P5", "magdeburg:Q5", "wewelsburg:J5", "wewelsburg:K2"]
    }
  }

  formation "1-7-ss" { side = "reich" }
  formation "2-130" { side = "reich" }
  formation "black-hand" { side = "black-hand" }

  # ---- Reich, Wewelsburg: the village ----

  unit "tc-ssvt1" { # w/ CO
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "wewelsburg:M9"
    attached  = ["co"]
  }
  unit "tc-ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "wewelsburg:L9"
  }
  unit "tc-kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-7-ss"
    at        = "wewelsburg:M10"
  }

  # ---- Reich, Magdeburg: the square ----

  unit "tc-fj1" { # w/ CO and the Okkultist
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "magdeburg:K9"
    attached  = ["co", "reich-okkultist"]
  }
  unit "tc-sdkfz1" { # + w/ the Fallschirmjager aboard
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "magdeburg:L11"
  }
  unit "tc-fj2" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "tc-sdkfz1"
  }

  # ---- Black Hand, Wewelsburg: the ruined church ----

  unit "tc-zealot1" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "wewelsburg:J6"
  }
  unit "tc-zealot2" { # (r)
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "wewelsburg:J5"
    reduced   = true
  }

  # ---- Black Hand, Magdeburg: the graveyard ----

  unit "tc-zealot3" { # w/ the Prophet
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "magdeburg:M9"
    attached  = ["black-hand-prophet"]
  }
  unit "tc-reanimated1" {
    type      = "reanimated"
    side      = "black-hand"
    formation = "black-hand"
    at        = "magdeburg:N8"
  }
  unit "tc-megrim1" { # T2
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    counters  = { arrives = 2 }
  }
}

# The campaign [scenarios.campaign]: The Graveyard, then Two Cities. The
# supply points left and every surviving unit of the Reich and the Black
# Hand carry over; an auxiliary unit bought and lost in The Graveyard is
# gone for good.
campaign "fall-of-magdeburg" {
  rule  = "scenarios.campaign"
  title = "The Fall of Magdeburg"
  note  = "Made for this project from its two scenarios The Graveyard and Two Cities."
  scenario "graveyard" {}
  scenario "two-cities" {
    carry {
      holdings = ["supply"]
      units    = "survivors"
    }
  }
}
