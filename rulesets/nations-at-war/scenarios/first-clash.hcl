# First Clash [scenarios.training]: MADE FOR THIS PROJECT. 13.3 sends new players to the
# training scenario of a module's booklet, which this text does not contain; this one is the
# project's own, built the same way: two small formations, one map, one objective, few rules.
#
# Background: a German tank platoon and an American one race for the north bridge over the
# river on the bridgehead map.
# Forces: German panzer-abteilung (HQ with two Pz IVG platoons and a rifle platoon);
#         American ccb (HQ with two M3 Lee platoons and an armored infantry platoon, mounted).
# Map: bridgehead; the Americans set up west of the river, the Germans east.
# Turns and markers: 4 turns, 2 End of Turn markers; no Chaos marker, no support, no Fate Points.
# Victory: control of the north bridge H4 (13.1 item 6); with the bridge nobody's or even, the
# points of the enemy units destroyed decide, then it is a draw (scenarios.control).

scenario "first-clash" {
  title = "First Clash (training)"
  order = 1
  turns = 4
  rule  = "scenarios.training"
  note  = "Made for this project (13.3's training scenarios are in the module booklets, not in this text). Victory: whoever controls the north bridge H4 at the end of turn 4; else the points of enemy units destroyed."
  map   = "bridgehead"
  sides = ["german", "american"]
  cup   = { "panzer-abteilung" = 1, "ccb" = 1, "end-of-turn" = 2 }

  # the objectives [scenarios.control]
  marker "H4" "objective" {}

  formation "panzer-abteilung" { side = "german" }
  formation "ccb" { side = "american" }

  unit "hq-pa" {
    type      = "hq-pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "N4"
  }
  unit "pz1" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "N4"
  }
  unit "pz2" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "O3"
  }
  unit "gren1" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "M4"
  }

  unit "hq-ccb" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "B4"
  }
  unit "lee1" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "B4"
  }
  unit "lee2" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C3"
  }
  unit "ai1" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "A4"
    mounted   = true
  }
}
