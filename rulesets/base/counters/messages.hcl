# The counters area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "counters.high-morale-spent" {
  rule = "counters.high-morale"
  text = "{unit} discards its High Morale marker instead of becoming Shaken"
}

message "counters.high-morale-given" {
  rule = "counters.high-morale"
  text = "{unit} gets the High Morale marker"
}

message "counters.already-high-morale" {
  rule = "counters.high-morale"
  text = "{unit} already has the High Morale marker"
}
