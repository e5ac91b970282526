# The turn area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "turn.advance-spent" {
  rule = "turn.advance-marker"
  text = "the Advance marker is drawn, but {side} has no formation on the map: it is spent"
}

message "turn.advance-drawn" {
  rule = "turn.advance-marker"
  text = "the Advance marker: {side} names a formation for an extra activation"
}

message "turn.back-in-cup" {
  rule = "turn.consecutive-limit"
  text = "{marker} would give {side} a third activation in a row: it goes back into the cup"
}

message "turn.drawn" {
  rule = "turn.draw-count"
  text = "{marker} is drawn; {left} draw(s) left this turn"
}

message "turn.advance-taken" {
  rule = "turn.advance-marker"
  text = "{formation} takes the Advance marker's extra activation"
}

message "turn.no-draw-left" {
  rule = "turn.draw-count"
  text = "no draw is left this turn: end_phase starts the Cleanup"
}

message "turn.actions-over" {
  rule = "turn.draw-count"
  text = "the Actions phase of turn {turn} is over"
}

message "turn.draws-counted" {
  rule = "turn.draw-count"
  text = "turn {turn}: {markers} markers in the cup, {players} players: {n} draws this turn"
}

message "turn.arrived" {
  rule = "turn.activation-markers"
  text = "{formation} arrived: {n} activation marker(s) join the cup at Cleanup"
}

message "turn.reinforcement-arrives" {
  rule = "turn.reinforcements"
  text = "{unit} arrives as a reinforcement in {hex}"
}

message "turn.reinforcement-waits" {
  rule = "turn.reinforcements"
  text = "{unit} is due as a reinforcement but has no entry hex: it waits off the map"
}

message "turn.reinforcement-markers" {
  rule = "turn.activation-markers"
  text = "the reinforcements of {formation} put {n} activation marker(s) in the cup"
}

message "turn.arrived-markers" {
  rule = "turn.activation-markers"
  text = "{formation} arrived this turn: {n} marker(s) join the cup"
}

message "turn.eliminated-markers" {
  rule = "turn.activation-markers"
  text = "{formation} has been eliminated: its {n} marker(s) leave the cup"
}

message "turn.no-advance-waiting" {
  rule = "turn.advance-marker"
  text = "no Advance marker is waiting for a formation"
}

message "turn.not-side-formation" {
  rule = "turn.advance-marker"
  text = "{formation} is not a formation of {side}"
}

message "turn.formation-not-on-map" {
  rule = "turn.advance-marker"
  text = "{formation} has no units on the map"
}

message "turn.activation-running" {
  rule = "turn.sequence"
  text = "the activation of {who} is not over: end_activation first"
}

message "turn.draws-left" {
  rule = "turn.draw-count"
  text = "{n} draw(s) are left this turn"
}

message "turn.draw-not-actions-phase" {
  rule = "turn.sequence"
  text = "markers are drawn in the Actions phase, not in {phase}"
}

message "turn.cup-empty" {
  rule = "turn.draw-count"
  text = "the cup is empty"
}

message "turn.draws-done" {
  rule = "turn.draw-count"
  text = "every draw of this turn has been made: end_phase"
}

message "turn.only-third-activations" {
  rule = "turn.consecutive-limit"
  text = "every marker left in the cup would give a side a third activation in a row: end_phase"
}

message "turn.game-over" {
  rule = "turn.game-length"
  text = "the game is over"
}

message "turn.draw-purpose" {
  rule = "turn.sequence"
  text = "draw"
}
