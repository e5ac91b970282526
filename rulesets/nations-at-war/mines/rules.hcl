# Rule index of the Nations at War area `mines` (7.2). Summaries are this project's words.

rule "mines.supply" {
  section = "7.2"
  title   = "Mine markers"
  summary = "A scenario gives a side Mines; each one is a Mine marker it holds (the side's `mines` holding, a count) until it places it."
}

rule "mines.placement" {
  section = "7.2.1, 7.2.2"
  title   = "Placing a Mine"
  summary = "Right after an enemy unit moves into a hex that no enemy unit had occupied or passed through before, a side holding Mines may place one there (the `place_mine` reaction in the `mines` window). The hex remembers every side whose units have been in it (a typed value per hex), so a hex entered once can never be mined later. Reading: mines are a surprise; the mover's player does not know before it enters. The 7.2.1 example: an M3 halftrack enters a hex empty until then and the German player mines it at once."
}

rule "mines.attack" {
  section = "7.2.1"
  title   = "The Mine attack"
  summary = "Mines attack at 2-5: 2d6, each 5 or 6 a hit, with no defence dice at all; hits work as in ranged fire (Disrupted, reduced, destroyed)."
}

rule "mines.hits" {
  section = "7.2.1"
  title   = "Mine hits on a stack"
  summary = "When several units set a Mine off, each takes one hit before any takes two; an odd hit on two units goes by 1d6 (1-3 the first in id order). An HQ is never a Mine's target, but if another unit in its hex is hit, the HQ makes its casualty check."
}

rule "mines.one-per-hex" {
  section = "7.2.1"
  title   = "One Mine a hex"
  summary = "A hex holds one Mine marker at most."
}

rule "mines.entering" {
  section = "7.2.1, 7.2.2"
  title   = "Mines stay"
  summary = "The Mine marker stays in its hex and attacks every unit that enters it afterwards, friend or foe."
}

rule "mines.before-opportunity" {
  section = "7.2.1"
  title   = "Mines before Opportunity Fire"
  summary = "A Mine attack on a unit entering its hex comes before any Opportunity Fire at that unit in that hex."
}

rule "mines.infantry-stop" {
  section = "7.2.1"
  title   = "Infantry in a minefield"
  summary = "Infantry entering a Mine hex stays there until its formation's activation ends; its move ends in the hex (the rest of its path is not walked). AFVs go on if nothing else stops them."
}

rule "mines.leaving" {
  section = "7.2.1"
  title   = "Leaving a Mine hex"
  summary = "Mines do not attack units leaving their hex."
}

rule "mines.water" {
  section = "7.2.1"
  title   = "No Mines in water"
  summary = "A Mine may not be placed in a water hex unless it has a road or a bridge."
}

rule "mines.clearance" {
  section = "7.2.3, 7.2.4"
  title   = "Clearing Mines"
  summary = "A Good Order infantry or armored infantry unit (dismounted) that began its pulse next to a Mine marker may try to clear it as its only action: 1d6, even removes the marker from play. Clearing counts as movement; the unit is Ops Complete after trying, whatever the result. Disrupted units may not try."
}

rule "mines.engineers" {
  section = "7.2.3"
  title   = "Engineers clear Mines"
  summary = "An engineer (pioneer, sapper) unit clears an adjacent Mine marker without a roll, as its only action; it is Ops Complete after."
}

rule "mines.clearance-fire" {
  section = "7.2.3"
  title   = "Fire at mine clearers"
  summary = "A unit clearing Mines may draw Opportunity Fire; it defends with the terrain of its own hex, never with the Mine hex's. Reading: the `opportunity` window opens on the clearing unit's hex before the die is thrown."
}
