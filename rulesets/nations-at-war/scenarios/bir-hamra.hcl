# Bir Hamra [scenarios.outline, scenarios.control]: MADE FOR THIS PROJECT from the formations
# the book names: the British 14th Infantry (morale 7, 2.11.2) and 22nd Armoured (Crusaders and
# M3 Grants), the Italian 2nd Bersaglieri (3.3.1) and 7th Armored (M13/40s, leadership 2, 5.4).
# The book prints no scenario.
#
# Background: the Italians hold the crossroads village of Bir Hamra and Point 175 behind it;
# the British come along the coast track from the wadi bridge.
# Forces and setup:
#   British 14th-infantry (1 marker): HQ with a rifle platoon, two more rifle platoons (one with
#     an HMG, one with a PIAT); 22nd-armoured (1 marker): HQ with a Crusader platoon, a second
#     Crusader, two M3 Grant platoons. All west of the wadi or on its bridge road.
#   Italian 2nd-bersaglieri (1 marker): HQ with a rifle platoon in Bir Hamra, two more rifle
#     platoons (one with an HMG), one of them in the oasis; 7th-armored (1 marker): HQ with an
#     M13/40 platoon, two more M13/40s, on Point 175 and behind the village.
# Map: wadi.
# Turns and markers: 6 turns, 2 End of Turn markers, a Chaos marker in the cup.
# Victory: the objectives Bir Hamra crossroads J9 and Point 175 O11, Italian at the start; more
# objectives at the end wins, then the points destroyed (scenarios.control).

scenario "bir-hamra" {
  title = "Bir Hamra"
  order = 3
  turns = 6
  rule  = "scenarios.outline"
  note  = "Made for this project from the book's formations (14th-infantry, 22nd-armoured, 2nd-bersaglieri, 7th-armored). Victory: the objectives J9 and O11 (Italian at the start); more objectives at the end of turn 6 wins, then the points of enemy units destroyed."
  map   = "wadi"
  sides = ["british", "italian"]
  cup   = { "14th-infantry" = 1, "22nd-armoured" = 1, "2nd-bersaglieri" = 1, "7th-armored" = 1, "end-of-turn" = 2, "chaos" = 1 }

  options = {
    control = { J9 = "italian", O11 = "italian" }
  }

  # the objectives [scenarios.control]
  marker "J9" "objective" {}
  marker "O11" "objective" {}

  formation "14th-infantry" { side = "british" }
  formation "22nd-armoured" { side = "british" }
  formation "2nd-bersaglieri" { side = "italian" }
  formation "7th-armored" { side = "italian" }

  unit "hq-14" {
    type      = "hq-british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "B8"
  }
  unit "rifles1" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "B8"
  }
  unit "rifles2" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "A8"
    carries   = ["hmg"]
  }
  unit "rifles3" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "B10"
    carries   = ["piat"]
  }

  unit "hq-22" {
    type      = "hq-crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "A9"
  }
  unit "crusader1" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "A9"
  }
  unit "crusader2" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "B4"
  }
  unit "grant1" {
    type      = "m3-grant"
    side      = "british"
    formation = "22nd-armoured"
    at        = "A5"
  }
  unit "grant2" {
    type      = "m3-grant"
    side      = "british"
    formation = "22nd-armoured"
    at        = "A11"
  }

  unit "hq-bers" {
    type      = "hq-italian-rifle"
    side      = "italian"
    formation = "2nd-bersaglieri"
    at        = "J9"
  }
  unit "bers1" {
    type      = "italian-rifle"
    side      = "italian"
    formation = "2nd-bersaglieri"
    at        = "J9"
  }
  unit "bers2" {
    type      = "italian-rifle"
    side      = "italian"
    formation = "2nd-bersaglieri"
    at        = "K8"
    carries   = ["hmg"]
  }
  unit "bers3" {
    type      = "italian-rifle"
    side      = "italian"
    formation = "2nd-bersaglieri"
    at        = "G6"
  }

  unit "hq-7" {
    type      = "hq-m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "O11"
  }
  unit "m13-1" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "O11"
  }
  unit "m13-2" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "L9"
  }
  unit "m13-3" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "N10"
  }
}
