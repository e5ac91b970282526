# The objects area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "objects.fire-set" {
  rule = "objects.fire-placing"
  text = "{unit}'s {weapon} sets {hex} on fire (level {level})"
}

message "objects.no-fire-set" {
  rule = "objects.fire-placing"
  text = "{unit}'s {weapon} sets no fire in {hex}"
}

message "objects.aura-spares" {
  rule = "objects.heart-aura"
  text = "{unit} is in cover in {hex}: the aura spares it"
}

message "objects.aura-pulses" {
  rule = "objects.heart-aura"
  text = "the Charred Heart carried by {unit} pulses: {n} unit(s) out of cover are struck"
}
