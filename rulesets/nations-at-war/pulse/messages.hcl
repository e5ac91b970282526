# The pulse area's lines in the game's narrative (pulse.lua), each reader seeing them in their
# language (locales/<lang>.hcl translates them).

message "pulse.markers-off" {
  rule = "pulse.remove-markers"
  text = "Ops Complete and Out of Command markers come off {units}"
}






message "pulse.missions-called" {
  rule = "pulse.fire-missions"
  text = "{formation} has called {n} of its {max} fire missions"
}

message "pulse.operations-begun" {
  rule = "pulse.operations"
  text = "operations have begun: no more rallies or fire missions this pulse"
}

message "pulse.too-late" {
  rule = "pulse.sequence"
  text = "rallies come before the pulse's fire missions and operations"
}
