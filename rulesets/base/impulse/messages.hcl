# The impulse area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "impulse.marker-spent" {
  rule = "impulse.activation"
  text = "{formation} has no units on the map: its marker is spent"
}

message "impulse.activates" {
  rule = "impulse.activation"
  text = "{formation} activates"
}

message "impulse.activation-ends" {
  rule = "impulse.activation"
  text = "the activation of {who} ends"
}

message "impulse.finished-off" {
  rule = "impulse.finished"
  text = "Finished markers come off {units} as the activation starts"
}

message "impulse.flew-finished" {
  rule = "impulse.finished"
  text = "{unit} flew this activation: it is Finished"
}

message "impulse.draw-next" {
  rule = "impulse.activation"
  text = "no formation is active: draw the next marker"
}

message "impulse.no-activation" {
  rule = "impulse.activation"
  text = "no formation is active"
}

message "impulse.finished" {
  rule = "impulse.finished"
  text = "{unit} is Finished (after a pop-up attack it may only change altitude back, without moving)"
}

message "impulse.apc-finished" {
  rule = "impulse.finished"
  text = "{unit} is Finished"
}

message "impulse.passenger-acted" {
  rule = "impulse.finished"
  text = "{passenger} has already acted this activation"
}
