# The combat area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "combat.unshakable-step" {
  rule = "combat.shaken-step"
  text = "{unit} cannot be Shaken: the result counts as a step, with no marker"
}

message "combat.high-morale-lost" {
  rule = "combat.high-morale"
  text = "{unit} loses its High Morale marker instead of being marked Shaken; the hits count as usual"
}

message "combat.passenger-objects-lost" {
  rule = "combat.transport-loss"
  text = "{unit}'s {objects} leave the game with {carrier}"
}
