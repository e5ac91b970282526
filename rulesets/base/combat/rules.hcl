rule "combat.forms" {
  section = "5.0"
  title   = "Forms of combat"
  summary = "Combat is ranged fire or assault. A unit attacking during the enemy's activation is making opportunity fire."
}

rule "combat.eligibility" {
  section = "5.0"
  title   = "Who may attack"
  summary = "A non-Finished unit of the active formation may attack one enemy unit in LOS and range with its own firepower or a Weapon, alone or in a group with a unit stacked with it since the start of the activation, with or without a CO bonus."
}

rule "combat.one-attack" {
  section = "5.0"
  title   = "One attack per activation"
  summary = "A unit attacks at most once per activation but may be attacked any number of times by different enemy units. After attacking it is marked Finished, unless it fired on the move as its first action and then goes on moving up to half Speed."
}

rule "combat.attack-value" {
  section = "5.0"
  title   = "Attack value"
  summary = "AV = the weapon's firepower + 2D6 + bonuses (CO, group fire, assault), with modifiers such as close range, long range and moving fire. A single 2D6 roll decides both hitting and damage."
}

rule "combat.defense-value" {
  section = "5.0"
  title   = "Defence value"
  summary = "DV = the target's armor + bonuses such as terrain, sandbags, smoke and concealment; the bonuses are cumulative."
}

rule "combat.hits" {
  section = "5.0"
  title   = "Hits"
  summary = "Hits = AV - DV when positive; zero or less means no effect."
}

rule "combat.firepower-choice" {
  section = "5.0"
  title   = "Choosing AP, HE or AA"
  summary = "Use AP against hard targets, HE against soft targets, and AA or HE against helicopters and planes. Soft units can only be attacked with HE. A dual AP/AA value counts as both."
}

rule "combat.air-targets" {
  section = "5.0"
  title   = "Attacking air units"
  summary = "Helicopters and planes may only be attacked with AA or HE weapons under the ranged-combat rules; AA weapons only attack air units. SPA and OBA may not attack air units, except Nuclear OBA. Fixed-range weapons may not attack air units unless they have an AA value (the Blighter)."
}

rule "combat.long-range" {
  section = "5.0"
  title   = "Long range"
  summary = "A weapon with a white (normal) range may fire up to double its printed range at -2 AV."
}

rule "combat.close-range" {
  section = "5.0"
  title   = "Close range"
  summary = "A weapon with a white range gets +1 AV against targets at up to half its printed range. The book does not say how odd ranges round; the project rounds down (range 3 gives close range at 1 hex)."
}

rule "combat.fixed-range" {
  section = "5.0"
  title   = "Fixed range"
  summary = "A weapon with a coloured range may not fire beyond its printed range (no long range) and gets no close-range bonus. Except for SPA/SPAA it may fire on the move, take part in group fire and be used in assaults. Class rules narrow this: infantry and helicopters move-fire only non-fixed weapons (units.infantry-moving-fire, helicopters.combat), and the counters section's narrower wording is superseded (counters.range)."
}
