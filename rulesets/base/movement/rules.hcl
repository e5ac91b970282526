rule "movement.speed" {
  title   = "Moving"
  summary = "A unit may move up to its Speed in hexes, paying each hex's terrain cost. Moving is optional; each new hex entered may draw opportunity fire. A unit is marked Finished after moving."
}

rule "movement.half-speed" {
  title   = "Half Speed"
  summary = "Whenever a rule limits a unit to half Speed (moving fire, Shaken, Out Of Contact, APC loading) the fraction is rounded down."
}

rule "movement.group" {
  title   = "Group movement"
  summary = "Units of one formation that start their activation stacked may move together, each paying its own terrain costs; the group may split at any time. A moving group may also make moving fire together, provided it travels no more than half the slower unit's Speed."
}

rule "movement.road-bonus" {
  title   = "Road movement bonus"
  summary = "A unit that spends its whole activation moving along connected road hexes gets +1 MP."
}

rule "movement.water" {
  title   = "Water"
  summary = "Land units may not enter Water hexes except along a road, which over water is a bridge. Black Hand infantry may cross Water (and Radiation) hexes at +1 MP per hex."
}
