# The movement area's refusals and lines in the game's narrative (movement/move.lua,
# movement/lib/movement.lua), each reader seeing them in their language (locales/<lang>.hcl).

message "movement.off-map" {
  rule = "movement.points"
  text = "{hex} is off the map"
}

message "movement.not-adjacent" {
  rule = "movement.terrain"
  text = "{hex} is not next to {from}"
}

message "movement.enemy-hex" {
  rule = "movement.enemy-hex"
  text = "{hex} holds an enemy unit: a move may not enter or cross it (only an assault or an overrun enters)"
}

message "movement.impassable" {
  rule = "movement.terrain"
  text = "{unit} may not enter {hex}"
}


message "movement.too-far" {
  rule = "movement.points"
  text = "the path costs {unit} {mp} MP; it has {left} left"
}

message "movement.halted" {
  rule = "movement.ops-complete"
  text = "{unit} stops in {hex} and is Ops Complete"
}

message "movement.spent-ops-complete" {
  rule = "movement.ops-complete"
  text = "{unit} has spent its {mf} MP and is Ops Complete"
}

message "movement.unit-or-units" {
  rule = "movement.stacks"
  text = "name either unit or units, not both"
}

message "movement.name-movers" {
  rule = "movement.points"
  text = "name the unit or the units that move"
}

message "movement.empty-path" {
  rule = "movement.points"
  text = "the path names no hex"
}

message "movement.named-twice" {
  rule = "movement.stacks"
  text = "{unit} is named twice"
}

message "movement.not-stacked" {
  rule = "movement.stacks"
  text = "{unit} is not stacked with {first}"
}

message "movement.other-side" {
  rule = "movement.stacks"
  text = "{unit} is not of {first}'s side"
}

message "movement.moved" {
  rule = "movement.points"
  text = "{unit} moved to {hex}: {spent} of {mf} MP spent"
}

message "movement.pulse-ops-complete" {
  rule = "movement.ops-complete"
  text = "{unit} moved in this pulse: Ops Complete"
}

message "movement.mp-to-enter" {
  rule = "movement.terrain"
  text = "MP for {unit} to enter {hex}"
}

message "movement.movement-factor" {
  rule = "movement.points"
  text = "Movement Factor"
}

message "movement.mp-spent" {
  rule = "movement.points"
  text = "MP already spent"
}

message "movement.mp-left" {
  rule = "movement.points"
  text = "MP left to {unit}"
}
