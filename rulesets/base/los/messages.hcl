# The los area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "los.smoke-no-thicker" {
  rule = "los.smoke"
  text = "{unit} lays smoke in {hex}: it stays Level {level}, never thicker"
}

message "los.no-los" {
  rule = "los.required"
  text = "no line of sight from {from} to {at}"
}

message "los.smoke-on-line" {
  rule = "los.smoke-defense"
  text = "smoke on the line"
}
