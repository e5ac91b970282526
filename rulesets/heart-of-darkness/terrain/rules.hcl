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

rule "terrain.table" {
  section = "1.7"
  title   = "The expansion's terrain table"
  summary = "The expansion prints the terrain table again with two more columns, LOS level and fire. Its movement and defence columns agree with the base chart, which the expansion keeps; it adds crop fields and sand as it has them, corpses (+1 defence for infantry) and each terrain's flammability."
}

rule "terrain.flammability" {
  section = "1.7"
  title   = "Flammable terrain"
  summary = "Crop fields, urban and woods hexes are flammable: fire there burns at Level 2 and spreads into them. Clear, road, sand, hills, shellholes, sandbags, wrecks and corpses are not: fire there burns at Level 1 only. Water never burns. Roads and hills laid over another terrain leave its flammability as it is."
}
