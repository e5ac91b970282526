# Actions of the armoured classes: APC loading and unloading. vehicles.lua
# says when each is legal and what it does. SPA indirect fire (spa_indirect)
# is in actions-artillery.hcl.

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
