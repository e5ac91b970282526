# The bridges area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "bridges.built" {
  rule = "bridges.work"
  text = "a bridge is built across {hex}"
}

message "bridges.repaired" {
  rule = "bridges.work"
  text = "the bridge in {hex} is repaired"
}

message "bridges.road-cut" {
  rule = "bridges.destroyed"
  text = "the bridge in {hex} is destroyed: the road across the water is cut"
}
