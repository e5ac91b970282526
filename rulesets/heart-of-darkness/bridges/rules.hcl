# Bridges (1.7): built, blown and repaired.

rule "bridges.bridge" {
  section = "1.7"
  title   = "Bridges"
  summary = "A bridge is a stretch of road across a water hex: units cross the water along the road as over any road. A map prints its bridges as water hexes carrying a road; a Bridge marker shows one built, blown or repaired in play, intact on one side and destroyed on the other."
}

rule "bridges.destroyed" {
  section = "1.7"
  title   = "Destroyed bridges"
  summary = "A destroyed bridge is a gap in the road: the hex is plain water again, closed to every unit that cannot cross water, until the bridge is repaired. Units standing on the bridge when it goes are left where they are and may only move off it."
}

rule "bridges.work" {
  section = "1.7"
  title   = "Building, blowing and repairing"
  summary = "A bridge can be built over a water hex that has none, an intact one blown, and a destroyed one repaired, by engineers in play (skills.engineering) or with supply points at setup (auxiliary); whoever pays for the work, the bridge changes the same way: built or repaired it carries the road again, blown it loses it."
}
