# The supply area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "supply.refit-open" {
  rule = "supply.refit"
  text = "Cleanup: supply points may refit reduced units (refit), then end_phase"
}

message "supply.refitted" {
  rule = "supply.refit"
  text = "{side} spends a supply point: {unit} is back at full strength ({left} point(s) left)"
}

message "supply.refits-over" {
  rule = "supply.timing"
  text = "the refits are over"
}

message "supply.received" {
  rule = "supply.timing"
  text = "{side} receives {n} supply point(s) this turn"
}

message "supply.lost" {
  rule = "supply.timing"
  text = "{side} loses {n} unused supply point(s)"
}

message "supply.no-point-left" {
  rule = "supply.timing"
  text = "{side} has no supply point left this turn"
}
