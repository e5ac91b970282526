# The expansion's Events (1.5). Its 3D6 table replaces the base game's 2D6
# one (tables.hcl); the rule blocks that share a base id (events.marker,
# events.spawn, events.ambush, events.ravager, events.biological-attack,
# events.urban-ambush, events.inspiring-commander, events.supply-cache)
# replace the base paragraphs.

rule "events.marker" {
  section = "1.5"
  title   = "Event markers on 3D6"
  summary = "Drawing an Event marker picks at random the player it affects, then 3D6 are rolled on the expansion's Events Table (results 3 to 18) and the result applies at once."
}

rule "events.maps" {
  section = "1.5"
  title   = "Which map an event strikes"
  summary = "Many results name hexes or attackers per map, one for Wewelsburg (W) and one for Magdeburg (M). With several maps in play, the affected player picks the map of an event that helps him, and a die picks the map of an event that harms him. Project reading: a result whose help is a unit the player names (rally, refit, eliminate, sabotage, promotion) happens where that unit is, with no separate choice of map."
}

rule "events.attackers" {
  section = "1.5"
  title   = "Who attacks in an event"
  summary = "Where a result lists several attackers, the one used is a type of an enemy faction of the affected player that is in the game; with none, a listed enemy type picked at random (and with no enemy type listed, any listed type at random)."
}

rule "events.spawn" {
  section = "1.5"
  title   = "Units an event brings in"
  summary = "A unit entering play on a hex that enemy units hold comes in by assaulting them from a free neighbouring hex; on a hex of its own side it stacks there, or next to it when the stack is full."
}

rule "events.ambush" {
  section = "1.5"
  title   = "Event attackers leave after attacking"
  summary = "The units that attack during an event draw no opportunity fire, and they are taken off the map as soon as their attacks are over, whatever the outcome."
}

rule "events.ravager" {
  section = "1.5"
  title   = "Event 3: Ravager or Wurmking"
  summary = "A Ravager appears on Q9 of Wewelsburg, or the Wurmking on J7 of Magdeburg."
}

rule "events.zealots" {
  section = "1.5"
  title   = "Event 4: Zealots or Skinless"
  summary = "Zealots appear on G3, E7 and V13 of Wewelsburg, or Skinless on J7, J10 and Q7 of Magdeburg, one unit a hex."
}

rule "events.reinforcements" {
  section = "1.5"
  title   = "Event 5: reinforcements"
  summary = "The player places two infantry units of his own faction, Huge ones excepted, on his setup hexes, each joining whichever of his formations he names. Project reading: his setup hexes are those of the scenario's setup zone for his side (map var), else any hex he controls or holds with a unit that has room."
}

rule "events.airstrikes" {
  section = "1.5"
  title   = "Event 6: airstrikes on the hills"
  summary = "Every hill hex holding the player's units takes one airstrike, by a Scourge or an A-6 Intruder (events.attackers), which leaves afterwards. Project reading: the strike hits the first unit of the hex by id that it can attack."
}

rule "events.biological-attack" {
  section = "1.5"
  title   = "Event 7: biological attack"
  summary = "Two of the player's infantry units not aboard a transport, picked at random, suffer a Biological attack (oba.biological)."
}

rule "events.wildfire" {
  section = "1.5"
  title   = "Event 8: wildfire"
  summary = "Every flammable hex that holds the player's units takes a level 2 Fire marker, which attacks at once; the markers stay on the map afterwards."
}

rule "events.mined-roads" {
  section = "1.5"
  title   = "Event 9: mined roads"
  summary = "Every unit on a road hex, of whatever side (the row says all units, not only the affected player's), is attacked by a minefield. Once all the attacks are over, each minefield is checked for depletion. Project reading: the minefields stay on the map as Mines markers unless the check removes them."
}

rule "events.urban-ambush" {
  section = "1.5"
  title   = "Event 10: urban ambush"
  summary = "Every urban hex holding units, of whatever side (the row says all units, not only the affected player's), is assaulted once, one unit a hex, by Zealots carrying a Minigun or Spetsnaz with incendiary ammunition (events.attackers: picked as enemies of the affected player), which leave afterwards. Project reading: the attackers do not assault units of their own side."
}

rule "events.inspiring-commander" {
  section = "1.5"
  title   = "Event 11: inspiring commander"
  summary = "The player rallies one of his Shaken units; with none Shaken, one of his units gets the High Morale marker."
}

rule "events.supply-cache" {
  section = "1.5"
  title   = "Event 12: supply cache"
  summary = "The player returns one of his reduced units to full strength; with none reduced, one of his units gets the High Morale marker."
}

rule "events.risen-dead" {
  section = "1.5"
  title   = "Event 13: the dead rise"
  summary = "Every Corpses marker becomes an uncontrolled, hostile Reanimated unit, and every Reanimated a player controls goes back to being an uncontrolled, hostile Reanimated."
}

rule "events.assassination" {
  section = "1.5"
  title   = "Event 14: assassination"
  summary = "The player removes from play one enemy Hero or one enemy unit in play, except those of the Reich."
}

rule "events.sabotage" {
  section = "1.5"
  title   = "Event 15: sabotage"
  summary = "The player destroys one bridge or one supply unit on the map, or wipes out all the supply points of one enemy faction. The project's reading: the supply unit is an enemy's, as the event helps its player."
}

rule "events.weather-shift" {
  section = "1.5"
  title   = "Event 16: weather shift"
  summary = "A Weather marker is drawn at random for every map in play, the marker already there among the choices, and its effects apply (the weather area's draw)."
}

rule "events.supply-drop" {
  section = "1.5"
  title   = "Event 17: supply drop"
  summary = "The player receives a Supply Depot, Weapons, Equipment and OBA worth up to 5 supply points in all, at the usual AUX costs; what he does not spend goes to his supply points."
}

rule "events.promotion" {
  section = "1.5"
  title   = "Event 18: field promotion"
  summary = "One of the player's 2IC markers goes back to its CO side. With no 2IC in play, a Hero of his faction not in play joins one of his units."
}
