# Air units: helicopters and CAS planes [units.air, helicopters.*, planes.*].
# air.lua says when each action is legal and what it does.

# The planes a side may call as Close Air Support [planes.cas, planes.request].
# A setup gives them out by type: cas = { reich = ["ju-87g-stuka"] } is one
# Stuka in store (holding key "cas/ju-87g-stuka"). A call takes the planes out
# of the store; they come back in the Cleanup of the turn they flew, unless
# shot down [planes.turnaround].
holding "cas" {
  rule = "planes.request"
  name = "CAS planes"
}

action "fly" {
  rule  = "helicopters.movement"
  title = "Fly an aircraft: a helicopter along a path, changing altitude first if asked; a plane onto, across or off the map"

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "path" { # hexes entered in order; a plane off the map starts with its entry hex; none (or []) for a helicopter changing altitude in place, or a plane leaving across its exit edge
    type     = "hexes"
    optional = true
  }
  param "altitude" { # helicopters: the altitude to take in the start hex, before the path (1 Speed point)
    type     = "string"
    choices  = ["cruise", "noe"]
    optional = true
  }
}

action "call_cas" {
  rule  = "planes.request"
  title = "Call CAS planes for the next turn (CO/2IC or recon, as its first action; one of its two support calls)"

  param "unit" { # the caller
    type = "unit"
    of   = "active"
  }
  param "planes" { # the plane types called, one entry per plane, e.g. ["ju-87g-stuka"]
    type = "strings"
  }
}

action "plane_attack" {
  rule  = "planes.attack"
  title = "A plane attacks enemy units in its own hex, in the order given (once per turn)"

  param "unit" { # the plane
    type = "unit"
    of   = "active"
  }
  param "targets" { # enemy units in the plane's hex, attacked in this order
    type = "units"
  }
}
