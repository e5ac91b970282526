# The Events Table [events.*]: 2D6 when an Event marker is drawn from the cup.
# events/events.lua reads each row: `event` says what kind of result it is, and the
# other fields are its data (no game logic lives here):
#   spawn   the Black Hand unit type that enters play (or attacks)
#   hexes   the named hexes of the Wewelsburg map where it enters
#   terrain the terrain whose occupants are ambushed (every hex that has it,
#           as its terrain or as a feature)
#   ambush  true for the asterisked results: no opportunity fire against the
#           attackers, which leave the map after their assault [events.ambush]
#   count   how many units the result strikes
#   mission the off-board artillery marker received
#   weapons the Weapon markers the player may choose from
# `text` paraphrases the book's row (the full reading is the row's rule); `message` names
# the message that tells it in each reader's language (events/messages.hcl).

table "events" {
  rule  = "events.marker"
  title = "Events Table"
  dice  = "2D6"

  row "2" {
    rule  = "events.ravager"
    event = "spawn"
    spawn = "ravager"
    hexes = ["O9"] # the abandoned building
    text  = "A Ravager enters play at the abandoned building (O9)."
    message = "events.row-2"
  }

  row "3" {
    rule  = "events.pool-zealots"
    event = "spawn"
    spawn = "zealot"
    hexes = ["G3", "E7", "V13"] # the waste water pools
    text  = "A Zealot unit enters play in each waste water pool (G3, E7, V13)."
    message = "events.row-3"
  }

  row "4" {
    rule  = "events.church-zealots"
    event = "spawn"
    spawn = "zealot"
    hexes = ["J6", "Z5"] # the ruined churches
    text  = "A Zealot unit enters play in each ruined church (J6, Z5)."
    message = "events.row-4"
  }

  row "5" {
    rule    = "events.road-ambush"
    event   = "ambush"
    spawn   = "zealot"
    terrain = "road"
    ambush  = true
    text    = "Zealots assault the units on every Road hex, one Zealot a hex."
    message = "events.row-5"
  }

  row "6" {
    rule    = "events.urban-ambush"
    event   = "ambush"
    spawn   = "zealot"
    terrain = "urban"
    ambush  = true
    text    = "Zealots assault the units on every Urban hex, one Zealot a hex."
    message = "events.row-6"
  }

  row "7" {
    rule    = "events.hill-scourges"
    event   = "ambush"
    spawn   = "scourge"
    terrain = "hill"
    ambush  = true
    text    = "Scourges assault the units on every Hill hex, one Scourge a hex."
    message = "events.row-7"
  }

  row "8" {
    rule  = "events.biological-attack"
    event = "biological"
    count = 2
    text  = "Two of the affected player's infantry units, picked at random, suffer a Biological attack."
    message = "events.row-8"
  }

  row "9" {
    rule  = "events.inspiring-commander"
    event = "rally"
    text  = "The affected player rallies one of his Shaken units; with none Shaken, one of his units gets High Morale."
    message = "events.row-9"
  }

  row "10" {
    rule  = "events.supply-cache"
    event = "refit"
    text  = "The affected player flips one of his reduced units to full strength; with none reduced, one of his units gets High Morale."
    message = "events.row-10"
  }

  row "11" {
    rule    = "events.weapon-cache"
    event   = "weapon"
    weapons = ["diskord", "law", "luftfaust", "m60", "mg42", "minigun", "panzerfaust-3", "strela-2"] # any Weapon marker of the game
    text    = "The affected player gets one Weapon marker of his choice."
    message = "events.row-11"
  }

  row "12" {
    rule    = "events.ammo-depot"
    event   = "oba"
    mission = "barrage"
    text    = "The affected player gets one Barrage OBA marker."
    message = "events.row-12"
  }
}
