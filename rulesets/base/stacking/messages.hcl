# The stacking area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "stacking.removed" {
  rule = "stacking.overstack"
  text = "{unit} is removed from overstacked {hex}"
}
