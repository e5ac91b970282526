# The impulse area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "impulse.co-bonus-lent" {
  rule = "impulse.co-bonus"
  text = "{co} lends its bonus to {unit} and is Finished"
}
