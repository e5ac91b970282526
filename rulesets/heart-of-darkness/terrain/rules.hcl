# The expansion's terrain (1.7): the restored terrain table and Magdeburg.

rule "terrain.magdeburg" {
  section = "1.7"
  title   = "The Magdeburg map"
  summary = "The expansion's city map. The book names the graveyard M9 (urban), the park J10 (woods), the square K9 (clear) and the event hexes J7 and Q7; the rest of the map is this project's reconstruction."
}

rule "terrain.magdeburg-hills" {
  section = "1.8"
  title   = "The Magdeburg and Holterberg hills"
  summary = "Two named groups of hill hexes on the Magdeburg map, which the Darkness weather strikes. Each of their hexes carries its group's name, Magdeburg hill or Holterberg hill; which hexes they are is reconstructed."
}

rule "terrain.graveyard" {
  section = "1.7"
  title   = "The graveyard"
  summary = "Magdeburg's graveyard is an urban hex that never runs out of corpses: a unit there may always take a corpse from it, and it always counts as holding corpses. The map marks it with the graveyard feature."
}

rule "terrain.park" {
  section = "1.7"
  title   = "The park"
  summary = "Magdeburg's park hexes are woods, with all of woods' costs, cover and flammability."
}

rule "terrain.square" {
  section = "1.7"
  title   = "The square"
  summary = "Magdeburg's square is clear ground in the middle of the city: no cover, no obstacle, not flammable."
}
