# The movement area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "movement.moved" {
  rule = "movement.speed"
  text = "{unit} moved to {hex}, spending {mp} of {budget} MP; it is Finished"
}
