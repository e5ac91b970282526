# The scenarios area's lines in the game's narrative (victory.lua, lib/victory.lua), each reader
# seeing them in their language (locales/<lang>.hcl translates them).

message "scenarios.controls" {
  rule = "scenarios.control"
  text = "{side} controls the objective {hex}"
}

message "scenarios.wins-objectives" {
  rule = "scenarios.control"
  text = "{side} wins: it controls more objectives ({objectives} objectives)"
}

message "scenarios.wins-points-objectives-even" {
  rule = "scenarios.control"
  text = "{side} wins on points: objectives even ({objectives} objectives), {points} points destroyed"
}

message "scenarios.draw-objectives" {
  rule = "scenarios.control"
  text = "draw: objectives even ({objectives} objectives), {points} points destroyed"
}







