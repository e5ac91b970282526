# This project's reading rather than a paragraph of the book.
rule "oba.deviation" {
  section = "2.4.1"
  title   = "Where a missed strike lands"
  summary = "When an accuracy roll is 1 the defender moves the strike to any hex next to the one aimed at (OBA, SPA indirect fire, missiles launched off-board). The defender is the enemy side with the most units in the missed hex, else around it, else the firer's first enemy; a reaction window asks him (deviate). If he passes, or the ruleset plays his side, the neighbour holding the fewest units of sides other than the firer's is taken, then the most of the firer's own, then the first in board order."
}

rule "oba.missions" {
  section = "2.4.1"
  title   = "OBA missions"
  summary = "The scenario OOB assigns each side's OBA mission types and numbers, tracked with OBA markers that belong to no side; they may include V-2 and Scud strikes."
}

rule "oba.calling" {
  section = "2.4.1"
  title   = "Calling OBA"
  summary = "As the first action of its activation a CO/2IC or recon unit may call up to two OBA (or CAS) missions on any hexes in its LOS, then act normally before being marked Finished."
}

rule "oba.accuracy" {
  section = "2.4.1"
  title   = "OBA accuracy"
  summary = "Roll 1D6 for every targeted hex: on 1 the strike misses and the defender moves it to any adjacent hex; on 2-6 it hits that hex. Depending on the type the strike affects some or all units there."
}

rule "oba.smoke" {
  section = "2.4.1"
  title   = "Smoke mission"
  summary = "OBA smoke (marker: 3 hexes, L2) places Level 2 smoke in the target hex plus two neighbouring hexes of the attacker's choice. It then follows the normal smoke rules (los.smoke) and drops one level each Cleanup."
}

rule "oba.barrage" {
  section = "2.4.1"
  title   = "Barrage mission"
  summary = "A Barrage (marker: 3 hexes, AP 10 / HE 10) strikes every land unit in the target hex and two adjacent hexes (the project lets the attacker choose them), each attacked separately with the appropriate firepower; terrain, sandbags and concealment bonuses apply and stack. Each struck hex gets a Shellholes marker unless it is already shellholes terrain or has one."
}

rule "oba.chemical" {
  section = "2.4.1"
  title   = "Chemical mission"
  summary = "A Chemical (Sarin) strike (marker: 3 hexes) affects every land unit in the target and two attacker-chosen adjacent hexes: roll 1D6 per unit, 1 = 2 hits, 2-3 = 1 hit, 4-6 = no effect. The hexes keep Chemical markers for the rest of the turn and a unit moving through one rolls the same way. The markers go in Cleanup."
}

rule "oba.chemical-dispersal" {
  section = "2.4.1"
  title   = "Optional: lingering Sarin"
  summary = "Optional rule replacing the Cleanup removal: from the first Cleanup after the strike, roll 1D6 each Cleanup; on 3-6 the agent stays, on 1-2 the gas clears and the three markers go."
}

rule "oba.biological" {
  section = "2.4.1"
  title   = "Biological mission"
  summary = "A Biological strike (marker: 1 hex) affects only infantry in the target hex, whoever fires it. Roll 1D6 per infantry unit: 1 = replaced by a full-strength Zealot, 2 = replaced by a reduced Zealot, 3 = 1 hit, 4-6 = no effect. A converted unit is no longer Shaken and keeps its Weapons. Black Hand infantry is immune."
}

rule "oba.biological-conversion" {
  section = "2.4.1"
  title   = "New Zealots"
  summary = "New Zealots are controlled by the Black Hand player from his next activation. If the hex is now shared with enemies an assault follows, the new Zealots as attackers (project reading); if they lose, they retreat to an adjacent hex chosen by the Black Hand player. Without a Black Hand player see black-hand.masterless."
}

rule "oba.nuclear" {
  section = "2.4.1"
  title   = "Nuclear mission"
  summary = "A Nuclear strike (marker: AP 15 / HE 10) strikes seven hexes, the target and its six neighbours, attacking each unit there separately; terrain and sandbags bonuses apply and stack. Air units in the area are destroyed outright. Each opponent may launch at most one nuclear strike per game turn. The marker prints an area of 6 although the text says seven hexes; the project follows the text."
}

rule "oba.radiation" {
  section = "2.4.1"
  title   = "Radiation"
  summary = "The centre hex of a nuclear strike gets a Radiation marker (unless it has one), never removed. Radiation hexes are impassable to all land and air units except Black Hand units, which pay +1 MP per hex. Surviving units in the area may leave, but each Radiation hex they cross subjects them to a fresh attack at the nuclear firepower; Black Hand units, immune to the wasteland, are never attacked for crossing Radiation. The infantry section grants the crossing only to Black Hand infantry; the project follows the nuclear section (all Black Hand units)."
}
