# Cote 204 [scenarios.outline, scenarios.control]: MADE FOR THIS PROJECT from the formations the
# book names: Soviet rifles and tanks (T-34s, 4.1 and 11.0) against a Panzer Abteilung and
# panzergrenadiers. The book prints no scenario.
#
# Background: a Soviet rifle battalion with T-34 support must take the crossroads town of
# Royville and the crest of Cote 204 above the stream; the Germans hold the town and the hill.
# Forces and setup:
#   Soviet soviet-rifles (2 markers): HQ with a rifle platoon, three more rifle platoons (one
#     with an HMG, one with an ATR); soviet-tanks (1 marker): HQ with a T-34 platoon, two more
#     T-34s, a BA-64 recon. South of the stream.
#   German panzergrenadier (1 marker): HQ with a rifle platoon in Royville, a second rifle
#     platoon with an HMG, a panzergrenadier platoon mounted; panzer-abteilung (1 marker): HQ
#     with a Pz IVG platoon on Cote 204, a Panther. North of the stream. 1 Fate Point.
# Map: crossroads.
# Turns and markers: 6 turns, 2 End of Turn markers.
# Victory: Royville crossroads E3, the Cote 204 crest J6 and Le Moulin L10 (German at the start
# for E3 and J6; Le Moulin is empty and nobody's); more objectives wins, then points.

scenario "cote-204" {
  title = "Cote 204"
  order = 4
  turns = 6
  rule  = "scenarios.outline"
  note  = "Made for this project from the book's formations (soviet-rifles, soviet-tanks, panzergrenadier, panzer-abteilung). Victory: the objectives E3, J6 and L10; more objectives at the end of turn 6 wins, then the points of enemy units destroyed."
  map   = "crossroads"
  sides = ["soviet", "german"]
  cup   = { "soviet-rifles" = 2, "soviet-tanks" = 1, "panzergrenadier" = 1, "panzer-abteilung" = 1, "end-of-turn" = 2 }

  fate = { german = 1 }

  options = {
    control = { E3 = "german", J6 = "german" }
  }

  # the objectives [scenarios.control]
  marker "E3" "objective" {}
  marker "J6" "objective" {}
  marker "L10" "objective" {}

  formation "soviet-rifles" { side = "soviet" }
  formation "soviet-tanks" { side = "soviet" }
  formation "panzergrenadier" { side = "german" }
  formation "panzer-abteilung" { side = "german" }

  unit "hq-sr" {
    type      = "hq-soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "E11"
  }
  unit "rifles1" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "E11"
  }
  unit "rifles2" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "D10"
    carries   = ["hmg"]
  }
  unit "rifles3" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "G10"
    carries   = ["atr"]
  }
  unit "rifles4" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C11"
  }

  unit "hq-st" {
    type      = "hq-t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "J10"
  }
  unit "t34-1" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "J10"
  }
  unit "t34-2" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "K11"
  }
  unit "t34-3" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "I12"
  }
  unit "ba64-1" {
    type      = "ba-64"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "F12"
  }

  unit "hq-pg" {
    type      = "hq-german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E3"
  }
  unit "gren1" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E3"
  }
  unit "gren2" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "F4"
    carries   = ["hmg"]
  }
  unit "pg1" {
    type      = "german-armored-infantry"
    side      = "german"
    formation = "panzergrenadier"
    at        = "G3"
    mounted   = true
  }

  unit "hq-pa" {
    type      = "hq-pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "J5"
  }
  unit "pz1" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "J5"
  }
  unit "panther1" {
    type      = "panther"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "K5"
  }
}
