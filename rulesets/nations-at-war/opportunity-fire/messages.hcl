# The opportunity-fire area's refusals and lines in the game's narrative, each reader seeing
# them in their language (locales/<lang>.hcl translates them).


message "opportunity-fire.friendly-hex" {
  rule = "opportunity-fire.friendly-hex"
  text = "{hex} holds units friendly to {unit}"
}

message "opportunity-fire.not-moving" {
  rule = "opportunity-fire.trigger"
  text = "{target} is not moving here"
}

message "opportunity-fire.not-on-path" {
  rule = "opportunity-fire.trigger"
  text = "{hex} is not on the rest of {target}'s path"
}

message "opportunity-fire.not-yours" {
  rule = "opportunity-fire.trigger"
  text = "the window is {side}'s; {unit} is {owner}'s"
}

message "opportunity-fire.fired" {
  rule = "opportunity-fire.ops-complete"
  text = "{unit} fired on opportunity"
}

message "opportunity-fire.stopped" {
  rule = "opportunity-fire.stop"
  text = "{unit} is hit by Opportunity Fire and must stop: Ops Complete"
}
