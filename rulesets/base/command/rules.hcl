# This project's reading rather than a paragraph of the book.
rule "command.2ic-choice" {
  section = "2.3.1"
  title   = "Choosing the 2IC"
  summary = "The owner names the unit that takes the 2IC marker (demote_co) as the formation's activation starts. When the owner names none before the rally step, or at Cleanup, the project gives the marker to the formation unit on the map that leaves the fewest formation units beyond the Extended Radio Range, ties to the first unit by id."
}

rule "command.formations" {
  title   = "Formations"
  summary = "A formation is every unit with the same Formation ID, one of them the CO. Each formation normally has its own activation markers (number set by the scenario). Independent units attached to a formation activate with it. Black Hand units form no formations: all of them act as one."
}

rule "command.co" {
  section = "2.3.1"
  title   = "Commanding Officer"
  summary = "At scenario start each formation (not the Black Hand) marks one of its units as CO with a CO marker: the scenario places it and, until the first activation starts, the owner may move it to another unit of the formation on the map (designate_co). The marker does not count for stacking but the CO unit does. Several COs may share a hex, each influencing only its own formation. The CO unit moves, fights and is attacked like any other unit."
}

rule "command.co-bonus" {
  section = "2.3.1"
  title   = "CO attack bonus"
  summary = "Once per activation the CO may add its Local or Radio Range rating, by distance, to the AV of one non-Finished unit of its formation (itself included). It applies to ranged, moving, opportunity and group fire, assaults and SPA/SPAA strikes. The CO must itself be non-Finished."
}

rule "command.local-rating" {
  section = "2.3.1"
  title   = "Local CO Rating"
  summary = "The LCR applies at range 0. Unless the CO is Finished it may be added to the AV of the CO or of one formation unit in its hex, and to the rally roll of every Shaken formation unit in its hex."
}

rule "command.radio-rating" {
  section = "2.3.1"
  title   = "Radio Range Rating"
  summary = "The CO marker gives a radio bonus and a Radio Range in hexes. Unless the CO is Finished the bonus may be added to one formation unit's AV within Radio Range, and to the rally roll of every Shaken formation unit within Radio Range. One attacker per activation, unlimited rallying units."
}

rule "command.extended-radio-range" {
  section = "2.3.1"
  title   = "Extended Radio Range"
  summary = "The ERR is the CO radio's maximum effective range. Formation units up to this range are In Contact but get no CO bonus beyond Radio Range. The ERR is also the number a rally roll must exceed."
}

rule "command.out-of-contact" {
  section = "2.3.1"
  title   = "Out Of Contact"
  summary = "A formation unit that starts its activation beyond its CO's ERR is Out Of Contact (OOC) for that activation and may move at most half Speed; it suffers no other penalty. Recon units are never OOC."
}

rule "command.rally" {
  section = "2.3.1"
  title   = "Rallying"
  summary = "Rally attempts happen only as the formation's activation begins: roll 2D6 per unit, adding the LCR if the unit shares the CO's hex or the radio bonus if it is within Radio Range; a total above the ERR rallies it. Whether both bonuses can apply to a unit in the CO's hex is not stated; the project adds only the LCR there."
}

rule "command.shaken-and-ooc" {
  section = "2.3.1"
  title   = "Shaken and Out Of Contact together"
  summary = "Shaken and OOC effects combine: a unit that is both may not move or fire its AP (main gun) but may fire HE at the Shaken penalty (-1 AV). The book calls the effects cumulative, which would halve Speed twice; the project follows the explicit statement (no movement)."
}

rule "command.no-field-co" {
  section = "2.3.1"
  title   = "Units without field COs"
  summary = "Helicopters, planes and Black Hand units have no field CO; a Shaken one rallies automatically at its next activation."
}

rule "command.2ic" {
  section = "2.3.1"
  title   = "Second in command"
  summary = "When the CO unit is eliminated the marker is flipped to its 2IC side and placed on any other formation unit of the owner's choice. The 2IC keeps the same radio ranges but weaker command ratings, and takes over at whichever comes sooner: the formation's next activation or the next Cleanup."
}

rule "command.demotion" {
  section = "2.3.1"
  title   = "Replacing the CO"
  summary = "The owner may demote the CO and pass command to a 2IC for any reason, but only as its formation's activation begins or during Cleanup; the demoted unit may never again be full CO."
}
