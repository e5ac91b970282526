# Made for this project [turn.setup, control.objectives]: a combined-arms
# fight for the river crossings, with off-board artillery, close air support,
# helicopters and supply.
#
# The 1st Rangers, flown over by the Cowboys' Hueys, are caught in the river
# bend west of the Alme and must force the bridges F11, F12 and F17 held by
# 2/130 Panzer Lehr, with the SG 2 Haunebu overhead.
# Forces, from the orders of battle (command/orders-of-battle.hcl):
#   Reich  2/130 Panzer Lehr (2 AMs): E-100, Jagdtiger, 2 SdKfz 250 carrying
#          2 Fallschirmjager (each with a Panzerfaust 3)
#          SG 2 Immelmann (2 AMs): Haunebu III at Cruise
#          support: one Ju-87G Stuka (CAS)
#          reinforcements on turn 3, on the south edge (L20, M20, N20):
#          1/130 Panzer Lehr: 2 King Tiger, Puma; its 2 AMs join the cup then
#   NATO   1st Ranger (1 AM): 2 M60A1, 3 M113, 3 Rangers (two with a LAW, two
#          of them carried)
#          335th Cowboys (2 AMs): 2 UH-1 Huey at Cruise
#          support: two Barrage and one Smoke OBA missions; 2 supply points on
#          turn 1 and 1 on turn 4
# Objectives (5 VP each to the side controlling the hex at the end): the far
# ends of the three eastern bridges, G11, G12 and G17, all Reich at the start.

scenario "alme-bridges" {
  title = "The Alme Bridges"
  order = 4
  turns = 7
  rule  = "turn.setup"
  note  = "Made for this project: the rulebook prints no scenario. Victory: at the end of turn 7 each side scores VP for the enemy units it reduced or destroyed (victory.unit-points) and 5 VP for each objective it controls (victory.objectives); the higher total wins, the margin giving the level (victory.margins)."
  map   = "wewelsburg"
  sides = ["reich", "nato"]

  cup = { "2-130" = 2, "sg-2" = 2, "1st-ranger" = 1, "335th-ahc" = 2 }

  oba    = { nato = ["barrage", "barrage", "smoke"] }
  cas    = { reich = ["ju-87g-stuka"] }
  supply = { nato = 2 }

  options = {
    objectives = ["G11", "G12", "G17"]
    control    = { G11 = "reich", G12 = "reich", G17 = "reich" }
    supply     = { nato = [0, 0, 0, 1] }
    entry      = { kt1 = "M20", kt2 = "L20", puma1 = "N20" }
  }

  formation "2-130" { side = "reich" }
  formation "sg-2" { side = "reich" }
  formation "1-130" {
    side     = "reich"
    counters = { markers = 2 } # activation markers it brings when it arrives
  }
  formation "1st-ranger" { side = "nato" }
  formation "335th-ahc" { side = "nato" }

  # ---- Reich: the east bank ----

  unit "e100-1" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "H10"
    attached  = ["co"]
  }
  unit "jagdtiger1" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "H12"
  }
  unit "sdkfz1" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "G11"
  }
  unit "fj1" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "sdkfz1"
    carries   = ["panzerfaust-3"]
  }
  unit "sdkfz2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "H16"
  }
  unit "fj2" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "sdkfz2"
    carries   = ["panzerfaust-3"]
  }

  unit "haunebu1" {
    type      = "haunebu-iii"
    side      = "reich"
    formation = "sg-2"
    at        = "J12"
    altitude  = "cruise"
  }

  # Reinforcements: off the map until turn 3 (turn.reinforcements).
  unit "kt1" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    attached  = ["co"]
    counters  = { arrives = 3 }
  }
  unit "kt2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    counters  = { arrives = 3 }
  }
  unit "puma1" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    counters  = { arrives = 3 }
  }

  # ---- NATO: the river bend west of the bridges ----

  unit "m60a1-1" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D11"
    attached  = ["co"]
  }
  unit "m60a1-2" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D13"
  }
  unit "m113-1" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C11"
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
    at        = "C13"
  }
  unit "rangers2" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113-2"
    carries   = ["law"]
  }
  unit "m113-3" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "D17"
  }
  unit "rangers3" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E12"
  }

  unit "huey1" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B13"
    altitude  = "cruise"
  }
  unit "huey2" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B15"
    altitude  = "cruise"
  }
}
