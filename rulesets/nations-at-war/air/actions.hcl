# Close air support [air.*]. air/air.lua says when each is legal and what it does. All three are
# reactions: the strike happens when its counter is drawn from the cup, between pulses.

# The owner places a drawn air strike on an enemy unit's hex [air.target]: the only action of
# the mandatory `air-strike` window the draw opens.
action "air_strike" {
  rule     = "air.target"
  title    = "Send the drawn air strike at an enemy unit (any on the map; no line of sight needed)"
  reaction = true

  param "unit" { # the aircraft drawn
    type = "unit"
  }
  param "target" { # any enemy unit on the map
    type = "unit"
  }
}

# The other side's anti-aircraft fire at the incoming aircraft [air.aa-fire]: window `aa-fire`.
action "aa_fire" {
  rule     = "air.aa-fire"
  title    = "Fire a Good Order AA unit's blue AA firepower at the incoming aircraft"
  reaction = true

  param "unit" { # an AA unit of the side whose unit is struck
    type = "unit"
  }
  param "target" { # the aircraft
    type = "unit"
  }
}

# The defender's choice when the strike misses [air.accuracy]: window `deviation`.
action "deviate" {
  rule     = "air.accuracy"
  title    = "Name the hex next to the target hex that a missed air strike hits instead (the defender)"
  reaction = true

  param "hex" { # a hex next to the target hex
    type = "hex"
  }
}
