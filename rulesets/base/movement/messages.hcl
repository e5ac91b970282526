# The movement area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "movement.moved" {
  rule = "movement.speed"
  text = "{unit} moved to {hex}, spending {mp} of {budget} MP; it is Finished"
}

message "movement.path-off-map" {
  rule = "movement.speed"
  text = "{hex} is off the map"
}

message "movement.path-not-adjacent" {
  rule = "movement.speed"
  text = "{to} is not next to {at}"
}




message "movement.cannot-enter" {
  rule = "movement.speed"
  text = "{to} cannot be entered from {at}"
}

message "movement.water-closed" {
  rule = "movement.water"
  text = "{hex} is water; land units cross it only along a road bridge"
}


message "movement.too-far-off-road" {
  rule = "movement.road-bonus"
  text = "the path costs {spent} MP; {unit} has {budget} (no road bonus: {off} is off the road)"
}

message "movement.no-mover" {
  rule = "movement.speed"
  text = "name the unit or the units that move"
}

message "movement.group-not-stacked" {
  rule = "movement.group"
  text = "a group is units of one formation stacked in one hex; {unit} is not stacked with {first}"
}

message "movement.path-too-far" {
  rule = "movement.speed"
  text = "the path costs {spent} MP; {unit} has {budget}"
}

message "movement.both-unit-and-units" {
  rule = "movement.group"
  text = "name either unit or units, not both"
}

message "movement.no-path-hexes" {
  rule = "movement.speed"
  text = "the path names no hex"
}

message "movement.mover-twice" {
  rule = "movement.group"
  text = "{unit} is named twice"
}

message "assault.group-not-stacked" {
  rule = "movement.group"
  text = "a group assault is two units of one formation in one hex"
}

message "movement.mp-for" {
  rule = "movement.speed"
  text = "MP for {unit} to enter {hex}"
}

message "movement.speed-term" {
  rule = "movement.speed"
  text = "speed"
}

message "movement.road-bonus-term" {
  rule = "movement.road-bonus"
  text = "road bonus"
}

message "movement.mp-budget-of" {
  rule = "movement.speed"
  text = "MP budget of {unit}"
}
