# Combat (2.1): the expansion's changes to attacks and their results.

rule "combat.assault-only" {
  section = "2.1"
  title   = "Factors with no printed range"
  summary = "An attack factor printed without a range serves only in assaults, where it may lead or support; it never fires at range, in opportunity fire or in moving fire, and a unit whose only white-range factors have no range cannot assist group fire."
}

rule "combat.fire-attacks" {
  section = "2.1"
  title   = "Fire attacks"
  summary = "A Fire marker newly placed, whatever placed it, attacks every unit in its hex at once with no terrain or concealment bonus; fire-placing weapons take no part in assaults or grouped attacks. The fires area makes the attack and the objects area bars the weapons (objects.fire-placing)."
}

rule "combat.entry-only" {
  section = "2.1"
  title   = "Mines and fire strike on entry"
  summary = "Mines and fire attack a unit as it moves into their hex, not while it stays there or as it leaves."
}

rule "combat.shaken-step" {
  section = "2.1"
  title   = "Shaken as a step for units that cannot be Shaken"
  summary = "A unit that cannot be Shaken (the Undead, tag unshakable; and, as the project reads the book's example, a unit with the Terror skill) never gets the marker, yet a Shaken result still uses up a step of the hits dealt to it: one hit on it at full strength does nothing more, two reduce it, three destroy it."
}

rule "combat.transport-loss" {
  section = "2.1"
  title   = "Objects lost with a transport"
  summary = "When a transporting unit is destroyed, the Weapon and Equipment markers its infantry passengers carry leave the game, except the Charred Heart, which is left in the hex."
}

rule "combat.high-morale" {
  section = "2.1"
  title   = "High Morale"
  summary = "A High Morale unit that would be marked Shaken loses the marker instead and is not Shaken; the hits then count as usual: one hit only takes the marker, two take it and reduce the unit, three destroy it. This replaces the base game's reading (counters.high-morale), where the marker uses up one hit."
}
