rule "black-hand.command" {
  section = "2.3.1"
  title   = "Black Hand command"
  summary = "The Black Hand has no formations and no COs. Its units are always In Contact at any distance from each other, and a Black Hand activation marker activates all of them as one formation, without CO bonuses or CO limitations."
}

rule "black-hand.wasteland" {
  title   = "Immune to the wasteland"
  summary = "Black Hand infantry may enter Water and Radiation hexes at +1 MP per hex (Radiation for all Black Hand units, oba.radiation). Being immune to the wasteland, they suffer no attack for the Radiation they cross."
}

rule "black-hand.masterless" {
  title   = "Masterless Zealots"
  summary = "If Zealots appear in a game without a Black Hand player, the cup receives 2 Black Hand activation markers during Cleanup; the Zealots act on their own from their next activation, moving by the fastest route toward the nearest enemy, attacking as soon as it is in normal range and LOS, and never moving away while an enemy is in normal range and LOS."
}

rule "black-hand.ravager" {
  title   = "Ravager"
  summary = "The Ravager is Huge infantry: no Weapons, no transport. The secondary counter table prints its AP value as dual AP/AA, so it can also fire at air units, at range 1. The flavour text says it crushes even airborne enemies in assaults, but helicopters are never assaulted; the project lets it hit air units only by ranged fire."
}
