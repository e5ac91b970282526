# The events area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

message "events.maps-picked" {
  rule = "events.maps"
  text = "{side} picks {map} for the event"
}

message "events.maps-struck" {
  rule = "events.maps"
  text = "the event strikes {map}"
}

message "events.attackers-picked" {
  rule  = "events.attackers"
  text  = "the attack is made by {type}"
  names = { type = "unit_type" }
}

message "events.reinforcements-enter" {
  rule = "events.reinforcements"
  text = "{unit} enters play in {hex} and joins {formation}"
}

message "events.reinforcements-none" {
  rule = "events.reinforcements"
  text = "{side} has no setup hex or no infantry to bring in"
}

message "events.airstrikes-no-target" {
  rule = "events.airstrikes"
  text = "no unit of {side} stands on a {terrain} hex"
}

message "events.ambush-airstrike-no-opportunity-fire" {
  rule = "events.ambush"
  text = "no opportunity fire against the attackers, which leave after their attacks"
}

message "events.airstrikes-strikes" {
  rule = "events.airstrikes"
  text = "{attacker} strikes {target} in {hex}"
}

message "events.airstrikes-nothing" {
  rule = "events.airstrikes"
  text = "{attacker} finds nothing it can strike in {hex}"
}

message "events.ambush-airstrike-leaves" {
  rule = "events.ambush"
  text = "{attacker} leaves after its airstrike"
}

message "events.wildfire-no-target" {
  rule = "events.wildfire"
  text = "no unit of {side} stands on a flammable hex"
}

message "events.wildfire-burns" {
  rule = "events.wildfire"
  text = "{hex} is set on fire (level {level}); the marker stays"
}

message "events.wildfire-cannot-burn" {
  rule = "events.wildfire"
  text = "{hex} cannot burn now"
}

message "events.mined-roads-no-target" {
  rule = "events.mined-roads"
  text = "no unit stands on a {terrain} hex"
}

message "events.mined-roads-attack" {
  rule = "events.mined-roads"
  text = "{unit} is attacked by the Mines in {hex}"
}

message "events.urban-ambush-raid-no-target" {
  rule = "events.urban-ambush"
  text = "no unit the attackers may strike stands on a {terrain} hex"
}

message "events.ambush-raid-no-opportunity-fire" {
  rule = "events.ambush"
  text = "no opportunity fire against the attackers, which leave the map after their assault"
}

message "events.risen-dead-reverts" {
  rule = "events.risen-dead"
  text = "{unit} slips out of control: an uncontrolled hostile Reanimated"
}

message "events.risen-dead-rise" {
  rule = "events.risen-dead"
  text = "the corpses in {hex} rise as {unit}, uncontrolled and hostile"
}

message "events.risen-dead-none" {
  rule = "events.risen-dead"
  text = "no Corpses marker is on the map"
}

message "events.spawn-risen-assault" {
  rule = "events.spawn"
  text = "{unit} rises among {side} units: it assaults them"
}

message "events.assassination-hero" {
  rule  = "events.assassination"
  text  = "the {hero} of {unit} is eliminated"
  names = { hero = "item" }
}

message "events.assassination-none" {
  rule = "events.assassination"
  text = "{side} has no enemy in play the event may strike"
}

message "events.sabotage-bridge" {
  rule = "events.sabotage"
  text = "the bridge in {hex} is destroyed"
}

message "events.sabotage-supply" {
  rule = "events.sabotage"
  text = "{side} loses its {n} supply points"
}

message "events.sabotage-none" {
  rule = "events.sabotage"
  text = "no bridge, enemy supply unit or enemy supply point to strike"
}

message "events.weather-shift-draw" {
  rule = "events.weather-shift"
  text = "a Weather marker is drawn for {map}"
}

message "events.supply-drop-kept" {
  rule = "events.supply-drop"
  text = "{side} keeps {n} unspent supply points ({total} in all)"
}

message "events.supply-drop-offer" {
  rule = "events.supply-drop"
  text = "{side} may spend {n} supply points (or pass to keep them)"
}

message "events.supply-drop-unit" {
  rule = "events.supply-drop"
  text = "{side} receives {unit} in {hex} ({cost} SP)"
}

message "events.supply-drop-item" {
  rule  = "events.supply-drop"
  text  = "{unit} receives the {item} ({cost} SP)"
  names = { item = "item" }
}

message "events.supply-drop-mission" {
  rule = "events.supply-drop"
  text = "{side} receives one {mission} mission ({cost} SP)"
}

message "events.promotion-co" {
  rule = "events.promotion"
  text = "the 2IC of {unit} turns back to its CO side"
}

message "events.promotion-hero" {
  rule  = "events.promotion"
  text  = "the {hero} joins {unit}"
  names = { hero = "item" }
}

message "events.promotion-no-2ic" {
  rule = "events.promotion"
  text = "{side} has no 2IC in play: a Hero of the faction may join"
}

message "events.promotion-no-hero" {
  rule = "events.promotion"
  text = "{side} has no Hero out of play or no unit to take one"
}

message "events.bad-map" {
  rule = "events.maps"
  text = "{map} is not a map in play"
}

message "events.choice-needs" {
  rule = "events.marker"
  text = "this choice names its {field}"
}

message "events.reinforce-bad-choice" {
  rule = "events.reinforcements"
  text = "{type} cannot enter {hex} for {formation}"
}

message "events.eliminate-not-target-item" {
  rule = "events.assassination"
  text = "{unit} carries no {item}: not an enemy outside the Reich the event may strike"
}

message "events.eliminate-not-target" {
  rule = "events.assassination"
  text = "{unit}: not an enemy outside the Reich the event may strike"
}

message "events.sabotage-name-one" {
  rule = "events.sabotage"
  text = "name one bridge hex, one supply unit or one side"
}

message "events.sabotage-bad-target" {
  rule = "events.sabotage"
  text = "not a bridge, enemy supply unit or enemy side with supply points"
}

message "events.purchase-bad-choice" {
  rule = "events.supply-drop"
  text = "{item} cannot be bought here with {n} supply points"
}

message "events.promote-bad-choice" {
  rule = "events.promotion"
  text = "{unit} carries no 2IC of {side}"
}

message "events.hero-bad-choice" {
  rule = "events.promotion"
  text = "{hero} is no Hero of {side} out of play, or {unit} is not his"
}
