# The setup area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "setup.no-supply" {
  rule = "setup.order"
  text = "setup: no side holds a supply point: turn 1 begins"
}

message "setup.buying" {
  rule = "setup.order"
  text = "setup: the sides may buy AUX with their supply points (buy), then each side's end_phase; turn 1 starts once every side has ended the setup"
}

message "setup.over" {
  rule = "setup.order"
  text = "the setup phase is over"
}
