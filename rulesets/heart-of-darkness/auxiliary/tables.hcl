# The AUX price list [auxiliary.costs], row by row as the book's table has
# them (1.6; the rows its extraction lost are restored in NOTES.md): the
# name, the price in supply points and the book's note. The `buy` action's
# kind names the row (kind "oba" the row "oba-<mission>"). A counter that
# prints its own price (stats.cost of the unit type or item) is bought at that
# price instead of its row's.
table "auxiliary-costs" {
  rule  = "auxiliary.costs"
  title = "Auxiliary (AUX) costs"

  row "hero" {
    name  = "Hero"
    cost  = 5
    notes = "Own side / Independent"
  }
  row "unit" {
    name  = "Unit"
    cost  = 5
    notes = "Own side / Independent"
  }
  row "build_bridge" {
    name  = "Bridge"
    cost  = 5
    notes = "Build"
  }
  row "repair_bridge" {
    name  = "Bridge"
    cost  = 1
    notes = "Repair"
  }
  row "destroy_bridge" {
    name  = "Bridge"
    cost  = 1
    notes = "Destroy"
  }
  row "heal" {
    name  = "Medical skill at setup"
    cost  = 1
    notes = "Heal: 1.4's price, for the setup's use of 1.2"
  }
  row "repair_vehicle" {
    name  = "Engineering skill at setup"
    cost  = 1
    notes = "Repair a vehicle: 1.4's price, for the setup's use of 1.2"
  }
  row "oba-nuclear" {
    name  = "OBA Nuclear"
    cost  = 5
    notes = ""
  }
  row "oba-barrage" {
    name  = "OBA Barrage"
    cost  = 3
    notes = ""
  }
  row "oba-biological" {
    name  = "OBA Biological"
    cost  = 3
    notes = ""
  }
  row "oba-chemical" {
    name  = "OBA Chemical"
    cost  = 3
    notes = ""
  }
  row "oba-smoke" {
    name  = "OBA Smoke"
    cost  = 3
    notes = ""
  }
  row "object" {
    name  = "Weapon / Equipment"
    cost  = 3
    notes = "Own side / Independent"
  }
  row "mines" {
    name  = "Mines"
    cost  = 1
    notes = ""
  }
  row "smoke" {
    name  = "Smoke"
    cost  = 1
    notes = ""
  }
  row "sandbags" {
    name  = "Sandbags"
    cost  = 1
    notes = ""
  }
}
