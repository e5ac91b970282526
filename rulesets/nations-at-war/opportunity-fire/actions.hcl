# Opportunity Fire (5.3): a reaction of the side whose enemy is moving, offered in the window
# `opportunity` that opens as the moving unit (or stack) enters each hex. Overwatch fire (11.0) is
# this same action by a unit in Overwatch (overwatch/ adds its limits).
action "opportunity_fire" {
  rule     = "opportunity-fire.trigger"
  title    = "Fire of Opportunity at a unit entering a hex"
  requires = ["on-map", "good-order", "not-ops-complete", "not-aircraft", "firepower-choice", "aa-hard-targets"]
  reaction = true

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" {
    type = "unit"
    of   = "enemy"
  }
  param "weapon" { # default: ap at a hard target, he at a soft one
    type     = "string"
    choices  = ["ap", "he", "aa"]
    optional = true
  }
  param "at" { # the hex of the mover's path where it is fired at (default: where it stands)
    type     = "hex"
    optional = true
  }
}
