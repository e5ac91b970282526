# The turn area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "turn.independent-markers-join" {
  rule = "turn.independent-markers"
  text = "uncontrolled Independents are on the map: {n} Independent marker(s) join the cup"
}

message "turn.independent-markers-leave" {
  rule = "turn.independent-markers"
  text = "no uncontrolled Independent is left on the map: {n} Independent marker(s) leave the cup"
}
