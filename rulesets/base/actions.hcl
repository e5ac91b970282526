action "fire" {
  rule  = "combat.attack-value"
  title = "Ranged attack"

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
}
