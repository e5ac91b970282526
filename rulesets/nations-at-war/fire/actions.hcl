action "fire" {
  rule     = "fire.ranged-combat"
  title    = "Ranged fire"
  requires = ["on-map", "good-order", "not-ops-complete", "firepower-choice"]

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
    choices = ["ap", "he"]
  }
}
