# The move-and-fire area's refusals and lines in the game's narrative (move-and-fire.lua), each
# reader seeing them in their language (locales/<lang>.hcl translates them).

message "move-and-fire.path-without-moving" {
  rule = "move-and-fire.eligibility"
  text = "a path is given only with moving (before or after)"
}

message "move-and-fire.no-path" {
  rule = "move-and-fire.eligibility"
  text = "a move-and-fire names its path"
}

message "move-and-fire.low-mf" {
  rule = "move-and-fire.eligibility"
  text = "{unit} has an MF of {mf}: only an MF above 1 moves and fires"
}

message "move-and-fire.mortar" {
  rule = "move-and-fire.eligibility"
  text = "mortars never move and fire"
}


message "move-and-fire.already-spent" {
  rule = "move-and-fire.same-activation"
  text = "{unit} has already spent {mp} MP (moving, mounting or dismounting): a move-and-fire is one action from the start"
}

message "move-and-fire.target-gone" {
  rule = "move-and-fire.move-first"
  text = "{target} is gone"
}

message "move-and-fire.no-fire" {
  rule = "move-and-fire.move-first"
  text = "{unit} does not fire: {reason}"
  names = { reason = "message" }
}

message "move-and-fire.ops-complete" {
  rule = "move-and-fire.ops-complete"
  text = "{unit} moved and fired: Ops Complete"
}

message "move-and-fire.stopped" {
  rule = "move-and-fire.disrupted"
  text = "{unit} was stopped on the way and does not fire"
}
