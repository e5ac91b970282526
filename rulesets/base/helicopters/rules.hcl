rule "helicopters.gunships" {
  section = "2.3.4.1"
  title   = "Helicopters"
  summary = "Every side has gunships: the Huey for NATO, the Haunebu III for the Reich, the Scourge for the Black Hand. They belong to formations but have no field CO, do not count for stacking and are attacked separately from other units in their hex. The book also lists the Scourge beside the helicopters and compares it to the planes; the project treats it as a helicopter."
}

rule "helicopters.movement" {
  section = "2.3.4.1"
  title   = "Helicopter movement"
  summary = "A helicopter flies up to its Speed at 1 Speed point per hex whatever the altitude or terrain. Changing altitude costs 1 Speed point and may be done while hovering or at any point of the flight."
}

rule "helicopters.cruise" {
  section = "2.3.4.1"
  title   = "Cruise altitude"
  summary = "Cruise is the default altitude, e.g. on entering the map. A Cruise helicopter is at level 2 for LOS whatever the ground below. AP weapons may be fired only at Cruise, and recon helicopters spot only at Cruise."
}

rule "helicopters.noe" {
  section = "2.3.4.1"
  title   = "Nap of the earth"
  summary = "At NOE (NOE face of the counter, HE only) a helicopter is at ground level for LOS. Transport helicopters load, carry and unload infantry only at NOE, following the APC rules and Speed limits."
}

rule "helicopters.hovering" {
  section = "2.3.4.1"
  title   = "Hovering"
  summary = "A helicopter that does not move during its activation is hovering. It may make a pop-up attack or stay on overwatch to opportunity fire at moving enemies. The project lets altitude changes cost Speed points without ending the hover."
}

rule "helicopters.pop-up" {
  section = "2.3.4.1"
  title   = "Pop-up attack"
  summary = "A hovering helicopter may change altitude before its attack and change back after it, to strike from behind cover. If that puts it in an enemy's LOS and range, the enemy may opportunity fire."
}

rule "helicopters.combat" {
  section = "2.3.4.1"
  title   = "Helicopter combat"
  summary = "Helicopters use the land ranged-combat rules with all range modifiers on non-fixed weapons. They may fire non-fixed weapons while flying up to half Speed (the fixed-range section's wider permission does not apply). They never assault and are never assaulted, even at NOE."
}

rule "helicopters.damage" {
  section = "2.3.4.1"
  title   = "Helicopter losses"
  summary = "A helicopter is a one-step unit: it can be Shaken, never reduced, and rallies automatically at its next activation. A destroyed helicopter leaves a Wreck; if other units are in the hex roll 1D6, and on 1-2 one of them, chosen at random, is Shaken."
}
