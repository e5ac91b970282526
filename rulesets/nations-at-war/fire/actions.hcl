action "fire" {
  rule     = "fire.ranged-combat"
  title    = "Ranged fire"
  requires = ["activation", "active-formation", "on-map", "hq-no-attack", "hq-no-target", "in-command", "good-order", "not-ops-complete", "not-aircraft", "firepower-choice", "aa-hard-targets"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" {
    type = "unit"
    of   = "enemy"
  }
  param "weapon" {
    type    = "string"
    choices = ["ap", "he", "aa"]
  }
  param "moving" { # a move-and-fire (move-and-fire/): "before" fires then walks the path, "after" walks then fires
    type     = "string"
    choices  = ["before", "after"]
    optional = true
  }
  param "path" { # the move-and-fire's path, up to half the MF (move-and-fire.move-first)
    type     = "hexes"
    optional = true
  }
  param "hq_bonus" { # an HQ of the firer's formation stacked with it adds its leadership (hq/, hq.leadership)
    type     = "bool"
    optional = true
  }
}
