# "The Elbe Bridges" [scenarios.*]: MADE FOR THIS PROJECT on the
# reconstructed Magdeburg map, from units the base game and the expansion
# name.
#
# The White Hand has taken the city and its dead; NATO's rangers come over
# the Elbe from the eastern suburb to take the Strombruecke (V11) and the
# graveyard (M9). Fog is forecast for turn 2: the Elbe mist.
# Objectives, 5 VP each at the end: V11 the Strombruecke (NATO), M9 the
# graveyard (White Hand), K9 the square (nobody's).
#
# Notation used (scenarios.notation-*): (1) the 1st Ranger activates first;
# w/ the rangers ride in the M113, the COs and heroes are attached and the
# first rangers carry incendiary ammunition (a Fire source: full damage to
# the Undead);
# T3 the M60A1 arrives on turn 3 by the north road; (r) one Skinless starts
# reduced.

scenario "elbe-bridges" {
  title = "The Elbe Bridges"
  order = 12
  turns = 6
  rule  = "scenarios.order"
  note  = "Made for this project on the reconstructed Magdeburg map: forces, placement, length, objectives, forecast and victory. Victory as in the base game: VP for enemy units reduced or destroyed and 5 VP per objective held at the end of turn 6."
  map   = "magdeburg"
  sides = ["nato", "white-hand"]

  cup    = { "1st-ranger" = 3, "white-hand" = 3, event = 1 }
  supply = { nato = 5, white-hand = 5 }

  options = {
    objectives  = ["V11", "M9", "K9"]
    control     = { M9 = "white-hand", V11 = "nato" }
    first       = "1st-ranger"
    forecast    = { "2" = "fog" }
    entry       = { m60a1-1 = "DD4" }
    setup_hexes = { nato = ["X10", "X11", "X12", "W12", "Y11"], white-hand = ["N8", "N9", "O8", "O9", "M10"] }
  }

  formation "1st-ranger" { side = "nato" }
  formation "white-hand" { side = "white-hand" }

  # ---- NATO: the eastern suburb ----

  unit "rangers1" { # w/ CO, the captain and incendiary ammunition
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "W11"
    attached  = ["co", "nato-ranger-captain"]
    carries   = ["incendiary-ammo"]
  }
  unit "rangers2" { # w/ the field medic, aboard the M113
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-1"
    attached  = ["nato-field-medic"]
  }
  unit "m113-1" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "X11"
  }
  unit "m60a1-1" { # T3
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    counters  = { arrives = 3 }
  }

  # ---- White Hand: the city ----

  unit "skinless1" { # w/ CO and the reanimator
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "M9"
    attached  = ["co", "white-hand-reanimator"]
  }
  unit "skinless2" {
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "L8"
  }
  unit "skinless3" { # (r)
    type      = "skinless"
    side      = "white-hand"
    formation = "white-hand"
    at        = "T9"
    reduced   = true
  }
  unit "abomination1" {
    type      = "abomination"
    side      = "white-hand"
    formation = "white-hand"
    at        = "N9"
  }
}
