# The off-board artillery action [oba.*]. oba/oba.lua says when it is legal and
# what it does.

action "call_oba" {
  rule  = "oba.calling"
  title = "Call an off-board artillery mission on a hex the caller sees (CO/2IC or recon, first action)"

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
