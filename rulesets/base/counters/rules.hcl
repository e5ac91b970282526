rule "counters.pieces" {
  title   = "Game pieces and dice"
  summary = "The game uses unit counters and administrative markers. A combat counter is a platoon of 35-50 soldiers or 3-5 vehicles; air units, the V-2, the Scud and the Ravager are each a single machine or creature. All dice are six-sided (D6); 2D6 is the sum of two dice."
}

rule "counters.sides" {
  title   = "Side colours and counter contents"
  summary = "Counter colour gives the side: Reich dark grey (feldgrau), NATO blue, Black Hand red. Every unit shows its formation, unit type, attack, defence and Speed values."
}

rule "counters.strength-faces" {
  title   = "Full and reduced faces"
  summary = "Most combat units have two faces: full strength (coloured band behind the values) and, on the back, reduced strength (white band) with lower values. A unit that is reduced is flipped to its reduced face."
}

rule "counters.firepower" {
  title   = "Firepower colours"
  summary = "A firepower value is added to a 2D6 roll when attacking. Red AP firepower is used against hard targets, yellow HE firepower against soft targets, blue AA firepower against helicopters and planes."
}

rule "counters.range" {
  title   = "Range and range colour"
  summary = "A weapon's range is the furthest it may fire, in hexes. A white range permits moving fire and long range; a coloured range marks a fixed-range weapon. This section also says coloured weapons may never fire on the move, at air targets or in assaults, which the fixed-range section (combat.fixed-range) and the Blighter (units.blighter) contradict; the project follows those specific sections and keeps only the air-target ban, lifted for weapons that have an AA value."
}

rule "counters.armor" {
  title   = "Armor"
  summary = "Armor is the number an attack value must exceed to inflict any hit. Yellow armor marks a soft unit, red a hard unit, blue an air unit."
}

rule "counters.speed" {
  title   = "Speed"
  summary = "Speed is the maximum number of hexes a unit may move in one activation, paying the terrain costs of the hexes entered."
}

rule "counters.markers" {
  title   = "Administrative markers"
  summary = "Markers are unlimited in number and never count for stacking. OBA, smoke, shellholes, mines, sandbags, Shaken, Out Of Contact, High Morale, Finished and Wreck markers belong to no side; objective markers are neutral and control markers belong to a side; activation markers belong to a side while Event and Advance markers are neutral, and all three are drawn from the cup."
}

rule "counters.high-morale" {
  title   = "High Morale marker"
  summary = "Events 9 and 10 can place a High Morale marker, but the base rules never say what it does. The project uses the Heart of Darkness definition: when the unit would become Shaken it discards the marker instead, and any further hits of that attack are applied normally."
}
