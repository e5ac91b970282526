# The missiles area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "missiles.launch-in-sight" {
  rule = "missiles.targeting"
  text = "{unit} launches its {warhead} missile at {hex}, in its own sight"
}

message "missiles.launch-spotted" {
  rule = "missiles.targeting"
  text = "{unit} launches its {warhead} missile at {hex}, spotted by {spotter}"
}

message "missiles.fired-leaves" {
  rule = "missiles.one-shot"
  text = "{unit} has fired its one missile and leaves the map"
}

message "missiles.no-accuracy-roll" {
  rule = "missiles.on-board"
  text = "on-board launch: no accuracy roll"
}

message "missiles.site-captured" {
  rule  = "missiles.v2"
  text  = "{unit} takes {hex}: the {name} launch site of {side} is captured"
  names = { name = "unit_type" }
}

message "missiles.sarin-site" {
  rule = "missiles.v2"
  text = "{unit} is a launch site the Sarin cannot harm"
}

message "missiles.site-unharmed-spa" {
  rule = "missiles.v2"
  text = "{unit} is a launch site that SPA fire cannot harm"
}

message "missiles.site-unharmed-barrage" {
  rule = "missiles.v2"
  text = "{unit} is a launch site that a Barrage cannot harm"
}

message "missiles.site-unharmed-nuclear" {
  rule = "missiles.v2"
  text = "{unit} is a launch site that a Nuclear strike cannot harm"
}

message "missiles.site-unharmed-missile" {
  rule = "missiles.v2"
  text = "{unit} is a launch site that the missile cannot harm"
}

message "missiles.site-unharmed-strike" {
  rule = "missiles.v2"
  text = "{unit} is a launch site that the strike cannot harm"
}

message "missiles.black-hand-biological-only" {
  rule = "missiles.black-hand-capture"
  text = "the Black Hand launches a captured V-2 with its biological agent only"
}

message "missiles.no-such-warhead" {
  rule = "missiles.warheads"
  text = "the scenario gives {side} no {warhead} warhead"
}


message "missiles.target-unseen" {
  rule = "missiles.targeting"
  text = "{hex} is seen neither by {unit} nor by a CO/2IC or recon unit of {side}"
}

message "missiles.target-launch-site" {
  rule = "missiles.v2"
  text = "{target} is a launch site: it cannot be attacked, only captured"
}

message "missiles.accuracy-roll" {
  rule = "missiles.on-board"
  text = "missile accuracy on {hex}"
}
