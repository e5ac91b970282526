# The assault area's refusals and narrative lines (assault/assault.lua, assault/lib/close_combat.lua), as messages told in each reader's language.

message "assault.name-units" {
  rule = "assault.stack"
  text = "name one or two attacking units"
}

message "assault.at-most-two" {
  rule = "assault.stack"
  text = "at most two stacked units assault together"
}

message "assault.named-twice" {
  rule = "assault.stack"
  text = "a unit is named twice"
}

message "assault.not-stacked" {
  rule = "assault.stack"
  text = "the attackers must start stacked together"
}

message "assault.one-side" {
  rule = "assault.stack"
  text = "the attackers must be of one side"
}

message "assault.no-path" {
  rule = "assault.entry"
  text = "an assault moves into the enemy hex"
}

message "assault.no-enemy" {
  rule = "assault.entry"
  text = "{hex} holds no enemy unit"
}

message "assault.hq-alone" {
  rule = "assault.entry"
  text = "an HQ alone is never attacked"
}

message "assault.too-far" {
  rule = "assault.entry"
  text = "{unit} needs {mp} MP to reach {hex} (infantry +1 into the enemy hex) and has {left} left"
}

message "assault.bonus-not-attacker" {
  rule = "assault.hq"
  text = "{unit} is not one of the attackers"
}

message "assault.no-hq" {
  rule = "assault.hq"
  text = "no HQ of {formation} is stacked with the attackers"
}

message "assault.bonus-spent" {
  rule = "assault.hq"
  text = "the HQ leadership bonus of {formation} is spent this activation"
}

message "assault.no-retreat" {
  rule = "assault.retreat"
  text = "no unit waits to retreat"
}

message "assault.retreat-enemy-hex" {
  rule = "assault.retreat"
  text = "{hex} holds an enemy unit"
}

message "assault.retreat-next-to-enemy" {
  rule = "assault.retreat"
  text = "{hex} is next to the enemy unit {unit}"
}

message "assault.retreat-cannot-enter" {
  rule = "assault.retreat"
  text = "{unit} cannot enter {hex}"
}

message "assault.retreat-stacking" {
  rule = "assault.retreat"
  text = "{hex} would hold more than two combat units of {side}"
}

message "assault.retreat-empty" {
  rule = "assault.retreat"
  text = "a retreat moves at least one hex"
}

message "assault.retreat-too-far" {
  rule = "assault.retreat"
  text = "the retreat is at most {max} hexes (the Movement Factor)"
}

message "assault.retreat-not-across" {
  rule = "assault.retreat"
  text = "{hex} is not one of the three hexes across {across} from {from}"
}

message "assault.retreat-not-adjacent" {
  rule = "assault.retreat"
  text = "{hex} is not next to {prev}"
}

message "assault.retreat-not-away" {
  rule = "assault.retreat"
  text = "{hex} does not lead away from {from}"
}

message "assault.stopped" {
  rule = "assault.attack"
  text = "{unit} was stopped on the way and does not assault"
}

message "assault.call-off" {
  rule = "assault.attack"
  text = "the assault on {hex} is called off"
}

message "assault.enter" {
  rule = "assault.entry"
  text = "{units} assault {hex}"
}

message "assault.enter-two" {
  rule = "assault.entry"
  text = "{unit} and {other} assault {hex}"
}

message "assault.wiped-out" {
  rule = "assault.outcome"
  text = "the defenders of {hex} are wiped out: the attackers hold it"
}

message "assault.defenders-retreat" {
  rule = "assault.outcome"
  text = "the defenders took {taken} hits against {given}: they retreat"
}

message "assault.repulsed" {
  rule = "assault.outcome"
  text = "the defenders hold {hex} ({taken} hits taken, {given} given): the attackers go back to {from}"
}

message "assault.augmented-reroll" {
  rule = "assault.attack"
  text = "{unit} rerolls a missed assault die: {roll}"
}

# an attacker's or a counterattacker's dice, in an assault or an overrun (the rule is passed)
message "assault.throws" {
  rule = "assault.attack"
  text = "{unit} throws {dice} dice needing {to_hit}+ ({faces}): {hits} hit(s)"
}

# the odd hit of a close combat or of a mine (the rule is passed)
message "assault.odd-hit" {
  rule = "assault.hits"
  text = "the odd hit goes to {unit} (1d6: {roll})"
}

message "assault.no-factor-counter" {
  rule = "assault.no-factor"
  text = "{unit} has no Assault Factor and does not counterattack"
}

message "assault.retreat-to" {
  rule = "assault.retreat"
  text = "{units} retreat to {hex}"
}

message "assault.retreat-to-owner" {
  rule = "assault.retreat"
  text = "{units} retreat to {hex} (its owner's choice)"
}

message "assault.retreat-to-default" {
  rule = "assault.retreat"
  text = "{units} retreat to {hex} (no path named: the ruleset's choice)"
}

message "assault.no-retreat-hex" {
  rule = "assault.retreat"
  text = "{unit} has no open hex to retreat into and is eliminated"
}

message "assault.too-many" {
  rule = "assault.stack"
  text = "at most two stacked units overrun together"
}

message "overrun.not-stacked" {
  rule = "assault.stack"
  text = "the AFVs must start stacked together"
}

message "assault.dice-name" {
  rule = "assault.attack"
  text = "{unit} assault dice"
}

message "assault.to-hit-name" {
  rule = "assault.attack"
  text = "{unit} assault To-Hit"
}

message "assault.factor" {
  rule = "assault.attack"
  text = "Assault Factor"
}

message "assault.printed" {
  rule = "assault.attack"
  text = "printed"
}

message "assault.counterattack-dice-roll" {
  rule = "assault.counterattack"
  text = "{unit} counterattack dice"
}

message "assault.plus-reroll" {
  rule = "assault.attack"
  text = "{purpose} (\"+\" reroll of a missed die)"
  names = { purpose = "message" }
}

message "assault.odd-hit-roll" {
  rule = "assault.hits"
  text = "which unit takes the odd hit"
}
