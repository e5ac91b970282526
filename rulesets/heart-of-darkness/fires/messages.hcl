# The fires area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

message "fires.attacks" {
  rule = "fires.attack"
  text = "the Level {level} fire in {hex} attacks {unit}: AV {av} vs DV {dv}, {hits} hit(s)"
}

message "fires.placed" {
  rule = "fires.placement"
  text = "fire placed: Level {level} fire in {hex}"
}

message "fires.placed-stays" {
  rule = "fires.placement"
  text = "fire placed: the fire in {hex} stays at Level {level}"
}

message "fires.placed-grows" {
  rule = "fires.placement"
  text = "fire placed: the fire in {hex} grows to Level {level}"
}

message "fires.cannot-burn" {
  rule = "fires.placement"
  text = "{hex} cannot burn: no fire is placed"
}

message "fires.weather-forbids" {
  rule = "fires.weather"
  text = "no fire can be placed in {hex}: the weather forbids it"
}

message "fires.weather-no-spread" {
  rule = "fires.weather"
  text = "Cleanup: the weather on {map} lets no fire spread"
}

message "fires.heatwave-spreads" {
  rule = "fires.heatwave"
  text = "Cleanup, Heatwave: the fire spreads to {hex} at Level 2"
}

message "fires.cleanup-destroys" {
  rule  = "fires.cleanup"
  text  = "Cleanup: the fire in {hex} destroys the {marker} there"
  names = { marker = "marker_kind" }
}

message "fires.goes-out" {
  rule = "fires.cleanup"
  text = "Cleanup: the Level 1 fire in {hex} goes out"
}

message "fires.spreads" {
  rule = "fires.cleanup"
  text = "Cleanup: the fire spreads to {hex} at Level 1"
}

message "fires.dies-down" {
  rule = "fires.cleanup"
  text = "Cleanup: the fire in {hex} dies down to Level 1"
}

message "fires.entered" {
  rule = "fires.entry"
  text = "{unit} enters the fire in {hex}"
}

message "fires.av" {
  rule = "fires.attack"
  text = "AV"
}

message "fires.dv" {
  rule = "fires.attack"
  text = "DV"
}

message "fires.level-ap" {
  rule = "fires.attack"
  text = "Level {level} fire (ap)"
}

message "fires.level-he" {
  rule = "fires.attack"
  text = "Level {level} fire (he)"
}

message "fires.2d6" {
  rule = "fires.attack"
  text = "2D6 ({a}+{b})"
}

message "fires.armor" {
  rule = "fires.attack"
  text = "armor (no terrain or concealment against fire)"
}

message "fires.attack-roll" {
  rule = "fires.attack"
  text = "fire attack"
}
