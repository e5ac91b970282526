# The combat area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "combat.attack" {
  rule = "combat.hits"
  text = "{unit} attacks {target}: AV {av} vs DV {dv}, {hits} hit(s)"
}

message "combat.no-suitable-factor" {
  rule = "combat.firepower-choice"
  text = "{unit} is not attacked: no suitable factor"
}

message "combat.sarin-airborne" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: the Sarin does not reach it"
}

message "combat.airborne-untouched-spa" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: SPA fire cannot touch it"
}

message "combat.airborne-untouched-barrage" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: a Barrage cannot touch it"
}

message "combat.airborne-untouched-nuclear" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: a Nuclear strike cannot touch it"
}

message "combat.airborne-untouched-missile" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: the missile cannot touch it"
}

message "combat.airborne-untouched-strike" {
  rule = "combat.air-targets"
  text = "{unit} is airborne: the strike cannot touch it"
}
