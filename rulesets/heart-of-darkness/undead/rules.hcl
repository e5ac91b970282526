rule "undead.units" {
  section = "1.2"
  title   = "Undead units"
  summary = "Counters with black armor are Undead (tag undead): the Reanimated, the Skinless, the Abomination and the Wurmking. A unit carrying the Charred Heart counts as Undead too (1.3). Controlled Undead control hexes like any other unit."
}

rule "undead.damage" {
  section = "1.2"
  title   = "What hurts the Undead"
  summary = "Only fire, electric and nuclear sources do their full damage to an Undead unit. Damage from an HE factor of any other source is halved, rounding down; every other kind of damage (AP, chemical, biological and the like) does nothing to it."
}

rule "undead.unshakable" {
  section = "1.2"
  title   = "The Undead are never Shaken"
  summary = "An Undead unit never takes the Shaken status (tag unshakable). How a Shaken result still counts as a step against it is the combat area's (2.1)."
}

rule "undead.no-skills" {
  section = "1.2"
  title   = "What the Undead cannot do"
  summary = "The Undead neither recruit nor search, and Terror and Mind Control have no effect on them. The skills and independents areas read undead.is_undead for this."
}

rule "undead.radiation" {
  section = "1.2"
  title   = "The Undead and radiation"
  summary = "The Undead pass through radiation hexes at one extra MP a hex (the radiation area's cost) and radiation hexes never attack them with nuclear firepower."
}

rule "undead.consume-corpses" {
  section = "1.2"
  title   = "Consuming corpses"
  summary = "A reduced Undead unit whose hex holds a Corpses marker may, as the first and only thing it does in its activation, remove that marker and turn back to full strength. It is Finished afterwards."
}

rule "undead.no-corpses" {
  section = "1.2"
  title   = "The Undead leave no corpses"
  summary = "An eliminated Undead unit leaves no Corpses marker behind."
}
