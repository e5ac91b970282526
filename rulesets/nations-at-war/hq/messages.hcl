# The hq area's refusals and narrative lines (hq/hq.lua, hq/replacement.lua), as messages told in each reader's language.

message "hq.no-booster" {
  rule = "hq.leadership"
  text = "{unit} shares its hex with no HQ of its formation"
}

message "hq.bonus-spent" {
  rule = "hq.leadership"
  text = "the HQ leadership bonus of {formation} is spent this activation"
}

message "hq.bonus-used" {
  rule = "hq.leadership"
  text = "{hq} added its leadership {lead} to {unit}'s attack; the bonus is spent for this activation"
}

message "hq.bonus-used-unnamed" {
  rule = "hq.leadership"
  text = "the HQ added its leadership {lead} to {unit}'s attack; the bonus is spent for this activation"
}

message "hq.flipped" {
  rule = "hq.casualty"
  text = "{unit} is flipped to its reduced side"
}

message "hq.destroyed-with-stack" {
  rule = "hq.destroyed"
  text = "every unit stacked with {unit} is destroyed: the HQ is destroyed with them"
}

message "hq.casualty-hit" {
  rule = "hq.casualty"
  text = "{unit}: the casualty roll is {roll}: the HQ is hit"
}

message "hq.casualty-unharmed" {
  rule = "hq.casualty"
  text = "{unit}: the casualty roll is {roll}: the HQ is unharmed"
}

message "hq.moves-alone" {
  rule = "hq.movement"
  text = "{unit} is an HQ: it moves only together with a unit of its formation"
}

message "hq.left-behind" {
  rule = "hq.movement"
  text = "{unit} would be left without a unit of its formation: it must move with them"
}

message "hq.stacking" {
  rule = "hq.stacking"
  text = "{hex} already holds the HQ {unit}: one HQ or sub-HQ a hex"
}

message "hq.back-mounted" {
  rule = "hq.armored-infantry"
  text = "{unit} comes back with the armored infantry platoon {platoon}, mounted"
}

message "hq.back-dismounted" {
  rule = "hq.armored-infantry"
  text = "{unit} comes back with the armored infantry platoon {platoon}, dismounted"
}

message "hq.replaced" {
  rule = "hq.replacement"
  text = "{unit} is replaced, reduced side up, in {hex} with {platoon}"
}

message "hq.replacement-choice" {
  rule = "hq.replacement"
  text = "{unit} may come back in {hexes}: {side} names the hex"
}

message "hq.not-replaceable" {
  rule = "hq.replacement"
  text = "no {type} platoon of {formation} is left on the map: {unit} cannot be replaced"
}

message "hq.no-replacement" {
  rule = "hq.replacement"
  text = "no destroyed HQ waits for its hex"
}

message "hq.not-replacement-hex" {
  rule = "hq.replacement"
  text = "{hex} holds no platoon of the HQ's type and formation: {hexes}"
}

message "hq.hq-alone" {
  rule = "hq.no-target"
  text = "an HQ alone is never attacked"
}

message "hq.leadership-of" {
  rule = "hq.leadership"
  text = "HQ leadership ({unit})"
}

message "hq.two-platoons" {
  rule = "hq.casualty-stacked"
  text = "two platoons of its formation, one destroyed"
}

message "hq.casualty-roll-name" {
  rule = "hq.casualty"
  text = "HQ casualty roll"
}

message "hq.casualty-roll" {
  rule = "hq.casualty"
  text = "HQ casualty {unit}"
}
