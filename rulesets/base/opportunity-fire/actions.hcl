action "opportunity_fire" {
  rule     = "opportunity-fire.trigger"
  title    = "Opportunity fire at a unit entering a hex"
  requires = ["not-aboard", "not-a-missile", "launch-site-immune", "blighter-no-opportunity-fire", "spa-leads-alone", "target-not-aboard", "reactor-unfinished", "assistant-unacted", "assistant-steady", "assistant-no-artillery"]
  reaction = true

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" {
    type = "unit"
    of   = "enemy"
  }
  param "weapon" {
    type     = "string"
    optional = true
  }
  param "at" { # the hex of the mover's path where it is fired at (default: where it stands)
    type     = "hex"
    optional = true
  }
  param "assist" {
    type     = "unit"
    optional = true
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}
