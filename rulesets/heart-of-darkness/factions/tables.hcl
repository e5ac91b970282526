# The control markers gain the expansion's factions' faces: the White Hand,
# and the Independents, whose controlled units hold hexes for their faction
# but whose own side may hold one too (control.objectives).
patch "table" "control-sides" {
  row "4" { side = "white-hand" }
  row "5" { side = "independent" }
}
