# The Road to Saint-Aubin [scenarios.outline, scenarios.control]: MADE FOR THIS PROJECT from the
# formations the book names (CCB with its M3 Lees, Shermans, armored infantry, engineers,
# mortars and recon, 2.5.6.3 and 3.4.2; a panzergrenadier formation and a Panzer Abteilung with
# Pz IVGs, 2.5.6.2). The book prints no scenario.
#
# Background: Combat Command B must seize the crossing at Saint-Aubin before the Germans blow
# it or reinforce the town; a panzergrenadier company holds the town with an 88 on the road,
# and a Pz IV company waits behind it.
# Forces and setup:
#   American ccb (2 markers in the cup): HQ with an M3 Lee platoon; a second Lee; two Sherman
#     platoons; two armored infantry platoons mounted, one with a bazooka; engineers; the 81mm
#     mortar platoon; an M8 recon platoon. Support: one 4/5 HE fire mission and one smoke
#     mission; 1 Fate Point. All west of the river.
#   German panzergrenadier (1 marker): HQ with a dismounted panzergrenadier platoon in the town,
#     a second with an HMG; a rifle platoon on the south bridge, a motorcycle platoon; the 88mm
#     battery covering the north road. panzer-abteilung (1 marker): HQ with a Pz IVG platoon, a
#     second Pz IVG. 1 Fate Point.
# Map: bridgehead.
# Turns and markers: 7 turns, 2 End of Turn markers, no Chaos marker.
# Victory: the objectives Saint-Aubin square L9, the south bridge H9 and the north bridge H4,
# all German at the start; the side controlling more at the end wins (scenarios.control).

scenario "saint-aubin" {
  title = "The Road to Saint-Aubin"
  order = 2
  turns = 7
  rule  = "scenarios.outline"
  note  = "Made for this project from the book's formations (ccb, panzergrenadier, panzer-abteilung). Victory: the objectives L9, H9 and H4 (German at the start); more objectives at the end of turn 7 wins, then the points of enemy units destroyed."
  map   = "bridgehead"
  sides = ["american", "german"]
  cup   = { "ccb" = 2, "panzergrenadier" = 1, "panzer-abteilung" = 1, "end-of-turn" = 2 }

  missions = { american = ["he-4-5", "smoke"] }
  fate     = { american = 1, german = 1 }

  options = {
    control = { L9 = "german", H9 = "german", H4 = "german" }
  }

  # the objectives [scenarios.control]
  marker "L9" "objective" {}
  marker "H9" "objective" {}
  marker "H4" "objective" {}

  formation "ccb" { side = "american" }
  formation "panzergrenadier" { side = "german" }
  formation "panzer-abteilung" { side = "german" }

  unit "hq-ccb" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C9"
  }
  unit "lee1" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "C9"
  }
  unit "lee2" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "B9"
  }
  unit "sherman1" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "C4"
  }
  unit "sherman2" {
    type      = "m4a1-sherman"
    side      = "american"
    formation = "ccb"
    at        = "B4"
  }
  unit "ai1" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "A9"
    mounted   = true
    carries   = ["bazooka"]
  }
  unit "ai2" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "A4"
    mounted   = true
  }
  unit "eng1" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
    at        = "D5"
  }
  unit "mortar1" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "B6"
  }
  unit "m8-1" {
    type      = "m8-greyhound"
    side      = "american"
    formation = "ccb"
    at        = "E4"
  }

  unit "hq-pg" {
    type      = "hq-german-armored-infantry"
    side      = "german"
    formation = "panzergrenadier"
    at        = "L9"
  }
  unit "pg1" {
    type      = "german-armored-infantry"
    side      = "german"
    formation = "panzergrenadier"
    at        = "L9"
  }
  unit "pg2" {
    type      = "german-armored-infantry"
    side      = "german"
    formation = "panzergrenadier"
    at        = "K8"
    carries   = ["hmg"]
  }
  unit "gren1" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "H9"
  }
  unit "moto1" {
    type      = "german-motorcycle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "I4"
  }
  unit "atg1" {
    type      = "german-88mm-atg"
    side      = "german"
    formation = "panzergrenadier"
    at        = "M4"
  }

  unit "hq-pa" {
    type      = "hq-pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "O9"
  }
  unit "pz1" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "O9"
  }
  unit "pz2" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "N8"
  }
}
