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

message "helicopters.nothing-to-fly" {
  rule = "helicopters.movement"
  text = "name a path, or an altitude other than {altitude}"
}



message "helicopters.passengers-noe" {
  rule = "helicopters.noe"
  text = "{unit} carries infantry: it flies them only at NOE"
}

message "helicopters.no-point-to-climb" {
  rule = "helicopters.movement"
  text = "{unit} has {n} Speed point(s) left: changing altitude costs 1"
}

message "helicopters.ap-at-noe" {
  rule = "helicopters.cruise"
  text = "{unit} flies at NOE: AP weapons fire only at Cruise"
}

message "helicopters.fixed-on-move" {
  rule = "helicopters.combat"
  text = "{unit} has flown: on the move a helicopter fires only non-fixed-range weapons"
}

message "helicopters.moving-fire-too-far" {
  rule = "helicopters.combat"
  text = "{unit} would have spent {spent} Speed points this activation: a helicopter fires on the move only within half its Speed ({half})"
}

message "helicopters.too-far-after-climb" {
  rule = "helicopters.movement"
  text = "the path costs {spent} MP; {unit} has {budget} after the altitude change's 1"
}

message "helicopters.recon-at-noe" {
  rule = "helicopters.cruise"
  text = "{unit} flies at NOE: a recon helicopter spots only at Cruise"
}

message "helicopters.altitude-change" {
  rule = "helicopters.movement"
  text = "altitude change"
}
