# This project's reading rather than a paragraph of the book.
rule "missiles.on-board" {
  section = "2.3.3.4"
  title   = "On-board and off-board launches"
  summary = "A missile launched at a hex its launcher sees strikes as on-board artillery, with no accuracy roll. A launch at a hex only a friendly CO/2IC or recon unit sees, or from a launcher off the map, strikes as off-board artillery and rolls the 1D6 accuracy check first."
}

rule "missiles.artillery" {
  section = "2.3.3.4"
  title   = "V-2 and Scud"
  summary = "The Reich V-2 and the NATO SS-1C Scud-B can strike either as on-map or as off-map artillery."
}

rule "missiles.v2" {
  section = "2.3.3.4"
  title   = "V-2 launch site"
  summary = "The V-2 is a static installation: it cannot be attacked, reduced or destroyed by ordinary means, but an enemy that controls its hex captures it."
}

rule "missiles.scud" {
  section = "2.3.3.4"
  title   = "Scud launcher"
  summary = "The Scud moves slowly, cannot be captured or reduced, but can be Shaken (disrupted) and destroyed by AP fire."
}

rule "missiles.one-shot" {
  section = "2.3.3.4"
  title   = "One missile"
  summary = "Each V-2 or Scud fires one missile; the counter is removed from the map right after launch unless scenario rules say otherwise."
}

rule "missiles.targeting" {
  section = "2.3.3.4"
  title   = "Missile range and spotting"
  summary = "A missile's range is unlimited; its target hex must be seen by the launcher or by a CO or recon unit of its own side."
}

rule "missiles.warheads" {
  section = "2.3.3.4"
  title   = "Missile warheads"
  summary = "A missile carries any warhead the OOB allows and affects all units in seven hexes (target plus six neighbours) with that warhead's firepower or effect (V-2: AP 14 / HE 8)."
}

rule "missiles.black-hand-capture" {
  section = "2.3.3.4"
  title   = "Black Hand and the V-2"
  summary = "The Black Hand cannot build missiles but may capture a German V-2 and launch it with a biological warhead."
}
