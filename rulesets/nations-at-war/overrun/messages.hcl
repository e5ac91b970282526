# The overrun area's refusals and lines in the game's narrative (overrun.lua), each reader
# seeing them in their language (locales/<lang>.hcl translates them).

message "overrun.not-clear" {
  rule = "overrun.terrain"
  text = "{hex} is not Clear (or Clear Hill): no overrun there"
}

message "overrun.marker-bars" {
  rule = "overrun.terrain"
  text = "{hex} holds {marker}: no overrun there"
  names = { marker = "marker_kind" }
}

message "overrun.name-afvs" {
  rule = "overrun.eligibility"
  text = "name one or two AFVs"
}


message "overrun.named-twice" {
  rule = "overrun.eligibility"
  text = "a unit is named twice"
}


message "overrun.short-path" {
  rule = "overrun.cost"
  text = "an overrun drives through the enemy hex into at least one hex beyond"
}

message "overrun.no-enemy" {
  rule = "overrun.eligibility"
  text = "{hex} holds no enemy unit"
}

message "overrun.hard-target" {
  rule = "overrun.eligibility"
  text = "{unit} is a hard target: only soft targets are overrun"
}


message "overrun.exit-held" {
  rule = "overrun.cost"
  text = "the exit hex {hex} holds enemy units"
}


message "overrun.not-adjacent" {
  rule = "overrun.cost"
  text = "{hex} is not next to {from}"
}

message "overrun.enemy-on-path" {
  rule = "overrun.cost"
  text = "only the overrun hex may hold enemy units: {hex} does"
}

message "overrun.impassable" {
  rule = "overrun.cost"
  text = "{unit} cannot enter {hex}"
}

message "overrun.too-far" {
  rule = "overrun.cost"
  text = "{unit} needs {mp} MP to overrun {hex} and leave into {exit}, and has {left} left"
}

message "overrun.called-off" {
  rule = "overrun.eligibility"
  text = "the overrun of {hex} is called off"
}

message "overrun.strikes-one" {
  rule = "overrun.cost"
  text = "{unit} overruns {hex} (its terrain + 1 MP)"
}

message "overrun.strikes-two" {
  rule = "overrun.cost"
  text = "{unit} and {other} overrun {hex} (its terrain + 1 MP)"
}

message "overrun.stopped" {
  rule = "overrun.outcome"
  text = "{unit} is stopped by the counterattack and goes back to {hex}"
}

message "overrun.drives-on" {
  rule = "overrun.outcome"
  text = "{unit} drives on into {hex}"
}

message "overrun.attack-dice-roll" {
  rule = "overrun.attack"
  text = "{unit} overrun dice"
}
