# The black-hand area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "black-hand.auto-rally" {
  rule = "black-hand.command"
  text = "{unit} has no field CO and rallies automatically"
}

message "black-hand.masterless" {
  rule = "black-hand.masterless"
  text = "no player commands the Black Hand: its units act by themselves"
}

message "black-hand.marker-no-units" {
  rule = "black-hand.command"
  text = "a Black Hand marker is drawn, but the Black Hand has no unit on the map"
}

message "black-hand.marker-drawn" {
  rule = "black-hand.command"
  text = "a Black Hand marker is drawn: every Black Hand unit activates"
}

message "black-hand.no-opportunity-fire" {
  rule = "black-hand.masterless"
  text = "the masterless {side} take no opportunity fire at {unit}"
}

message "black-hand.no-co-bonus" {
  rule = "black-hand.command"
  text = "no CO bonus: {unit} has no field CO"
}

message "black-hand.crew-next-to-assault" {
  rule = "black-hand.masterless"
  text = "{unit} is next to {target}: it assaults"
}

message "black-hand.crew-stays-fires" {
  rule = "black-hand.masterless"
  text = "{unit} has {target} in range and sight: it stays and fires"
}

message "black-hand.crew-cannot-get-closer" {
  rule = "black-hand.masterless"
  text = "{unit} cannot get closer to {goal}"
}

message "black-hand.crew-no-enemy" {
  rule = "black-hand.masterless"
  text = "{unit} has no enemy to seek"
}

message "black-hand.crew-no-room" {
  rule = "black-hand.masterless"
  text = "{unit} finds no room on its way towards {goal}"
}

message "black-hand.crew-heads-for" {
  rule = "black-hand.masterless"
  text = "{unit} heads for {goal}, the closest enemy: {path}"
}

message "black-hand.crew-will-assault" {
  rule = "black-hand.masterless"
  text = "{unit} will be next to {target} in {hex}: it assaults"
}

message "black-hand.crew-will-fire" {
  rule = "black-hand.masterless"
  text = "{unit} will have {target} in range and sight in {hex}: it fires on the move"
}

message "black-hand.crew-will-wait" {
  rule = "black-hand.masterless"
  text = "{unit} will see {target} from {hex} but will have moved more than half its MP: it waits there"
}

message "black-hand.crew-overstacked" {
  rule = "black-hand.masterless"
  text = "{hex} holds too many Black Hand units: {unit} is removed"
}

message "black-hand.crew-activation-ends" {
  rule = "black-hand.masterless"
  text = "the masterless Black Hand's activation ends"
}
