# The control area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "control.objective-marker" {
  rule = "control.objectives"
  text = "objective marker on {hex}"
}

message "control.starts-under" {
  rule = "control.objectives"
  text = "{hex} starts under {side} control"
}

message "control.objective-held" {
  rule = "control.objectives"
  text = "the objective {hex} is held by {side}"
}
