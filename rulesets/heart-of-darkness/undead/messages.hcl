# The undead area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

message "undead.hits-changed" {
  rule = "undead.damage"
  text = "{unit} is Undead: {hits} hit(s) become {kept} ({why})"
}

message "undead.corpses-consumed" {
  rule = "undead.consume-corpses"
  text = "{unit} consumes the corpses in {hex} and returns to full strength"
}

message "undead.no-corpses-left" {
  rule = "undead.no-corpses"
  text = "{unit} is Undead and leaves no corpses"
}

message "undead.unshakable-step" {
  rule = "undead.unshakable"
  text = "{unit} is Undead and cannot be Shaken: the result counts as a step, with no marker"
}

message "undead.consume-not-undead" {
  rule = "undead.consume-corpses"
  text = "{unit} is not Undead"
}

message "undead.consume-full-strength" {
  rule = "undead.consume-corpses"
  text = "{unit} is at full strength"
}

message "undead.consume-no-corpses" {
  rule = "undead.consume-corpses"
  text = "there are no corpses in {hex}"
}

message "undead.undead-never-recruit" {
  rule = "undead.no-skills"
  text = "{unit} is Undead: the Undead never recruit"
}

message "undead.resists-undead" {
  rule = "undead.damage"
  text = "Undead"
}

message "undead.radiation-undead" {
  rule = "undead.radiation"
  text = "Undead"
}
