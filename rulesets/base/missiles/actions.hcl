action "launch" {
  rule     = "missiles.artillery"
  title    = "Launch a V-2 or Scud missile at a hex the launcher, a CO/2IC or a recon unit sees"
  requires = ["activation", "missile-launcher", "active-formation", "active-side", "not-aboard", "missile-unfired", "not-acted", "launcher-steady"]

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
