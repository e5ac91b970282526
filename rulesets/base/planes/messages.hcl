# The planes area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "planes.leaves-west" {
  rule = "planes.flight"
  text = "{unit} leaves the map across the west edge; it may come back on the side's next activation"
}

message "planes.leaves-west-minimum" {
  rule = "planes.flight"
  text = "{unit} leaves the map across the west edge, finishing its minimum flight; it may come back on the side's next activation"
}

message "planes.enters-west" {
  rule = "planes.entry"
  text = "{unit} enters over the west edge at {hex}; it must leave by the east edge"
}

message "planes.leaves-east" {
  rule = "planes.flight"
  text = "{unit} leaves the map across the east edge; it may come back on the side's next activation"
}

message "planes.leaves-east-minimum" {
  rule = "planes.flight"
  text = "{unit} leaves the map across the east edge, finishing its minimum flight; it may come back on the side's next activation"
}

message "planes.enters-east" {
  rule = "planes.entry"
  text = "{unit} enters over the east edge at {hex}; it must leave by the west edge"
}

message "planes.leaves-north" {
  rule = "planes.flight"
  text = "{unit} leaves the map across the north edge; it may come back on the side's next activation"
}

message "planes.leaves-north-minimum" {
  rule = "planes.flight"
  text = "{unit} leaves the map across the north edge, finishing its minimum flight; it may come back on the side's next activation"
}

message "planes.enters-north" {
  rule = "planes.entry"
  text = "{unit} enters over the north edge at {hex}; it must leave by the south edge"
}

message "planes.leaves-south" {
  rule = "planes.flight"
  text = "{unit} leaves the map across the south edge; it may come back on the side's next activation"
}

message "planes.leaves-south-minimum" {
  rule = "planes.flight"
  text = "{unit} leaves the map across the south edge, finishing its minimum flight; it may come back on the side's next activation"
}

message "planes.enters-south" {
  rule = "planes.entry"
  text = "{unit} enters over the south edge at {hex}; it must leave by the north edge"
}

message "planes.flown" {
  rule = "planes.entry"
  text = "{unit} flies to {hex}: {n} hex(es) flown this activation"
}

message "planes.flown-below-minimum" {
  rule = "planes.entry"
  text = "{unit} flies to {hex}: {n} hex(es) flown this activation (its minimum is {min})"
}

message "planes.cas-called" {
  rule = "planes.request"
  text = "{unit} calls CAS: {planes} will arrive at {side}'s first activation of turn {turn}"
}

message "planes.cas-arrives" {
  rule = "planes.request"
  text = "CAS arrives for {side}: {planes} must enter the map during this activation"
}

message "planes.may-come-back" {
  rule = "planes.flight"
  text = "{unit} may come back for another run this activation, over the edge where it left"
}

message "planes.rallies" {
  rule = "planes.damage"
  text = "{unit} rallies automatically"
}

message "planes.mission-over" {
  rule = "planes.flight"
  text = "{unit} did not come back: its mission is over for this turn"
}

message "planes.flies-home" {
  rule = "planes.turnaround"
  text = "{unit} flies home to refuel and rearm: it may be called again from the next turn"
}

message "planes.attack-run" {
  rule = "planes.attack"
  text = "{unit} makes its attack run in {hex} on {targets}"
}

message "planes.debris-harmless" {
  rule = "planes.damage"
  text = "debris from {unit} falls in {hex} ({roll}): no harm done"
}

message "planes.debris-shakes" {
  rule = "planes.damage"
  text = "debris from {unit} falls in {hex} ({roll}): {hit} is Shaken"
}

message "planes.no-altitude" {
  rule = "planes.entry"
  text = "a plane always flies at level 2: it takes no altitude"
}

message "planes.no-mission" {
  rule = "planes.flight"
  text = "{unit} flies no mission this turn"
}

message "planes.left-map" {
  rule = "planes.flight"
  text = "{unit} left the map this activation: it may come back on the side's next activation"
}

message "planes.flown-all" {
  rule = "planes.entry"
  text = "{unit} has flown {flown} of its {max} hexes"
}

message "planes.off-map-path" {
  rule = "planes.entry"
  text = "{unit} is off the map: the path starts with its entry hex"
}

message "planes.beyond-max-speed" {
  rule = "planes.entry"
  text = "{unit} would fly {n} hexes this activation: its maximum Speed is {max}"
}

