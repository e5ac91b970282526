# "Day 8" [turn.setup, control.objectives]. The forces and the cup come from
# the scenario of the hobbyist transcription (the secondary source of
# NOTES.md): Reich 1/130 (1 King Tiger, 1 Puma, 2 activation markers) and
# 2/130 (2 Fallschirmjager, 2 SdKfz 250, 2 AMs) against the Black Hand
# (4 Zealots, 2 Pests, 1 Megrim, 2 AMs), with 1 Event marker. Where they
# stand, the length, the objectives and the victory conditions were made for
# this project (the source gives none of them).
#
# The Reich holds the village; the Black Hand comes down from the ruined
# church on the castle hill and the north road. Objectives (5 VP each to the
# side controlling the hex at the end): M9 the village square (Reich at the
# start), J6 the ruined church (Black Hand at the start), O9 the abandoned
# building (nobody's). The Event marker rolls on the Events Table when drawn.

scenario "day-8" {
  title = "Day 8"
  order = 2
  turns = 8
  rule  = "turn.setup"
  note  = "Made for this project: placement, length, objectives and victory; the forces and the cup are those of the secondary source's \"Day 8\". Victory: at the end of turn 8 each side scores VP for the enemy units it reduced or destroyed (victory.unit-points) and 5 VP for each objective it controls (victory.objectives); the higher total wins, the margin giving the level (victory.margins)."
  map   = "wewelsburg"
  sides = ["reich", "black-hand"]

  cup = { "1-130" = 2, "2-130" = 2, "black-hand" = 2, event = 1 }

  options = {
    objectives = ["M9", "J6", "O9"]
    control    = { M9 = "reich", J6 = "black-hand" }
  }

  formation "1-130" { side = "reich" }
  formation "2-130" { side = "reich" }
  formation "black-hand" { side = "black-hand" }

  # ---- Reich: in and around the village ----

  unit "kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "M10"
    attached  = ["co"]
  }
  unit "puma1" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "N9"
  }

  unit "fj1" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "M9"
    attached  = ["co"]
  }
  unit "fj2" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "L9"
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "M11"
  }
  unit "sdkfz2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "L10"
  }

  # ---- Black Hand: the ruined church, the woods north of the spur, the
  # north road ----

  unit "zealot1" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "J6"
  }
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "J5"
  }
  unit "zealot3" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "I3"
  }
  unit "zealot4" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "K2"
  }
  unit "pest1" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "M4"
  }
  unit "pest2" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "O4"
  }
  unit "megrim1" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "N4"
  }
}
