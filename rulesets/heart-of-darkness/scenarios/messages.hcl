# The scenarios area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "scenarios.plus-withheld" {
  rule = "scenarios.notation-campaign"
  text = "{unit} (+) is withheld: {carrier} did not come through the last scenario"
}

message "scenarios.campaign-set-up" {
  rule = "scenarios.campaign"
  text = "{unit} comes from the last scenario and is set up in {hex}"
}

message "scenarios.campaign-off-map" {
  rule = "scenarios.campaign"
  text = "{unit} comes from the last scenario, but {side} has no setup hexes: it stays off the map"
}

message "scenarios.campaign-deployed" {
  rule = "scenarios.campaign"
  text = "{unit} is deployed in {hex}"
}

message "scenarios.first-no-marker" {
  rule = "scenarios.notation-first"
  text = "{formation} is to activate first, but has no marker in the cup"
}

message "scenarios.first-activates" {
  rule = "scenarios.notation-first"
  text = "{formation} activates first this turn"
}
