# The bridges area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

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

message "bridges.not-water" {
  rule = "bridges.work"
  text = "{hex} is not a water hex"
}

message "bridges.present-intact" {
  rule = "bridges.work"
  text = "{hex} already has a bridge (intact)"
}

message "bridges.present-destroyed" {
  rule = "bridges.work"
  text = "{hex} already has a bridge (destroyed)"
}

message "bridges.cannot-repair-intact" {
  rule = "bridges.work"
  text = "{hex} cannot be repaired: its bridge is intact"
}

message "bridges.cannot-repair-none" {
  rule = "bridges.work"
  text = "{hex} cannot be repaired: it has no bridge"
}

message "bridges.cannot-blow-destroyed" {
  rule = "bridges.work"
  text = "{hex} cannot be blown: its bridge is destroyed"
}

message "bridges.cannot-blow-none" {
  rule = "bridges.work"
  text = "{hex} cannot be blown: it has no bridge"
}
