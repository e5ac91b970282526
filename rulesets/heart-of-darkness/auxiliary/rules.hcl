rule "auxiliary.buy" {
  section = "1.6"
  title   = "Buying auxiliaries"
  summary = "AUX are the units, Heroes and objects a faction gets beyond those of the scenario. During the setup and in each Cleanup a side may spend its supply points on them: units, Heroes, weapons and equipment, OBA missions, mines, smoke, sandbags and, at setup, bridge work."
}

rule "auxiliary.costs" {
  section = "1.6"
  title   = "Auxiliary prices"
  summary = "Each AUX has a price in supply points: a counter printing its own price costs that; the others, the base game's counters included, cost what the AUX table says for their kind (Hero or unit 5, weapon or equipment 3, a Nuclear mission 5 and the other OBA missions 3, mines, smoke or sandbags 1, a bridge built 5, repaired or destroyed 1). A side cannot spend points it does not have."
}

rule "auxiliary.factions" {
  section = "1.6"
  title   = "Whose counters may be bought"
  summary = "A faction buys only counters of its own faction or of the Independents. A counter that names no faction (the base game's Weapon markers) is anyone's: this project's reading."
}

rule "auxiliary.not-for-sale" {
  section = "1.3"
  title   = "The Charred Heart is not for sale"
  summary = "The Charred Heart can never be bought as AUX; nor can any counter a mod marks the same way (tag not_for_sale)."
}

rule "auxiliary.placement" {
  section = "1.6"
  title   = "Where auxiliaries go"
  summary = "An AUX unit is set up on one of its side's mission setup hexes; Heroes are attached to, and weapons and equipment carried by, friendly units (objects by infantry only). OBA missions, mines, sandbags and smoke go to the faction's pool to be used later; mines, smoke and sandbags bought during the setup may also be laid at once, as the Engineering skill at setup lays them: within 3 hexes of a friendly land unit (supply.setup-skills)."
}

rule "auxiliary.bridges" {
  section = "1.6"
  title   = "Bridge work at setup"
  summary = "During the mission setup a side may pay to build a bridge over water, or to repair or destroy an existing one; like the Engineering skill it stands in for, the work is done within 3 hexes of one of the side's land units."
}

rule "auxiliary.pool" {
  section = "1.6"
  title   = "Unspent points at setup"
  summary = "Supply points not spent during the setup go to the faction's pool and may be spent during the game."
}
