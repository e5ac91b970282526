rule "stacking.limit" {
  section = "3.3.2"
  title   = "Stacking limit"
  summary = "At the end of an activation a hex may hold at most 2 combat units; units may pass through a full hex while moving. In an assault the limit binds each side at all times (assault.definition)."
}

rule "stacking.overstack" {
  section = "3.3.2"
  title   = "Overstacked hexes"
  summary = "If a hex holds more than 2 combat units at the end of an activation, its owner picks units to remove until only 2 remain."
}

rule "stacking.exempt" {
  section = "3.3.2"
  title   = "What does not count for stacking"
  summary = "A loaded APC counts as one unit. Markers, including CO and Weapon markers, never count. Helicopters do not count because they are airborne."
}
