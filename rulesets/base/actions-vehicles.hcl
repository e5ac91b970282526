# Actions of the armoured classes: APC loading and unloading, SPA indirect
# fire. vehicles.lua says when each is legal and what it does.

action "load" {
  rule  = "units.apc-loading"
  title = "Load an infantry unit into an APC in the same hex"

  param "unit" { # the APC
    type = "unit"
    of   = "active"
  }
  param "passenger" { # the infantry unit that boards
    type = "unit"
    of   = "active"
  }
}

action "unload" {
  rule  = "units.apc-unloading"
  title = "Unload a transported unit, optionally moving it one hex away"

  param "unit" { # the APC
    type = "unit"
    of   = "active"
  }
  param "passenger" {
    type = "unit"
    of   = "active"
  }
  param "hex" { # the dismounted unit's one-hex move, whatever the terrain cost
    type     = "hex"
    optional = true
  }
}

action "indirect_fire" {
  rule  = "units.spa-indirect-fire"
  title = "SPA indirect fire at a hex spotted by the formation's CO/2IC or a recon unit"

  param "unit" { # the SPA
    type = "unit"
    of   = "active"
  }
  param "hex" { # the target hex, within the SPA's range
    type = "hex"
  }
  param "weapon" { # "ap" or "he": fire only that factor; default: each unit gets the one that suits it
    type     = "string"
    optional = true
  }
  param "spotter" { # who calls the fire; default: the first able spotter by unit id
    type     = "unit"
    of       = "active"
    optional = true
  }
  param "deviation" { # the defender's choice of neighbouring hex when the accuracy roll is 1
    type     = "hex"
    optional = true
  }
}
