# The events area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "events.inspiring-commander-rallies" {
  rule = "events.inspiring-commander"
  text = "{unit} rallies"
}

message "events.supply-cache-refitted" {
  rule = "events.supply-cache"
  text = "{unit} returns to full strength"
}

message "events.weapon-cache-weapon" {
  rule  = "events.weapon-cache"
  text  = "{unit} receives the {weapon}"
  names = { weapon = "item" }
}

message "events.spawn-blocked" {
  rule = "events.spawn"
  text = "{hex} is held and has no vacant neighbour: nothing enters there"
}

message "events.spawn-assault" {
  rule = "events.spawn"
  text = "{hex} is held by {side}: {unit} assaults from {from}"
}

message "events.spawn-full" {
  rule = "events.spawn"
  text = "{hex} is full of {side} units: the newcomer enters {at}"
}

message "events.spawn-full-black-hand" {
  rule = "events.spawn"
  text = "{hex} is full of Black Hand units: the newcomer enters {at}"
}

message "events.spawn-no-room" {
  rule = "events.spawn"
  text = "{hex} is full and has no room around it: nothing enters there"
}

message "events.spawn-stacks" {
  rule = "events.spawn"
  text = "the newcomer stacks with the {side} units in {hex}"
}

message "events.spawn-stacks-black-hand" {
  rule = "events.spawn"
  text = "the newcomer stacks with the Black Hand units in {hex}"
}

message "events.ambush-no-opportunity-fire" {
  rule = "events.ambush"
  text = "no opportunity fire against the attackers, which leave the map after their assault"
}

message "events.biological-attack-immune" {
  rule = "events.biological-attack"
  text = "Black Hand infantry is immune to biological agents"
}

message "events.biological-attack-no-infantry" {
  rule = "events.biological-attack"
  text = "{side} has no infantry on the map"
}

message "events.biological-attack-strikes" {
  rule = "events.biological-attack"
  text = "biological agents strike {units}"
}

message "events.inspiring-commander-no-shaken" {
  rule = "events.inspiring-commander"
  text = "{side} has no Shaken unit"
}

message "events.supply-cache-no-reduced" {
  rule = "events.supply-cache"
  text = "{side} has no reduced unit"
}

message "events.weapon-cache-cache-lost" {
  rule = "events.weapon-cache"
  text = "{side} has no infantry on the map to take the Weapon: the cache is lost"
}

message "events.ammo-depot-oba-marker" {
  rule = "events.ammo-depot"
  text = "{side} receives one {mission} OBA marker ({n} in hand)"
}

message "events.no-player" {
  rule = "events.marker"
  text = "no player to affect"
}

message "events.affects-only-player" {
  rule = "events.marker"
  text = "the event affects {side}, the only player"
}

message "events.affects" {
  rule = "events.marker"
  text = "the event affects {side}"
}

message "events.marker-drawn" {
  rule = "events.marker"
  text = "an Event marker is drawn"
}

message "events.ambusher-leaves" {
  rule = "events.ambush"
  text = "{unit} leaves the map after its assault"
}

message "events.ambush-assault" {
  rule = "events.ambush"
  text = "{unit} assaults {target} in {hex}: no opportunity fire against it"
}

message "events.name-the-unit" {
  rule = "events.marker"
  text = "name the unit the event goes to"
}

message "events.not-own-unit" {
  rule = "events.marker"
  text = "{unit} is not a unit of {side} on the map"
}

message "events.no-weapon-given" {
  rule = "events.marker"
  text = "this event gives no Weapon"
}

message "events.not-shaken" {
  rule = "events.inspiring-commander"
  text = "{unit} is not Shaken"
}

message "events.not-reduced" {
  rule = "events.supply-cache"
  text = "{unit} is not reduced"
}


message "events.weapons-infantry-only" {
  rule = "events.weapon-cache"
  text = "only infantry carries Weapons"
}


message "events.not-weapon-marker" {
  rule = "events.weapon-cache"
  text = "{weapon} is not a Weapon marker"
}

message "events.no-choice-waiting" {
  rule = "events.marker"
  text = "no event is waiting for a choice"
}

message "events.unit-enters" {
  rule = "events.spawn"
  text = "{unit} enters play in {hex}"
}

message "events.off-map" {
  rule = "events.spawn"
  text = "{hex} is not on this map: nothing enters there"
}

message "events.own-units" {
  rule = "events.ambush"
  text = "{side} does not attack its own units"
}

message "events.own-units-black-hand" {
  rule = "events.ambush"
  text = "the Black Hand does not attack its own units"
}

message "events.no-target" {
  rule = "events.ambush"
  text = "no unit of {side} stands on a {terrain} hex"
}

message "events.no-one-to-inspire" {
  rule = "events.inspiring-commander"
  text = "{side} has no unit to inspire"
}

message "events.assault-nothing-suits" {
  rule = "events.spawn"
  text = "{unit} has nothing that suits {target}: no assault"
}

message "events.assault-falls-entering" {
  rule = "events.spawn"
  text = "{unit} falls entering {hex}: no assault"
}

message "events.infantry-struck-roll" {
  rule = "events.biological-attack"
  text = "infantry unit struck"
}

message "events.affected-player-roll" {
  rule = "events.marker"
  text = "player affected by the event"
}

message "events.table-roll" {
  rule = "events.marker"
  text = "events table"
}

message "events.drawn" {
  rule  = "events.marker"
  text  = "event {total}: {event}"
  names = { event = "message" }
}

message "events.chooses" {
  rule  = "events.marker"
  text  = "{side} chooses {what}"
  names = { what = "message" }
}

message "events.what-unit" {
  rule = "events.marker"
  text = "the unit"
}

message "events.what-unit-and-weapon" {
  rule = "events.weapon-cache"
  text = "the unit and the Weapon"
}

message "events.row-2" {
  rule = "events.marker"
  text = "A Ravager enters play at the abandoned building (O9)."
}

message "events.row-3" {
  rule = "events.marker"
  text = "A Zealot unit enters play in each waste water pool (G3, E7, V13)."
}

message "events.row-4" {
  rule = "events.marker"
  text = "A Zealot unit enters play in each ruined church (J6, Z5)."
}

message "events.row-5" {
  rule = "events.marker"
  text = "Zealots assault the units on every Road hex, one Zealot a hex."
}

message "events.row-6" {
  rule = "events.marker"
  text = "Zealots assault the units on every Urban hex, one Zealot a hex."
}

message "events.row-7" {
  rule = "events.marker"
  text = "Scourges assault the units on every Hill hex, one Scourge a hex."
}

message "events.row-8" {
  rule = "events.marker"
  text = "Two of the affected player's infantry units, picked at random, suffer a Biological attack."
}

message "events.row-9" {
  rule = "events.marker"
  text = "The affected player rallies one of his Shaken units; with none Shaken, one of his units gets High Morale."
}

message "events.row-10" {
  rule = "events.marker"
  text = "The affected player flips one of his reduced units to full strength; with none reduced, one of his units gets High Morale."
}

message "events.row-11" {
  rule = "events.marker"
  text = "The affected player gets one Weapon marker of his choice."
}

message "events.row-12" {
  rule = "events.marker"
  text = "The affected player gets one Barrage OBA marker."
}
