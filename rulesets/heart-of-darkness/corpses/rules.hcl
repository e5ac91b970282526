rule "corpses.marker" {
  section = "1.2"
  title   = "Corpses markers"
  summary = "When an infantry unit that is not Undead is eliminated, its hex gets a Corpses marker. A hex never holds more than one."
}

rule "corpses.abomination" {
  section = "1.2"
  title   = "The Abomination as a source of corpses"
  summary = "A friendly Abomination at full strength serves a reanimator as a source of corpses (in its own hex, like a marker there); once used it turns to its reduced side and is Finished."
}

rule "corpses.graveyard" {
  section = "1.7"
  title   = "The graveyard never runs out"
  summary = "Magdeburg's graveyard hex (feature graveyard) always counts as holding corpses: taking corpses from it leaves it as it was."
}

rule "corpses.cover" {
  section = "1.7"
  title   = "Corpses as cover"
  summary = "The terrain table gives infantry one point of defence in a hex holding Corpses; vehicles get nothing from them."
}
