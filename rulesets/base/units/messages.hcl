# The units area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "units.in-contact-again" {
  rule = "units.recon"
  text = "{unit} is In Contact again"
}

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

message "units.spa-strike-lands" {
  rule = "units.spa-indirect-fire"
  text = "the strike lands on {hex} ({roll})"
}
