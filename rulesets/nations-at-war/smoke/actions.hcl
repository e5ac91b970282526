# Laying smoke [smoke.placement] (7.5.1): smoke/smoke.lua says when it is legal and what it does.
# A smoke-capable unit spends 1 MP of its movement to put a Level 1 Smoke marker in its own hex
# or an adjacent one; it may go on moving or lay more while MP remain [smoke.continue].
action "lay_smoke" {
  rule     = "smoke.placement"
  title    = "Lay Level 1 smoke in the unit's hex or an adjacent one (1 MP)"
  requires = ["activation", "active-formation", "obstacle-unit-on-map", "smoke-capable", "smoke-good-order", "smoke-not-ops-complete"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "hex" { # the unit's own hex or an adjacent one
    type = "hex"
  }
}
