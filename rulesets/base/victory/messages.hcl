# The victory area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "victory.no-credit-destroyed" {
  rule = "victory.credit"
  text = "{unit} ({class}) was destroyed by no enemy on record: nobody scores it"
}

message "victory.no-credit-reduced" {
  rule = "victory.credit"
  text = "{unit} ({class}) was reduced by no enemy on record: nobody scores it"
}

message "victory.unit-destroyed" {
  rule = "victory.unit-points"
  text = "{side} scores {n} VP: {unit} ({class}) destroyed"
}

message "victory.unit-reduced" {
  rule = "victory.unit-points"
  text = "{side} scores {n} VP: {unit} ({class}) reduced"
}

message "victory.unit-destroyed-commander" {
  rule = "victory.unit-points"
  text = "{side} scores {n} VP: {unit} ({class}) destroyed, with the {marker} marker"
}

message "victory.unit-reduced-commander" {
  rule = "victory.unit-points"
  text = "{side} scores {n} VP: {unit} ({class}) reduced, with the {marker} marker"
}

message "victory.objective-held" {
  rule = "victory.objectives"
  text = "{side} scores {n} VP: it holds the objective {hex}"
}

message "victory.draw" {
  rule = "victory.margins"
  text = "equal victory points: the game is a draw ({tally})"
}

message "victory.lead-tactical" {
  rule = "victory.margins"
  text = "{side} leads by {lead} VP: a tactical victory"
}

message "victory.lead-decisive" {
  rule = "victory.margins"
  text = "{side} leads by {lead} VP: a decisive victory"
}

message "victory.lead-crushing" {
  rule = "victory.margins"
  text = "{side} leads by {lead} VP: a crushing victory"
}

message "victory.result-draw" {
  rule = "victory.margins"
  text = "draw ({tally} VP)"
}

message "victory.result-tactical" {
  rule = "victory.margins"
  text = "{side} wins a tactical victory ({tally} VP)"
}

message "victory.result-decisive" {
  rule = "victory.margins"
  text = "{side} wins a decisive victory ({tally} VP)"
}

message "victory.result-crushing" {
  rule = "victory.margins"
  text = "{side} wins a crushing victory ({tally} VP)"
}
