# The expansion's Events Table [events.*] (1.5): 3D6, results 3 to 18. It
# replaces the base game's 2D6 table of the same id; rows 14 to 18 stand at
# the end of the book's text, after the scenario notation (NOTES.md).
#
# Each row's `event` is the kind of result: the base kinds (spawn, ambush,
# biological, rally, refit; base events/events.lua) and the expansion's
# (reinforce, airstrike, wildfire, mines, raid, risen, eliminate, sabotage,
# weather, supply-drop, promote; events/table.lua). Other fields:
#   benefit   true: the result helps the player, who picks its map when
#             several maps are in play; otherwise a die picks it [events.maps]
#   mapped    true: the result happens on one map (its hexes, its units);
#             the others strike wherever the player's choice or units are
#   by_map    fields that differ from map to map, laid over the row's own
#             (which are the Wewelsburg values, used on any other map)
#   spawn, hexes  the unit type that enters play and where
#   terrain   the terrain whose occupants are struck
#   attackers the unit types that may attack, each {type, carries}
#             [events.attackers]
#   count     how many units the result gives or strikes
#   budget, depot, items  event 17: the supply points to spend (at the AUX
#             prices, auxiliary.price), the Supply Depot's unit type and the
#             Weapon and Equipment markers on offer
#   exempt    event 14: the faction whose units and Heroes are spared
# `text` paraphrases the book's row.

table "events" {
  rule  = "events.marker"
  title = "Events Table"
  dice  = "3D6"

  row "3" {
    rule   = "events.ravager"
    event  = "spawn"
    mapped = true
    spawn  = "ravager"
    hexes  = ["Q9"]
    by_map = {
      wewelsburg = { spawn = "ravager", hexes = ["Q9"] }
      magdeburg  = { spawn = "wurmking", hexes = ["J7"] }
    }
    text = "A Ravager appears on Q9 (W), or the Wurmking on J7 (M)."
  }

  row "4" {
    rule   = "events.zealots"
    event  = "spawn"
    mapped = true
    spawn  = "zealot"
    hexes  = ["G3", "E7", "V13"]
    by_map = {
      wewelsburg = { spawn = "zealot", hexes = ["G3", "E7", "V13"] }
      magdeburg  = { spawn = "skinless", hexes = ["J7", "J10", "Q7"] }
    }
    text = "Zealots appear on G3, E7 and V13 (W), or Skinless on J7, J10 and Q7 (M)."
  }

  row "5" {
    rule    = "events.reinforcements"
    event   = "reinforce"
    benefit = true
    mapped  = true
    count   = 2
    # the infantry unit types of the factions (each offered to its own faction)
    infantry = ["fallschirmjager", "ss-vt", "rangers", "spetsnaz", "zealot", "skinless"]
    text    = "Two infantry units of the player's own, not Huge, enter on his setup hexes and join any of his formations."
  }

  row "6" {
    rule      = "events.airstrikes"
    event     = "airstrike"
    mapped    = true
    terrain   = "hill"
    attackers = [{ type = "scourge", carries = [] }, { type = "a-6-intruder", carries = [] }]
    text      = "Every hill hex holding the player's units takes one airstrike by Scourges or A-6 Intruders."
  }

  row "7" {
    rule   = "events.biological-attack"
    event  = "biological"
    mapped = true
    count  = 2
    text   = "Two of the player's dismounted infantry units, picked at random, suffer a Biological attack."
  }

  row "8" {
    rule   = "events.wildfire"
    event  = "wildfire"
    mapped = true
    level  = 2
    text   = "Every flammable hex holding the player's units catches Fire L2, which stays."
  }

  row "9" {
    rule    = "events.mined-roads"
    event   = "mines"
    mapped  = true
    terrain = "road"
    text    = "Every unit on a road hex, of any side, is attacked by Mines; the Mines are then checked for depletion."
  }

  row "10" {
    rule      = "events.urban-ambush"
    event     = "raid"
    mapped    = true
    terrain   = "urban"
    attackers = [{ type = "zealot", carries = ["minigun"] }, { type = "spetsnaz", carries = ["incendiary-ammo"] }]
    text      = "Raiders strike the units of every side in urban hexes: one assaulting unit a hex, a Zealot carrying a Minigun or a Spetsnaz team with incendiary rounds."
  }

  row "11" {
    rule    = "events.inspiring-commander"
    event   = "rally"
    benefit = true
    text    = "The player rallies one Shaken unit; with none, one of his units gets High Morale."
  }

  row "12" {
    rule    = "events.supply-cache"
    event   = "refit"
    benefit = true
    text    = "The player returns one reduced unit to full strength; with none, one of his units gets High Morale."
  }

  row "13" {
    rule    = "events.risen-dead"
    event   = "risen"
    spawn   = "independent-reanimated"
    reverts = "reanimated" # the player factions' Reanimated in play revert too
    text    = "Every Corpses marker rises as an uncontrolled hostile Reanimated, and controlled Reanimated turn hostile again."
  }

  row "14" {
    rule    = "events.assassination"
    event   = "eliminate"
    benefit = true
    exempt  = "reich"
    text    = "The player eliminates one enemy Hero or unit in play, not of the Reich."
  }

  row "15" {
    rule    = "events.sabotage"
    event   = "sabotage"
    benefit = true
    text    = "The player destroys a bridge or a supply unit, or wipes out an enemy faction's supply points."
  }

  row "16" {
    rule  = "events.weather-shift"
    event = "weather"
    text  = "A random Weather marker is drawn for every map in play, the current one among the choices."
  }

  row "17" {
    rule    = "events.supply-drop"
    event   = "supply-drop"
    benefit = true
    mapped  = true
    budget  = 5
    depot   = "supply-depot"
    # the Weapon and Equipment markers on offer (each to its faction, or to all when it has none)
    items = ["mg42", "panzerfaust-3", "luftfaust", "m60", "law", "strela-2", "minigun", "diskord",
    "first-aid-kit", "flammenwerfer", "tesla", "incendiary-ammo"]
    text = "The player receives a Supply Depot, Weapons, Equipment or OBA worth up to 5 supply points; the rest is kept as supply points."
  }

  row "18" {
    rule    = "events.promotion"
    event   = "promote"
    benefit = true
    # the factions' Heroes (heroes/items.hcl)
    heroes = ["reich-kommandant", "reich-okkultist", "nato-ranger-captain", "nato-field-medic",
    "black-hand-prophet", "black-hand-necromancer", "white-hand-reanimator", "white-hand-slayer"]
    text    = "One of the player's 2IC goes back to its CO side; with no 2IC in play, a Hero of his faction not in play joins one of his units."
  }
}
