# The combat area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

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

message "combat.assault-only-weapon" {
  rule = "combat.assault-only"
  text = "{unit}'s {weapon} has no printed range: it serves only in assaults"
}

message "combat.assault-only-assist" {
  rule = "combat.assault-only"
  text = "{unit} has no white factor with a range: it may only support assaults"
}
