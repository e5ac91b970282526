# The air area's refusals and lines in the game's narrative (air/air.lua), as messages each reader is told in their language.

message "air.aa-no-unit" {
  rule = "air.aa-fire"
  text = "no such unit"
}

message "air.aa-not-defender" {
  rule = "air.aa-fire"
  text = "{unit} is not of the side whose unit is struck"
}

message "air.aa-not-on-map" {
  rule = "air.aa-fire"
  text = "{unit} is not on the map"
}

message "air.no-aa" {
  rule = "air.aa-fire"
  text = "{unit} has no AA firepower"
}

message "air.aa-disrupted" {
  rule = "air.aa-fire"
  text = "{unit} is Disrupted"
}

message "air.aa-ops-complete" {
  rule = "air.aa-fire"
  text = "{unit} is Ops Complete"
}

message "air.aa-out-of-range" {
  rule = "air.aa-fire"
  text = "{hex} is {distance} hexes away; {unit} reaches {limit}"
}

message "air.not-drawn" {
  rule = "air.strikes"
  text = "{unit} is not a drawn air strike waiting to be played"
}

message "air.target-off-map" {
  rule = "air.target"
  text = "the target must be a unit on the map"
}

message "air.target-friendly" {
  rule = "air.target"
  text = "an air strike targets an enemy unit"
}

message "air.target-hq" {
  rule = "air.target"
  text = "{unit} is an HQ: never a target"
}

message "air.no-aircraft" {
  rule = "air.aa-fire"
  text = "no aircraft is coming in"
}

message "air.not-incoming" {
  rule = "air.aa-fire"
  text = "{unit} is not the aircraft coming in"
}

message "air.no-deviation" {
  rule = "air.accuracy"
  text = "no missed air strike waits for the defender"
}

message "air.deviate-not-adjacent" {
  rule = "air.accuracy"
  text = "{hex} is not next to {target}"
}

message "air.back-in-cup" {
  rule = "air.return"
  text = "{unit} goes back into the cup at the Marker Removal"
}

message "air.return-again" {
  rule = "air.return"
  text = "return die {die} > {hits} hit(s): {unit} comes back next turn"
}

message "air.return-out" {
  rule = "air.return"
  text = "return die {die} <= {hits} hit(s): {unit} is out of ammunition and leaves the game"
}

message "air.accuracy-miss" {
  rule = "air.accuracy"
  text = "accuracy 1d6: {roll}: {unit} misses; the defender picks a hex next to {hex}"
}

message "air.accuracy-partial" {
  rule = "air.accuracy"
  text = "accuracy 1d6: {roll}: a partial hit, one die less"
}

message "air.accuracy-on-target" {
  rule = "air.accuracy"
  text = "accuracy 1d6: {roll}: on target"
}

message "air.strike-gone" {
  rule = "air.strikes"
  text = "{marker} is no longer in play"
}

message "air.strike-drawn" {
  rule = "air.strikes"
  text = "{unit} is drawn: {side} must play the air strike"
}

message "air.strikes-at" {
  rule = "air.target"
  text = "{unit} strikes at {target} in {hex}"
}

message "air.aa-fires" {
  rule = "air.aa-fire"
  text = "{unit} fires AA at {aircraft}, {distance} hexes: {dice} dice needing {to_hit}+ ({faces}): {hits} hit(s)"
}

message "air.saves" {
  rule = "air.aa-fire"
  text = "{unit} throws {dice} save dice needing {save}+ ({faces}): {saved} hit(s) cancelled"
}

message "air.ops-complete" {
  rule = "air.aa-fire"
  text = "{unit} is Ops Complete"
}

message "air.destroyed" {
  rule = "air.abort"
  text = "{unit} takes two hits and is destroyed"
}

message "air.abort-home" {
  rule = "air.abort"
  text = "{unit} aborts; 1d6 {roll}: it returns to base and leaves the game"
}

message "air.abort-cup" {
  rule = "air.abort"
  text = "{unit} aborts; 1d6 {roll}"
}

message "air.deviated" {
  rule = "air.accuracy"
  text = "the defender sends the strike into {hex}"
}

message "air.deviated-default" {
  rule = "air.accuracy"
  text = "the strike lands in {hex}"
}

message "air.back" {
  rule = "air.strikes"
  text = "{unit} is back in the cup"
}

message "air.strike-enters" {
  rule = "air.strikes"
  text = "{side}'s air strike {unit} goes into the cup (turn {turn})"
}

# the name of the hex attack of an air strike, in the attack's line (mortars/lib/hexattack.lua)
message "air.strike-name" {
  rule = "air.attack"
  text = "{unit} strikes"
}

message "air.aa-firepower-name" {
  rule = "air.aa-fire"
  text = "AA firepower"
}

message "air.to-hit-name" {
  rule = "air.aa-fire"
  text = "To-Hit"
}

message "air.return-roll" {
  rule = "air.return"
  text = "return die"
}

message "air.accuracy-roll" {
  rule = "air.accuracy"
  text = "air strike accuracy"
}

message "air.aa-dice-roll" {
  rule = "air.aa-fire"
  text = "AA dice"
}

message "air.save-dice-roll" {
  rule = "air.defence"
  text = "aircraft save dice"
}

message "air.abort-roll" {
  rule = "air.abort"
  text = "abort die"
}
