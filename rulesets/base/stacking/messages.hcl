# The stacking area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "stacking.removed" {
  rule = "stacking.overstack"
  text = "{unit} is removed from overstacked {hex}"
}

message "stacking.overstacked" {
  rule = "stacking.overstack"
  text = "{hex} holds {n} units of {side} ({units}), more than {limit}: move units out or remove the excess (remove_excess)"
}

message "stacking.within-limit" {
  rule = "stacking.overstack"
  text = "{hex} holds {n} units of {side}, within the limit of {limit}"
}
