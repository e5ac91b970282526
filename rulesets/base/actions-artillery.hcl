# Actions of off-board artillery, SPA indirect fire and missiles. artillery.lua
# and missiles.lua say when each is legal and what it does.

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

action "spa_indirect" {
  rule  = "units.spa-indirect-fire"
  title = "SPA indirect fire at a hex spotted by the formation's CO/2IC or a recon unit"

  param "unit" { # the SPA
    type = "unit"
    of   = "active"
  }
  param "spotter" { # who calls the fire; default: the first able spotter by unit id
    type     = "unit"
    of       = "active"
    optional = true
  }
  param "target" { # the target hex, within the SPA's range
    type = "hex"
  }
  param "weapon" { # "ap" or "he": fire only that factor; default: each unit gets the one that suits it
    type     = "string"
    optional = true
  }
  param "deviation" { # the defender's pick of a neighbouring hex when the accuracy roll is 1 (default: oba.deviation)
    type     = "hex"
    optional = true
  }
  param "co_bonus" { # add the formation CO's bonus to the strike (every unit it attacks) [command.co-bonus]
    type     = "bool"
    optional = true
  }
}

action "launch" {
  rule  = "missiles.artillery"
  title = "Launch a V-2 or Scud missile at a hex the launcher, a CO/2IC or a recon unit sees"

  param "unit" { # the V-2 or Scud
    type = "unit"
    of   = "active"
  }
  param "warhead" { # conventional (the missile's own factors) or an OBA mission's effect
    type    = "string"
    choices = ["conventional", "smoke", "chemical", "biological", "nuclear"]
  }
  param "target" {
    type = "hex"
  }
}
