# The factions area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "factions.allied" {
  rule = "factions.relations"
  text = "{a} and {b} are allies in this scenario"
}
