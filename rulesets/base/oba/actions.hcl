# The off-board artillery action [oba.*]. oba/oba.lua says when it is legal and
# what it does.

action "call_oba" {
  rule     = "oba.calling"
  title    = "Call an off-board artillery mission on a hex the caller sees (CO/2IC or recon, first action)"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "on-map", "call-first", "oba-calls-left"]

  param "unit" { # the caller: the formation's CO/2IC or a recon unit
    type = "unit"
    of   = "active"
  }
  param "mission" { # one of the side's missions (holding "oba")
    type    = "string"
    choices = ["smoke", "barrage", "chemical", "biological", "nuclear"]
  }
  param "target" { # the hex aimed at, in the caller's LOS
    type = "hex"
  }
  param "hexes" { # smoke, barrage, chemical: the two neighbours of the target also aimed at (default: the ruleset's pick)
    type     = "hexes"
    optional = true
  }
}

# The defender's answer when a strike misses [oba.deviation]: OBA, SPA indirect
# fire and off-board missile launches alike. Offered in a `deviation` window to
# the side whose units the missed hex holds (else around it, else the first
# enemy of the firer); passing it up takes the documented default.
action "deviate" {
  rule     = "oba.deviation"
  title    = "Name the hex next to the one aimed at where a missed strike lands (the defender)"
  reaction = true

  param "hex" { # any hex next to the one aimed at (default on pass: the neighbour with the fewest of the defender's units, then the most of the firer's, then by label)
    type = "hex"
  }
}
