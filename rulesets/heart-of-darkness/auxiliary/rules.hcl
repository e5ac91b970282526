rule "auxiliary.buy" {
  section = "1.6"
  title   = "Buying auxiliaries"
  summary = "At setup and in the Cleanup a side may spend supply points on AUX: units, heroes, weapons and equipment, OBA missions, mines, smoke, sandbags and bridge work, at the prices of the auxiliary-costs table (a counter that prints its own cost uses it)."
}
