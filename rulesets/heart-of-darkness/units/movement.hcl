# The Huge move as a class of their own (base terrain/movement.hcl): 1 MP a
# hex whatever the terrain and its modifiers (wrecks...), Water at 2
# [units.huge-hod].

movement_class "huge" {
  rule = "units.huge-hod"
  name = "Huge"
  costs = {
    clear = { mp = 1, rule = "units.huge-hod" }, crop-field = { mp = 1, rule = "units.huge-hod" },
    sand = { mp = 1, rule = "units.huge-hod" }, urban = { mp = 1, rule = "units.huge-hod" },
    woods = { mp = 1, rule = "units.huge-hod" }, water = { mp = 2, rule = "units.huge-hod" },
    road = 0, hill = 0, shellholes = 0, sandbags = 0, graveyard = 0, wreck = 0, radiation = 1,
  }
  gates     = { radiation = "radiation_access" }
  enemy_hex = "assault.definition"
}
