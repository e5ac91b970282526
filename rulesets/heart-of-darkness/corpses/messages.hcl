# The corpses area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "corpses.left" {
  rule = "corpses.marker"
  text = "Corpses are left in {hex}"
}

message "corpses.flesh-given" {
  rule = "corpses.abomination"
  text = "{unit} gives its flesh to the reanimator: reduced and Finished"
}
