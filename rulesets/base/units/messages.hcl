# The units area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "units.sandbags-filled" {
  rule = "units.sandbags"
  text = "{unit} fills Sandbags in {hex}"
}

message "units.minefield-laid" {
  rule = "units.minefields"
  text = "{unit} lays a minefield in {hex}"
}

message "units.minefield-entered" {
  rule = "units.minefields"
  text = "{unit} enters the minefield in {hex}"
}

message "units.smoke-laid" {
  rule = "units.smokescreen"
  text = "{unit} lays smoke in {hex}: Level {level}"
}

message "units.loaded-after-move" {
  rule = "units.apc-loading"
  text = "{unit} loads {passenger} after moving {mp} MP"
}

message "units.loaded" {
  rule = "units.apc-loading"
  text = "{unit} loads {passenger} and may move up to {mp} MP"
}

message "units.unloaded" {
  rule = "units.apc-unloading"
  text = "{unit} unloads {passenger} in {hex}"
}

message "units.passenger-reduced-shaken" {
  rule = "units.apc-shared-results"
  text = "{unit} is reduced and Shaken with {carrier}"
}

message "units.passenger-already-shaken" {
  rule = "units.apc-shared-results"
  text = "{unit} is already Shaken: shaking {carrier} does nothing more to it"
}

message "units.passenger-shaken" {
  rule = "units.apc-shared-results"
  text = "{unit} is Shaken with {carrier}"
}

message "units.passenger-dies" {
  rule = "units.apc-shared-results"
  text = "{unit} dies with {carrier}"
}

message "units.passenger-rallies" {
  rule = "units.apc-shared-results"
  text = "{unit} rallies with {carrier}"
}

message "units.weapon-left" {
  rule = "units.weapon-transfer"
  text = "{unit}'s {weapon} is left in {hex}"
}

message "units.weapon-picked-up" {
  rule = "units.weapon-transfer"
  text = "{unit} picks up the {weapon} in {hex}"
}

message "units.weapon-dropped" {
  rule = "units.weapon-transfer"
  text = "{unit} drops the {weapon} in {hex}"
}

message "units.weapon-passed" {
  rule = "units.weapon-transfer"
  text = "{unit} passes the {weapon} to {to}"
}

message "units.spa-fire-called" {
  rule = "units.spa-indirect-fire"
  text = "{spotter} calls {unit}'s fire on {hex}"
}

message "units.spa-no-attack" {
  rule = "units.spa-indirect-fire"
  text = "no unit in {hex} is attacked"
}

message "units.spa-direct" {
  rule = "units.spa-indirect-fire"
  text = "{unit} fires directly at {hex}: each unit there is attacked separately"
}

message "units.minefield-spent" {
  rule = "units.minefields"
  text = "the minefield in {hex} is spent ({roll}) and removed"
}

message "units.minefield-stays" {
  rule = "units.minefields"
  text = "the minefield in {hex} stays ({roll})"
}

message "units.weapon-shown" {
  rule  = "units.weapons"
  text  = "{unit} fires its {weapon} for the first time: the marker is shown"
  names = { weapon = "item" }
}

message "units.infantry-fixed-on-move" {
  rule = "units.infantry-moving-fire"
  text = "infantry fires only non-fixed-range weapons on the move; the {weapon} has a fixed range"
}

message "units.not-in-reach" {
  rule = "units.minefields"
  text = "{hex} is neither {unit}'s hex nor next to it"
}

message "units.sandbags-present" {
  rule = "units.sandbags"
  text = "{hex} already has Sandbags"
}

message "units.mines-present" {
  rule = "units.minefields"
  text = "{hex} already holds a minefield"
}

message "units.not-apc" {
  rule  = "units.apcs"
  text  = "{unit} is not an APC"
  names = { unit = "unit_type" }
}

message "units.not-on-map" {
  rule = "units.apc-loading"
  text = "{unit} is not on the map"
}



message "units.transport-used" {
  rule = "units.apc-loading"
  text = "{unit} has already loaded or unloaded this activation"
}

message "units.apc-moved-too-far" {
  rule = "units.apc-loading"
  text = "{unit} has spent {mp} MP; it may load or unload only after moving at most half its Speed ({half})"
}

message "units.huge-no-apc" {
  rule = "units.huge"
  text = "Huge units cannot ride in an APC"
}

message "units.apc-infantry-only" {
  rule = "units.apcs"
  text = "an APC carries infantry only"
}

message "units.passenger-not-friendly" {
  rule = "units.apcs"
  text = "{passenger} is not on {unit}'s side"
}

