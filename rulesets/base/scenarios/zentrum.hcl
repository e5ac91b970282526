# Made for this project [turn.setup, control.objectives]: three sides and
# events. The Reich's heavy SS tanks hold the castle and the village; the
# 2nd Rangers come down the east road and the 58th Motor Rifle up the south
# road, while the Black Hand pours out of the ruined church at Z5 and over
# the north-east hill. Every side fights both others.
#
# Forces, from the orders of battle (command/orders-of-battle.hcl):
#   Reich       1/501 (2 AMs): 2 E-100
#               2/501 (2 AMs): Jagdtiger, SdKfz 250, SS-VT with the Panzerfaust 3
#   NATO        2nd Ranger (1 AM): 3 M60A1, BRDM-2, 2 M113 carrying 2 Rangers
#               (one with the LAW, one with the M60)
#               58th Motor Rifle (1 AM): 2 T-62, 2 Spetsnaz (one with the LAW)
#   Black Hand  (2 AMs): 6 Zealots (one with a Diskord, one with a Minigun),
#               Ravager, 2 Megrim, Rancor, Blighter, Pest
#   1 Event marker.
# Objectives (5 VP each to the side controlling the hex at the end): L7 the
# castle and M9 the village square (Reich at the start), O9 the abandoned
# building and J6 the ruined church on the castle hill (nobody's).

scenario "zentrum" {
  title = "Zentrum der neuen Welt"
  order = 3
  turns = 8
  rule  = "turn.setup"
  note  = "Made for this project: the rulebook prints no scenario. Victory: at the end of turn 8 each side scores VP for the units of either enemy it reduced or destroyed (victory.unit-points) and 5 VP for each objective it controls (victory.objectives); the highest total wins, by its margin over the next side (victory.margins)."
  map   = "wewelsburg"
  sides = ["reich", "nato", "black-hand"]

  cup = { "1-501" = 2, "2-501" = 2, "2nd-ranger" = 1, "58th-motor-rifle" = 1, "black-hand" = 2, event = 1 }

  options = {
    objectives = ["L7", "M9", "O9", "J6"]
    control    = { L7 = "reich", M9 = "reich" }
  }

  formation "1-501" { side = "reich" }
  formation "2-501" { side = "reich" }
  formation "2nd-ranger" { side = "nato" }
  formation "58th-motor-rifle" { side = "nato" }
  formation "black-hand" { side = "black-hand" }

  # ---- Reich: the castle, the spur and the village ----

  unit "e100-1" {
    type      = "e-100"
    side      = "reich"
    formation = "1-501"
    at        = "L8"
    attached  = ["co"]
  }
  unit "e100-2" {
    type      = "e-100"
    side      = "reich"
    formation = "1-501"
    at        = "M10"
  }

  unit "ssvt1" {
    type      = "ss-vt"
    side      = "reich"
    formation = "2-501"
    at        = "L7"
    attached  = ["co"]
    carries   = ["panzerfaust-3"]
  }
  unit "jagdtiger1" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-501"
    at        = "K9"
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-501"
    at        = "N9"
  }

  # ---- NATO: 2nd Ranger on the east road, 58th Motor Rifle on the south road ----

  unit "m60a1-1" {
    type      = "m60a1"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "W8"
    attached  = ["co"]
  }
  unit "m60a1-2" {
    type      = "m60a1"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "X8"
  }
  unit "m60a1-3" {
    type      = "m60a1"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "V8"
  }
  unit "brdm1" {
    type      = "brdm-2"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "U8"
  }
  unit "m113-1" {
    type      = "m113"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "Y8"
  }
  unit "rangers1" {
    type      = "rangers"
    side      = "nato"
    formation = "2nd-ranger"
    aboard    = "m113-1"
    carries   = ["law"]
  }
  unit "m113-2" {
    type      = "m113"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "Z8"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "2nd-ranger"
    aboard    = "m113-2"
    carries   = ["m60"]
  }

  unit "t62-1" {
    type      = "t-62"
    side      = "nato"
    formation = "58th-motor-rifle"
    at        = "M17"
    attached  = ["co"]
  }
  unit "t62-2" {
    type      = "t-62"
    side      = "nato"
    formation = "58th-motor-rifle"
    at        = "N17"
  }
  unit "spetsnaz1" {
    type      = "spetsnaz"
    side      = "nato"
    formation = "58th-motor-rifle"
    at        = "L17"
    carries   = ["law"]
  }
  unit "spetsnaz2" {
    type      = "spetsnaz"
    side      = "nato"
    formation = "58th-motor-rifle"
    at        = "O17"
  }

  # ---- Black Hand: the ruined church Z5 and the north-east hill ----

  unit "zealot1" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "Z5"
    carries   = ["diskord"]
  }
  unit "zealot2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "AA5"
  }
  unit "zealot3" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "T4"
    carries   = ["minigun"]
  }
  unit "zealot4" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "U5"
  }
  unit "zealot5" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "S5"
  }
  unit "zealot6" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "V5"
  }
  unit "ravager1" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "U4"
  }
  unit "megrim1" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "AA4"
  }
  unit "megrim2" {
    type      = "megrim"
    side      = "black-hand"
    formation = "black-hand"
    at        = "BB4"
  }
  unit "rancor1" {
    type      = "rancor"
    side      = "black-hand"
    formation = "black-hand"
    at        = "CC5"
  }
  unit "blighter1" {
    type      = "blighter"
    side      = "black-hand"
    formation = "black-hand"
    at        = "DD4"
  }
  unit "pest1" {
    type      = "pest"
    side      = "black-hand"
    formation = "black-hand"
    at        = "BB5"
  }
}
