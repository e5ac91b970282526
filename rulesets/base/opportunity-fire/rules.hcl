rule "opportunity-fire.trigger" {
  section = "5.2"
  title   = "Opportunity fire"
  summary = "A non-Finished unit may attack an enemy unit during that enemy's activation when it moves into a hex within the firer's range and LOS (and when a plane attacks in its hex or a helicopter pops up into view). The firer is marked Finished right after the attack."
}

rule "opportunity-fire.once-per-hex" {
  section = "5.2"
  title   = "One opportunity attack per hex"
  summary = "A moving unit may be attacked by opportunity fire only once per hex it enters, but by different attackers in different hexes. Each unit of a moving group may be targeted by a different attacker in each hex."
}

rule "opportunity-fire.no-vs-assault" {
  section = "5.2"
  title   = "No opportunity fire on assaulting units"
  summary = "Units assaulting a friendly hex may not be attacked by opportunity fire."
}

rule "opportunity-fire.who" {
  section = "5.2"
  title   = "Who may opportunity fire"
  summary = "SPA may only opportunity fire directly at a target in its LOS (the Blighter not at all, units.blighter). Shaken and OOC units may opportunity fire, alone or grouped, following the normal ranged and group rules."
}

rule "opportunity-fire.precedence" {
  section = "5.2"
  title   = "Opportunity fire goes first"
  summary = "If a moving unit's fire and an enemy's opportunity fire coincide, resolve the opportunity fire first."
}

rule "opportunity-fire.aftermath" {
  section = "5.2"
  title   = "Units hit by opportunity fire"
  summary = "A unit Shaken or reduced by opportunity fire keeps its right to attack and move, using its new values. The book says it moves freely; the project applies the Shaken limits (half Speed counted over the whole activation, HE only at -1 AV, no assault)."
}
