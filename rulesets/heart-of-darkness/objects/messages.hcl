# The objects area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

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

message "objects.fire-placing-group" {
  rule = "objects.fire-placing"
  text = "{weapon} places fire: never in a group attack"
}

message "objects.fire-placing-assault" {
  rule = "objects.fire-placing"
  text = "{weapon} places fire: never in an assault"
}

message "objects.no-heart" {
  rule = "objects.heart-aura"
  text = "{unit} does not carry the Charred Heart"
}

message "objects.aura-entry" {
  rule = "objects.aura-fear"
  text = "{unit} may not enter the dark aura of the Charred Heart carried by {carrier} ({hex})"
}

message "objects.aura-first" {
  rule = "objects.heart-aura"
  text = "{unit} carries the Charred Heart: its aura is its first action (heart_aura)"
}

message "objects.must-leave-first" {
  rule = "objects.aura-fear"
  text = "{unit} is in the dark aura of the Charred Heart carried by {carrier}: it must move out first"
}

message "objects.must-end-out" {
  rule = "objects.aura-fear"
  text = "{unit} must end its move out of the dark aura"
}

message "objects.must-fly-out" {
  rule = "objects.aura-fear"
  text = "{unit} is in the dark aura: it must fly out of it first"
}

message "objects.still-in-aura" {
  rule = "objects.aura-fear"
  text = "{unit} is still in the dark aura of the Charred Heart carried by {carrier}: it must move out"
}

message "fires.fire-placing-group" {
  rule = "objects.fire-placing"
  text = "{weapon} places fire: never in a group attack"
}
