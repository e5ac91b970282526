# "The Graveyard" [scenarios.*]: MADE FOR THIS PROJECT. The book's scenario
# pages are not in the source text; the forces come from the units the base
# game and the expansion name, the ground is the reconstructed Magdeburg map.
#
# The Reich holds the square (K9) and means to keep the Black Hand from the
# graveyard (M9), the permanent source of corpses its reanimators crave. The
# Black Hand comes down from the cathedral (Q7) and the north of the city.
# Objectives, 5 VP each to the side controlling the hex at the end: M9 the
# graveyard (nobody's), K9 the square (Reich), Q7 the cathedral (Black Hand).
#
# Independents (1.2) hold the park (J10), the south of the city and the
# river bank: uncontrolled, for either side to recruit.
#
# Notation used (scenarios.notation-*): (1) the Black Hand activates first;
# T2 the Puma enters on turn 2 by the west road; (r) one SdKfz 250 starts
# reduced; w/ the COs and the heroes attached.

scenario "graveyard" {
  title = "The Graveyard"
  order = 11
  turns = 6
  rule  = "scenarios.order"
  note  = "Made for this project on the reconstructed Magdeburg map: forces, placement, length, objectives and victory. Victory as in the base game: VP for enemy units reduced or destroyed and 5 VP per objective held at the end of turn 6."
  map   = "magdeburg"
  sides = ["reich", "black-hand", "independent"]

  cup    = { "1-130" = 2, "2-130" = 2, "black-hand" = 2, independent = 1, event = 1 }
  supply = { reich = 5, black-hand = 5 }

  options = {
    objectives     = ["M9", "K9", "Q7"]
    specialization = true # a mission of the campaign: 7 points each for Engineering AUX (supply.specialization)
    control        = { K9 = "reich", Q7 = "black-hand" }
    first          = "black-hand"
    entry          = { puma1 = "A11" }
    setup_hexes    = { reich = ["K10", "L10", "J11", "K11", "L11", "J12"], black-hand = ["P5", "Q5", "R6", "S7", "P6"] }
  }

  formation "1-130" { side = "reich" }
  formation "2-130" { side = "reich" }
  formation "black-hand" { side = "black-hand" }
  formation "independent" { side = "independent" }

  # ---- Reich: around the square ----

  unit "kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K10"
    attached  = ["co"]
  }
  unit "puma1" { # T2
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    counters  = { arrives = 2 }
  }
  unit "fj1" { # w/ CO and the Kommandant
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "K9"
    attached  = ["co", "reich-kommandant"]
  }
  unit "fj2" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "L9"
  }
  unit "sdkfz1" { # (r)
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "L10"
    reduced   = true
  }

  # ---- Black Hand: the cathedral and the north of the city ----

  unit "zealot1" { # w/ the Prophet
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "Q7"
    attached  = ["black-hand-prophet"]
  }
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "P6"
  }
  unit "zealot3" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "R7"
  }
  unit "reanimated1" {
    type      = "reanimated"
    side      = "black-hand"
    formation = "black-hand"
    at        = "O6"
  }
  unit "megrim1" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "Q5"
  }

  # ---- Independents: the park's militia and a technical by the river, for
  # either side to recruit ----

  unit "militia1" {
    type      = "independent-militia"
    side      = "independent"
    formation = "independent"
    at        = "J10"
    statuses  = ["uncontrolled"]
  }
  unit "militia2" {
    type      = "independent-militia"
    side      = "independent"
    formation = "independent"
    at        = "N12"
    statuses  = ["uncontrolled"]
  }
  unit "technical1" {
    type      = "independent-technical"
    side      = "independent"
    formation = "independent"
    at        = "T8"
    statuses  = ["uncontrolled"]
  }
}
