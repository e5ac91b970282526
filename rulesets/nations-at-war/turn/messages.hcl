# The turn area's refusals and lines in the game's narrative (turn.lua, lib/turn.lua), each
# reader seeing them in their language (locales/<lang>.hcl translates them).

message "turn.operations-over" {
  rule = "turn.end-of-turn"
  text = "{reason}: the Operations phase of turn {turn} is over"
  names = { reason = "message" }
}

message "turn.cup-empty" {
  rule = "turn.end-of-turn"
  text = "the cup is empty"
}

message "turn.only-end-of-turn" {
  rule = "turn.end-of-turn"
  text = "only End of Turn markers are left in the cup"
}

message "turn.last-end-of-turn" {
  rule = "turn.end-of-turn"
  text = "the last End of Turn marker is drawn"
}

message "turn.draw-phase" {
  rule = "turn.operations"
  text = "markers are drawn in the Operations phase"
}

message "turn.drawn" {
  rule = "turn.operations"
  text = "{marker} is drawn from the cup"
}




message "turn.pulse-complete" {
  rule = "turn.operations"
  text = "the pulse of {formation} is complete"
}

message "turn.still-waits" {
  rule = "turn.no-activation"
  text = "{formation} activates; {side} still waits for {other} before its End of Turn markers go back"
}

message "turn.held-back" {
  rule = "turn.no-activation"
  text = "{formation} activates: {side} puts its {n} held End of Turn marker(s) back into the cup"
}

message "turn.ops-complete-off" {
  rule = "turn.marker-removal"
  text = "{n} Ops Complete marker(s) come off"
}

message "turn.missed" {
  rule = "turn.no-activation"
  text = "{formation} did not activate this turn"
}

message "turn.held" {
  rule = "turn.no-activation"
  text = "{side} keeps {n} End of Turn marker(s) out of the cup"
}

message "turn.marker-stays-out" {
  rule = "turn.marker-removal"
  text = "{formation} has no unit left in play: its marker stays out"
}


message "turn.back-in-cup" {
  rule = "turn.marker-removal"
  text = "back into the cup: {markers}; {n} End of Turn marker(s)"
}

message "turn.back-in-cup-end-of-turn" {
  rule = "turn.marker-removal"
  text = "back into the cup: {n} End of Turn marker(s)"
}

message "turn.last-turn-over" {
  rule = "turn.marker-removal"
  text = "turn {turn} was the last: the game is over"
}

message "turn.draw-purpose" {
  rule = "turn.operations"
  text = "draw"
}
