# A mortar's fire at a hex [mortars.hex-attack]: direct at a hex it sees, or indirect on a
# spotter's sight as one of the formation's fire missions; HE (the hex attack) or smoke.
# mortars/mortars.lua says when it is legal and what it does. The fire action at a unit is the
# same hex attack on that unit's hex (mortars/lib/mortars.lua, fire_at_unit).
action "mortar_fire" {
  rule     = "mortars.hex-attack"
  title    = "Fire a mortar at a hex: HE or smoke, direct or spotted (a fire mission)"
  requires = ["activation", "mortar-on-map", "active-formation", "is-mortar", "in-command", "good-order", "not-ops-complete"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" { # the hex fired at
    type = "hex"
  }
  param "spotter" { # a Good Order HQ, sub-HQ or Recon unit of the mortar's formation seeing the hex: indirect fire
    type     = "unit"
    of       = "active"
    optional = true
  }
  param "smoke" { # fire smoke instead of HE
    type     = "bool"
    optional = true
  }
}
