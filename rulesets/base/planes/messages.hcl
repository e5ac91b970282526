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
