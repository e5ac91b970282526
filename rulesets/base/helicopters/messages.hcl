# The helicopters area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "helicopters.climbs" {
  rule = "helicopters.pop-up"
  text = "{unit} climbs to Cruise in {hex}: enemies that now see it may fire"
}

message "helicopters.drops" {
  rule = "helicopters.movement"
  text = "{unit} drops to NOE in {hex}: 1 Speed point"
}

message "helicopters.flies-noe" {
  rule = "helicopters.movement"
  text = "{unit} flies {n} hex(es) to {hex} at NOE, {mp} Speed point(s) spent this activation"
}

message "helicopters.flies-cruise" {
  rule = "helicopters.movement"
  text = "{unit} flies {n} hex(es) to {hex} at Cruise, {mp} Speed point(s) spent this activation"
}

message "helicopters.debris-harmless" {
  rule = "helicopters.damage"
  text = "debris from {unit} falls in {hex} ({roll}): no harm done"
}

message "helicopters.debris-shakes" {
  rule = "helicopters.damage"
  text = "debris from {unit} falls in {hex} ({roll}): {hit} is Shaken"
}
