# The results area's refusals and lines in the game's narrative (results.lua), each reader
# seeing them in their language (locales/<lang>.hcl translates them).

message "results.hq-step" {
  rule = "results.disruption"
  text = "{unit} is an HQ, never Disrupted: it loses a step"
}

message "results.hq-removed" {
  rule = "results.disruption"
  text = "{unit} is an HQ, never Disrupted: on its last step it is removed"
}

message "results.disrupted" {
  rule = "results.disruption"
  text = "{unit} is Disrupted"
}

message "results.step-loss" {
  rule = "results.step-loss"
  text = "{unit} loses a step: flipped to its reduced side"
}

message "results.single-step" {
  rule = "results.single-step"
  text = "{unit} has a single step"
}

message "results.wreck" {
  rule = "results.wreck"
  text = "a wreck is left in {hex}"
}

message "results.no-advance" {
  rule = "results.disrupted-movement"
  text = "{unit} is Disrupted: the step {from}-{to} brings it closer to {enemy}, which it sees"
}
