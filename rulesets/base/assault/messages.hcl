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



message "assault.spaa-fixed" {
  rule = "assault.eligibility"
  text = "an SPAA may not assault with a fixed-range weapon"
}



message "assault.one-or-two" {
  rule = "assault.attack"
  text = "one unit, or two as a group, assault"
}

message "assault.self-assist" {
  rule = "assault.attack"
  text = "a unit cannot assist itself"
}



message "assault.path-empty" {
  rule = "assault.definition"
  text = "an assault moves into the enemy hex"
}

message "assault.path-not-to-target" {
  rule = "assault.definition"
  text = "the path must end in {hex}, the hex of {target}"
}

message "assault.overstacked" {
  rule = "assault.definition"
  text = "{hex} would hold more than two units of {side}"
}

message "assault.no-retreat-waiting" {
  rule = "assault.success"
  text = "no unit waits to retreat"
}

message "assault.retreat-only-to" {
  rule = "assault.success"
  text = "{unit} may retreat only to {hexes} (open hexes across {hex})"
}

message "assault.foe-hex" {
  rule = "assault.definition"
  text = "{hex} holds an enemy of {unit}: only an assault (assault) enters an enemy hex"
}

message "assault.foe-in-path" {
  rule = "assault.definition"
  text = "{hex} holds an enemy of {unit}: a move may not pass through an enemy hex"
}

message "assault.unescorted-infantry-urban" {
  rule = "assault.urban-infantry"
  text = "unescorted infantry vs unescorted AFVs in urban"
}

message "assault.unescorted-afvs-open" {
  rule = "assault.clear-afv"
  text = "unescorted AFVs vs unescorted infantry in the open"
}

message "assault.infantry-assists" {
  rule = "assault.defense"
  text = "infantry {unit} assists the defence"
}

message "assault.afv-assists" {
  rule = "assault.defense"
  text = "AFV {unit} assists the defence"
}

message "assault.local-rating-co" {
  rule = "assault.defense"
  text = "CO local rating (defence)"
}

message "assault.local-rating-2ic" {
  rule = "assault.defense"
  text = "2IC local rating (defence)"
}

message "assault.radio-bonus-co" {
  rule = "assault.defense"
  text = "CO radio bonus (defence)"
}

message "assault.radio-bonus-2ic" {
  rule = "assault.defense"
  text = "2IC radio bonus (defence)"
}
