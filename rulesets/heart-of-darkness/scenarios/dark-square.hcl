# "Darkness on the Square" [scenarios.*]: MADE FOR THIS PROJECT on the
# reconstructed Magdeburg map, from units the base game and the expansion
# name.
#
# The Black Hand and the White Hand, allied for once (factions.relations,
# as the book's scenarios 9 and 10 ally factions), close on the square
# (K9) before a Darkness, forecast for turn 2, blinds every gun;
# Soviet special forces of Vympel hold the square and the park.
# Objectives, 5 VP each at the end: K9 the square (NATO), M9 the graveyard
# (Black Hand), Q7 the cathedral (nobody's). The allies win or lose
# together: their VP are pooled (base victory ranks allied sides as one).
#
# Notation used (scenarios.notation-*): (1) Vympel activates first;
# w/ the COs and heroes attached; * the Spetsnaz team in the park is
# attached to Vympel from another formation.

scenario "dark-square" {
  title = "Darkness on the Square"
  order = 13
  turns = 5
  rule  = "scenarios.order"
  note  = "Made for this project on the reconstructed Magdeburg map: forces, placement, length, alliance, forecast, objectives and victory. Victory as in the base game: VP for enemy units reduced or destroyed and 5 VP per objective held at the end of turn 5; the allied Black and White Hands pool their VP and win or lose together."
  map   = "magdeburg"
  sides = ["nato", "black-hand", "white-hand"]

  cup    = { "vympel" = 3, "black-hand" = 2, "white-hand" = 2, event = 1 }
  supply = { nato = 3, black-hand = 3, white-hand = 3 }

  options = {
    objectives  = ["K9", "M9", "Q7"]
    control     = { K9 = "nato", M9 = "black-hand" }
    first       = "vympel"
    alliances   = [["black-hand", "white-hand"]]
    forecast    = { "2" = "darkness" }
    setup_hexes = { nato = ["K9", "K10", "J9", "J10"], black-hand = ["Q5", "R6", "P5"], white-hand = ["N12", "O12", "M12"] }
  }

  formation "vympel" { side = "nato" }
  formation "black-hand" { side = "black-hand" }
  formation "white-hand" { side = "white-hand" }

  # ---- NATO: Vympel on the square and the hill ----

  unit "spetsnaz1" { # w/ CO
    type      = "spetsnaz"
    side      = "nato"
    formation = "vympel"
    at        = "K9"
    attached  = ["co"]
  }
  unit "spetsnaz2" {
    type      = "spetsnaz"
    side      = "nato"
    formation = "vympel"
    at        = "J9"
  }
  unit "spetsnaz3" { # * attached from another formation
    type      = "spetsnaz"
    side      = "nato"
    formation = "vympel"
    at        = "J10"
  }
  unit "brdm1" {
    type      = "brdm-2"
    side      = "nato"
    formation = "vympel"
    at        = "K10"
  }

  # ---- Black Hand: the north of the city ----

  unit "zealot1" { # w/ the Necromancer
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "Q5"
    attached  = ["black-hand-necromancer"]
  }
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "R6"
  }
  unit "reanimated1" {
    type      = "reanimated"
    side      = "black-hand"
    formation = "black-hand"
    at        = "P5"
  }

  # ---- White Hand: the south of the city ----

  unit "skinless1" { # w/ CO and the Slayer
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "N12"
    attached  = ["co", "white-hand-slayer"]
  }
  unit "skinless2" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "O12"
  }
  unit "abomination1" {
    type      = "abomination"
    side      = "white-hand"
    formation = "white-hand"
    at        = "M12"
  }
}
