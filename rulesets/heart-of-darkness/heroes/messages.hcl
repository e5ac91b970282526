# The heroes area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

message "heroes.passed" {
  rule  = "heroes.transfer"
  text  = "the Hero {hero} passes from {from} to {to}"
  names = { hero = "item" }
}

message "heroes.lost" {
  rule  = "heroes.loss"
  text  = "the Hero {hero} leaves play with {unit}: no one replaces it"
  names = { hero = "item" }
}

message "heroes.stays" {
  rule  = "heroes.recruited"
  text  = "the Hero {hero} stays with {unit}, now of {side}"
  names = { hero = "item" }
}

message "heroes.not-hero" {
  rule = "heroes.counters"
  text = "{hero} is not a Hero"
}

message "heroes.not-attached" {
  rule = "heroes.transfer"
  text = "neither {unit} nor {other} has the Hero {hero}"
}

message "heroes.hero-term" {
  rule  = "heroes.own-unit"
  text  = "Hero {item}"
  names = { item = "item" }
}
