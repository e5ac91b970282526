# The artillery area's refusals and narrative lines (artillery/artillery.lua, artillery/lib/missions.lua), as messages told in each reader's language.

message "artillery.no-such-mission" {
  rule = "artillery.missions"
  text = "'{mission}' is no mission: he-<FP>-<To-Hit> or smoke"
}

message "artillery.no-mission-left" {
  rule = "artillery.missions"
  text = "{side} has no {mission} mission left"
}

message "artillery.no-los" {
  rule = "artillery.calling"
  text = "{unit} does not see {hex}"
}

message "artillery.not-caller" {
  rule = "artillery.calling"
  text = "{unit} is not an HQ, sub-HQ or Recon unit"
}

message "artillery.not-active" {
  rule = "artillery.calling"
  text = "{unit} is not of the active formation"
}

message "artillery.not-on-map" {
  rule = "artillery.calling"
  text = "{unit} is not on the map"
}

message "artillery.ops-complete" {
  rule = "artillery.caller"
  text = "{unit} is Ops Complete and calls no fire mission"
}

message "artillery.moved" {
  rule = "artillery.calling"
  text = "{unit} has moved: fire missions are its first actions"
}

message "artillery.step-over" {
  rule = "artillery.timing"
  text = "the Fire Mission step of {formation} is over: its operations have begun"
}

message "artillery.two-missions" {
  rule = "artillery.timing"
  text = "{formation} has made its two fire missions this activation"
}

message "artillery.calls" {
  rule  = "artillery.calling"
  text  = "{unit} ({role}) calls a {mission} mission on {hex} ({left} left)"
  names = { role = "message" }
}

message "artillery.role-hq" {
  rule = "artillery.calling"
  text = "HQ"
}

message "artillery.role-sub-hq" {
  rule = "artillery.calling"
  text = "sub-HQ"
}

message "artillery.role-recon" {
  rule = "artillery.calling"
  text = "Recon"
}

message "artillery.caller-free" {
  rule = "artillery.caller"
  text = "{unit} is not marked Ops Complete for calling"
}

message "artillery.ineffective" {
  rule = "artillery.accuracy"
  text = "accuracy 1d6: {roll}: the mission is ineffective"
}

message "artillery.on-target" {
  rule = "artillery.accuracy"
  text = "accuracy 1d6: {roll}: on target"
}

# the name of a mission's attack on a hex, in the hex attack's line (mortars/lib/hexattack.lua)
message "artillery.barrage-name" {
  rule = "artillery.he"
  text = "barrage {mission}"
}

message "artillery.barrage-off" {
  rule = "artillery.he"
  text = "the Barrage marker comes off {hex}"
}

message "artillery.accuracy-roll" {
  rule = "artillery.accuracy"
  text = "artillery accuracy"
}
