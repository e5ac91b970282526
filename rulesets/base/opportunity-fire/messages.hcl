# The opportunity-fire area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "opportunity-fire.zealot-assault" {
  rule = "opportunity-fire.no-vs-assault"
  text = "{unit} assaults {target} in {hex}: no opportunity fire against it"
}

message "opportunity-fire.none-vs-assault" {
  rule = "opportunity-fire.no-vs-assault"
  text = "no opportunity fire at units assaulting {hex}"
}

message "opportunity-fire.not-the-mover" {
  rule = "opportunity-fire.trigger"
  text = "{target} is not the unit that moved"
}

message "opportunity-fire.not-on-rest-of-path" {
  rule = "opportunity-fire.trigger"
  text = "{hex} is not on the rest of {target}'s path"
}
