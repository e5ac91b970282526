# The assault area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "assault.falls-back" {
  rule = "assault.failure"
  text = "{unit} is Shaken and falls back to {hex}"
}

message "assault.zealot-takes" {
  rule = "assault.success"
  text = "{unit} takes {hex}"
}

message "assault.shaken-on-the-way" {
  rule = "assault.eligibility"
  text = "{unit} was Shaken on the way and does not assault"
}

message "assault.called-off" {
  rule = "assault.definition"
  text = "the assault on {target} is called off"
}

message "assault.target-gone" {
  rule = "assault.success"
  text = "{unit} is gone before the blow: no attack is rolled"
}

message "assault.taken" {
  rule = "assault.success"
  text = "the attackers take {hex}"
}

message "assault.retreats-only" {
  rule = "assault.success"
  text = "{unit} is Shaken and retreats to {hex}"
}

message "assault.retreats-automated" {
  rule = "assault.success"
  text = "{unit} is Shaken and retreats to {hex} (the ruleset plays its side: the first open hex across)"
}

message "assault.retreats-owner" {
  rule = "assault.success"
  text = "{unit} is Shaken and retreats to {hex} (its owner's choice)"
}

message "assault.retreats-default" {
  rule = "assault.success"
  text = "{unit} is Shaken and retreats to {hex} (no hex named: the first open hex across)"
}

message "assault.cannot-retreat" {
  rule = "assault.success"
  text = "{unit} cannot retreat from {hex}"
}

message "assault.name-retreat" {
  rule = "assault.success"
  text = "{side} names the hex {unit} retreats to: {hexes}"
}
