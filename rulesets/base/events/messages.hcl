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

message "events.ravager-enters" {
  rule = "events.ravager"
  text = "{unit} enters play in {hex}"
}

message "events.pool-zealots-enters" {
  rule = "events.pool-zealots"
  text = "{unit} enters play in {hex}"
}

message "events.church-zealots-enters" {
  rule = "events.church-zealots"
  text = "{unit} enters play in {hex}"
}

message "events.road-ambush-enters" {
  rule = "events.road-ambush"
  text = "{unit} enters play in {hex}"
}

message "events.urban-ambush-enters" {
  rule = "events.urban-ambush"
  text = "{unit} enters play in {hex}"
}

message "events.hill-scourges-enters" {
  rule = "events.hill-scourges"
  text = "{unit} enters play in {hex}"
}

message "events.ravager-off-map" {
  rule = "events.ravager"
  text = "{hex} is not on this map: nothing enters there"
}

message "events.pool-zealots-off-map" {
  rule = "events.pool-zealots"
  text = "{hex} is not on this map: nothing enters there"
}

message "events.church-zealots-off-map" {
  rule = "events.church-zealots"
  text = "{hex} is not on this map: nothing enters there"
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

message "events.road-ambush-own-units" {
  rule = "events.road-ambush"
  text = "{side} does not attack its own units"
}

message "events.urban-ambush-own-units" {
  rule = "events.urban-ambush"
  text = "{side} does not attack its own units"
}

message "events.hill-scourges-own-units" {
  rule = "events.hill-scourges"
  text = "{side} does not attack its own units"
}

message "events.road-ambush-own-units-black-hand" {
  rule = "events.road-ambush"
  text = "the Black Hand does not attack its own units"
}

message "events.urban-ambush-own-units-black-hand" {
  rule = "events.urban-ambush"
  text = "the Black Hand does not attack its own units"
}

message "events.hill-scourges-own-units-black-hand" {
  rule = "events.hill-scourges"
  text = "the Black Hand does not attack its own units"
}

message "events.road-ambush-no-target" {
  rule = "events.road-ambush"
  text = "no unit of {side} stands on a {terrain} hex"
}

message "events.urban-ambush-no-target" {
  rule = "events.urban-ambush"
  text = "no unit of {side} stands on a {terrain} hex"
}

message "events.hill-scourges-no-target" {
  rule = "events.hill-scourges"
  text = "no unit of {side} stands on a {terrain} hex"
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

message "events.inspiring-commander-no-one-to-inspire" {
  rule = "events.inspiring-commander"
  text = "{side} has no unit to inspire"
}

message "events.supply-cache-no-one-to-inspire" {
  rule = "events.supply-cache"
  text = "{side} has no unit to inspire"
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

message "events.spawn-nothing-suits" {
  rule = "events.spawn"
  text = "{unit} has nothing that suits {target}: no assault"
}

message "events.spawn-falls-entering" {
  rule = "events.spawn"
  text = "{unit} falls entering {hex}: no assault"
}

message "events.road-ambush-nothing-suits" {
  rule = "events.road-ambush"
  text = "{unit} has nothing that suits {target}: no assault"
}

message "events.road-ambush-falls-entering" {
  rule = "events.road-ambush"
  text = "{unit} falls entering {hex}: no assault"
}

message "events.urban-ambush-nothing-suits" {
  rule = "events.urban-ambush"
  text = "{unit} has nothing that suits {target}: no assault"
}

message "events.urban-ambush-falls-entering" {
  rule = "events.urban-ambush"
  text = "{unit} falls entering {hex}: no assault"
}

message "events.hill-scourges-nothing-suits" {
  rule = "events.hill-scourges"
  text = "{unit} has nothing that suits {target}: no assault"
}

message "events.hill-scourges-falls-entering" {
  rule = "events.hill-scourges"
  text = "{unit} falls entering {hex}: no assault"
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
