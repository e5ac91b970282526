# Made for this project [turn.setup, control.objectives]: the rulebook prints
# the orders of battle but none of its 15 scenarios. This is the README's
# first scenario: small and quick, two formations a side, six turns.
#
# The Reich holds the village below the castle; the Rangers and a T-64
# platoon come down the east road to take it. Forces, from the orders of
# battle (command/orders-of-battle.hcl):
#   Reich  1/130 Panzer Lehr (2 activation markers): 2 King Tiger, Puma
#          1/7 SS Prinz Eugen (2 AMs): 2 SS-VT with the MG 42 and the
#          Panzerfaust 3, 2 SdKfz 250
#   NATO   1st Ranger (1 AM): 2 M60A1, 2 M113 carrying 2 Rangers (each with
#          a LAW), 1 Ranger on the hill
#          4th Guards (1 AM): 3 T-64
# Objectives (5 VP each to the side controlling the hex at the end): M9 the
# village square (Reich at the start), O9 the abandoned building and M12 the
# southern crossroads (nobody's).

scenario "castle-road" {
  title = "The Road to the Castle"
  order = 1
  turns = 6
  rule  = "turn.setup"
  note  = "Made for this project: the rulebook prints no scenario. Victory: at the end of turn 6 each side scores VP for the enemy units it reduced or destroyed (victory.unit-points) and 5 VP for each objective it controls (victory.objectives); the higher total wins, the margin giving the level (victory.margins)."
  map   = "wewelsburg"
  sides = ["reich", "nato"]

  cup = { "1-130" = 2, "1-7-ss" = 2, "1st-ranger" = 1, "4th-guards" = 1 }

  options = {
    objectives = ["M9", "O9", "M12"]
    control    = { M9 = "reich" }
  }

  formation "1-130" { side = "reich" }
  formation "1-7-ss" { side = "reich" }
  formation "1st-ranger" { side = "nato" }
  formation "4th-guards" { side = "nato" }

  # ---- Reich: on the west road under the castle and in the village ----

  unit "kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "K10"
    attached  = ["co"]
  }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "J10"
  }
  unit "puma1" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "L9"
  }

  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "M9"
    attached  = ["co"]
    carries   = ["mg42"]
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "N8"
    carries   = ["panzerfaust-3"]
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "M10"
  }
  unit "sdkfz2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "L10"
  }

  # ---- NATO: on the east road and the long hill ----

  unit "m60a1-1" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "S9"
    attached  = ["co"]
  }
  unit "m60a1-2" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "T8"
  }
  unit "m113-1" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "U8"
  }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-1"
    carries   = ["law"]
  }
  unit "m113-2" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "V8"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-2"
    carries   = ["law"]
  }
  unit "rangers3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "R10"
  }

  unit "t64-1" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "T9"
    attached  = ["co"]
  }
  unit "t64-2" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "S10"
  }
  unit "t64-3" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "W8"
  }
}