message "units.apc-full" {
  rule = "units.apcs"
  text = "{unit} already carries an infantry platoon"
}

message "units.board-not-stacked" {
  rule = "units.apc-loading"
  text = "{passenger} must be in {unit}'s hex to board"
}


message "units.not-aboard" {
  rule = "units.apc-unloading"
  text = "{passenger} is not aboard {unit}"
}

message "units.unload-one-hex" {
  rule = "units.apc-unloading"
  text = "the unloaded unit moves at most one hex, to a hex next to {hex}"
}

message "units.unload-impassable" {
  rule = "units.apc-unloading"
  text = "{hex} cannot be entered"
}

message "units.unload-into-foe" {
  rule = "units.apc-unloading"
  text = "entering {hex}, held by {foe}, would be an assault"
}



message "units.spaa-fixed-on-move" {
  rule = "units.spaa"
  text = "SPAA fire on the move only with non-fixed-range weapons"
}

message "units.huge-no-weapons" {
  rule = "units.huge"
  text = "Huge units may not use Weapons"
}

message "units.weapons-infantry-only" {
  rule = "units.weapons"
  text = "only infantry uses Weapons"
}

message "units.no-weapon-here" {
  rule = "units.weapon-transfer"
  text = "no {weapon} lies in {hex}"
}

message "units.not-carried" {
  rule = "units.weapon-transfer"
  text = "{unit} carries no {weapon}"
}

message "units.neither-carries" {
  rule = "units.weapon-transfer"
  text = "neither {unit} nor {with} carries a {weapon}"
}

message "units.spa-no-weapon" {
  rule  = "units.weapons"
  text  = "{unit} has no weapon {weapon}"
  names = { unit = "unit_type" }
}



message "units.spa-out-of-range" {
  rule = "units.spa-indirect-fire"
  text = "{hex} is {d} hexes away; {unit} reaches {reach}"
}

message "units.spotter-cannot-call" {
  rule = "units.spa-indirect-fire"
  text = "{spotter} cannot call fire on {hex} (it must be the CO/2IC or a recon unit of the formation, with LOS)"
}

message "units.no-spotter-of" {
  rule = "units.spa-indirect-fire"
  text = "no CO/2IC or recon unit of {formation} cannot call fire on {hex} (it must be the CO/2IC or a recon unit of the formation, with LOS)"
}

message "units.no-spotter" {
  rule = "units.spa-indirect-fire"
  text = "no CO/2IC or recon unit of its formation cannot call fire on {hex} (it must be the CO/2IC or a recon unit of the formation, with LOS)"
}

message "units.not-only-action" {
  rule = "units.weapon-transfer"
  text = "{unit} has already acted this activation; {what} must be its only action"
}

message "units.not-at-start" {
  rule = "units.weapon-transfer"
  text = "{unit} has already acted this activation; {what} happens at its start"
}

message "units.not-stacked-friend" {
  rule = "units.weapon-transfer"
  text = "{with} is not a friendly unit stacked with {unit}"
}

message "units.pickup-not-at-start" {
  rule = "units.weapon-transfer"
  text = "{unit} has already acted this activation; picking up a Weapon happens at its start"
}

message "units.no-weapon" {
  rule  = "units.weapons"
  text  = "{unit} has no weapon {weapon}"
  names = { unit = "unit_type" }
}

message "assault.huge-no-weapons" {
  rule = "units.huge"
  text = "Huge units may not use Weapons"
}

message "combat.no-weapon" {
  rule  = "units.weapons"
  text  = "{unit} has no weapon {weapon}"
  names = { unit = "unit_type" }
}

message "events.huge-no-weapons" {
  rule = "units.huge"
  text = "Huge units may not use Weapons"
}

message "units.target-aboard" {
  rule = "units.apc-passengers"
  text = "{target} is aboard {carrier}: attack the carrier"
}

message "units.no-loading-after-attack" {
  rule = "units.apc-loading"
  text = "no loading after an attack for {unit}"
}

message "units.apc-half-speed" {
  rule = "units.apc-loading"
  text = "loaded or unloaded this activation: half Speed, less what it moved"
}

message "units.passenger" {
  rule = "units.apc-passengers"
  text = "passenger"
}

message "units.minefield-depletion" {
  rule = "units.minefields"
  text = "minefield depletion in {hex}"
}

message "units.spa-accuracy-roll" {
  rule = "units.spa-indirect-fire"
  text = "indirect fire accuracy on {hex}"
}
