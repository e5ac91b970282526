# The scenarios area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

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

message "scenarios.deploy-setup-only" {
  rule = "scenarios.campaign"
  text = "carried units are deployed only in the setup phase"
}

message "scenarios.nothing-carried" {
  rule = "scenarios.campaign"
  text = "no unit came from a previous scenario"
}

message "scenarios.not-carried" {
  rule = "scenarios.campaign"
  text = "{unit} did not come from the previous scenario: it stands where the scenario sets it"
}

message "scenarios.not-in-play" {
  rule = "scenarios.campaign"
  text = "{unit} is not in play"
}

message "scenarios.not-setup-hex" {
  rule = "scenarios.campaign"
  text = "{hex} is not one of {side}'s setup hexes"
}

message "scenarios.already-there" {
  rule = "scenarios.campaign"
  text = "{unit} is already in {hex}"
}