message "planes.airspace-taken" {
  rule = "planes.airspace"
  text = "{other} is in {hex} at the plane's level: a plane may not enter its hex"
}


message "planes.must-enter" {
  rule = "planes.flight"
  text = "{unit} arrives this activation: fly it onto the map from an edge hex"
}

message "planes.below-minimum" {
  rule = "planes.entry"
  text = "{unit} has flown {n} hex(es): it must fly at least {min} each activation"
}

message "planes.not-caller" {
  rule = "planes.request"
  text = "{unit} is neither its formation's CO/2IC nor a recon unit"
}


message "planes.none-called" {
  rule = "planes.request"
  text = "call at least one plane"
}

message "planes.not-available" {
  rule = "planes.turnaround"
  text = "{side} has {n} {type} available (planes flying this turn come back only at Cleanup; lost planes never)"
}

message "planes.no-targets" {
  rule = "planes.attack"
  text = "name the units attacked, in order"
}

message "planes.target-twice" {
  rule = "planes.attack"
  text = "{unit} is named twice"
}


message "planes.target-not-in-hex" {
  rule = "planes.attack"
  text = "{target} is not in {hex}: a plane attacks only units in its own hex"
}



message "planes.entry-not-edge" {
  rule = "planes.entry"
  text = "{hex} is not on a map edge: a plane enters on an edge hex"
}



message "planes.route-not-adjacent" {
  rule = "planes.route"
  text = "{to} is not next to {at}"
}

message "planes.second-side-hex" {
  rule = "planes.route"
  text = "{from} -> {to} would be a second side-hex move in a row: at most one per hex advanced"
}

message "planes.not-on-exit-west" {
  rule = "planes.entry"
  text = "{unit} is not on its exit edge (west): name the hexes it flies"
}

message "planes.back-over-west" {
  rule = "planes.flight"
  text = "{unit} comes back over the west edge, where it left the map: {hex} is not on it"
}

message "planes.not-forward-west" {
  rule = "planes.route"
  text = "{from} -> {to} does not fly forward: the plane entered on the west edge and must head for the east edge"
}

message "planes.not-on-exit-east" {
  rule = "planes.entry"
  text = "{unit} is not on its exit edge (east): name the hexes it flies"
}

message "planes.back-over-east" {
  rule = "planes.flight"
  text = "{unit} comes back over the east edge, where it left the map: {hex} is not on it"
}

message "planes.not-forward-east" {
  rule = "planes.route"
  text = "{from} -> {to} does not fly forward: the plane entered on the east edge and must head for the west edge"
}

message "planes.not-on-exit-north" {
  rule = "planes.entry"
  text = "{unit} is not on its exit edge (north): name the hexes it flies"
}

message "planes.back-over-north" {
  rule = "planes.flight"
  text = "{unit} comes back over the north edge, where it left the map: {hex} is not on it"
}

message "planes.not-forward-north" {
  rule = "planes.route"
  text = "{from} -> {to} does not fly forward: the plane entered on the north edge and must head for the south edge"
}

message "planes.not-on-exit-south" {
  rule = "planes.entry"
  text = "{unit} is not on its exit edge (south): name the hexes it flies"
}

message "planes.back-over-south" {
  rule = "planes.flight"
  text = "{unit} comes back over the south edge, where it left the map: {hex} is not on it"
}

message "planes.not-forward-south" {
  rule = "planes.route"
  text = "{from} -> {to} does not fly forward: the plane entered on the south edge and must head for the north edge"
}

message "planes.plane-above" {
  rule = "planes.airspace"
  text = "{plane} flies above {unit} in {hex}: the helicopter may not climb or pop up under it"
}

message "planes.plane-in-hex" {
  rule = "planes.airspace"
  text = "{plane} flies in {hex}: a helicopter at Cruise may not share a hex with a plane"
}

message "planes.no-attack" {
  rule  = "planes.attack"
  text  = "no attack on {target}: {reason}"
  names = { reason = "message" } # the refusal, passed on; the line cites its rule
}

message "planes.attack-run-no-move" {
  rule = "planes.attack"
  text = "attack run, no movement"
}

message "planes.debris-roll" {
  rule = "planes.damage"
  text = "debris from {unit}"
}

message "planes.debris-which-roll" {
  rule = "planes.damage"
  text = "debris: which unit"
}
