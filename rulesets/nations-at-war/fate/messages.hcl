# The fate area's refusals and narrative lines (fate/fate.lua), as messages told in each reader's language.

message "fate.name-unit" {
  rule = "fate.move"
  text = "name the unit"
}

message "fate.no-unit" {
  rule = "fate.move"
  text = "no such unit"
}

message "fate.not-yours" {
  rule = "fate.own-dice"
  text = "{unit} is not {side}'s"
}

message "fate.no-roll" {
  rule = "fate.reroll"
  text = "no roll of yours waits for an answer"
}

message "fate.name-die" {
  rule = "fate.reroll"
  text = "name a die of the roll, 1 to {n}"
}

message "fate.turn-by-one" {
  rule = "fate.adjust"
  text = "a die is turned by +1 or -1"
}

message "fate.die-faces" {
  rule = "fate.adjust"
  text = "a d{sides} shows 1 to {sides}"
}

message "fate.not-on-map" {
  rule = "fate.move"
  text = "{unit} is not on the map"
}

message "fate.name-hex-entered" {
  rule = "fate.move"
  text = "name the hex entered"
}

message "fate.not-adjacent" {
  rule = "fate.move"
  text = "{hex} is not next to {from}"
}

message "fate.impassable" {
  rule = "fate.move"
  text = "{hex} cannot be entered"
}

message "fate.water" {
  rule = "fate.move"
  text = "{hex} is water"
}

message "fate.enemy-hex" {
  rule = "fate.move"
  text = "{hex} holds an enemy unit"
}

message "fate.stacking" {
  rule = "fate.move"
  text = "{hex} would hold more than two combat units"
}

message "fate.name-hex" {
  rule = "fate.in-command"
  text = "name the hex"
}

message "fate.none-out-of-command" {
  rule = "fate.in-command"
  text = "no unit of {side} in {hex} is Out of Command"
}

message "fate.not-ops-complete" {
  rule = "fate.ops-complete"
  text = "{unit} is not Ops Complete"
}

message "fate.no-marker" {
  rule = "fate.redraw"
  text = "no marker just drawn waits unused"
}

message "fate.no-points" {
  rule = "fate.points"
  text = "no side has Fate Points"
}

message "fate.no-side-points" {
  rule = "fate.points"
  text = "no side has {n} Fate Point(s); {effect} costs {cost}"
}

message "fate.too-few-points" {
  rule = "fate.points"
  text = "{side} has {n} Fate Point(s); {effect} costs {cost}"
}

message "fate.rerolled" {
  rule = "fate.reroll"
  text = "die {die} ({before}) is rolled again: {roll}"
}

message "fate.adjusted" {
  rule = "fate.adjust"
  text = "die {die} is turned from {before} to {after}"
}

message "fate.moved" {
  rule = "fate.move"
  text = "{unit} moves from {from} to {hex}, whatever the terrain costs"
}

message "fate.in-command-now" {
  rule = "fate.in-command"
  text = "{hex} is in command: {units}"
}

message "fate.ops-complete-removed" {
  rule = "fate.ops-complete"
  text = "{unit}'s Ops Complete marker is removed"
}

message "fate.marker-returned" {
  rule = "fate.redraw"
  text = "{marker} goes back into the cup unused"
}

message "fate.points-spent" {
  rule  = "fate.spent"
  text  = "{side} spends {cost} Fate Point(s) on {effect} ({left} left)"
  names = { effect = "message" }
}

# the effects of spend_fate, by their ids, in fate.points-spent
message "fate.effect-reroll" {
  rule = "fate.reroll"
  text = "reroll"
}

message "fate.effect-adjust" {
  rule = "fate.adjust"
  text = "adjust"
}

message "fate.effect-move" {
  rule = "fate.move"
  text = "move"
}

message "fate.effect-in-command" {
  rule = "fate.in-command"
  text = "in_command"
}

message "fate.effect-remove-ops-complete" {
  rule = "fate.ops-complete"
  text = "remove_ops_complete"
}

message "fate.effect-return-marker" {
  rule = "fate.redraw"
  text = "return_marker"
}
