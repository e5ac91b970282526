action "call_cas" {
  rule     = "planes.request"
  title    = "Call CAS planes for the next turn (CO/2IC or recon, as its first action; one of its two support calls)"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "on-map", "call-first", "cas-calls-left"]

  param "unit" { # the caller
    type = "unit"
    of   = "active"
  }
  param "planes" { # the plane types called, one entry per plane, e.g. ["ju-87g-stuka"]
    type = "strings"
  }
}

action "plane_attack" {
  rule     = "planes.attack"
  title    = "A plane attacks enemy units in its own hex, in the order given (once per turn)"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "attacker-is-plane", "on-map", "plane-attacks-once"]

  param "unit" { # the plane
    type = "unit"
    of   = "active"
  }
  param "targets" { # enemy units in the plane's hex, attacked in this order
    type = "units"
  }
}
