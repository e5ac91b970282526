# The Charred Heart's aura is its carrier's first action, once an activation
# (the counter heart_aura), on the map [objects.heart-aura]. Whether the unit
# carries the Heart is objects/objects.lua's: an item is no fact of the unit.
precondition "aura-first" {
  rule      = "objects.heart-aura"
  code      = "not_first"
  each      = ["unit"]
  condition = !unit.statuses.finished && unit.counters.moved == 0 && unit.counters.fired == 0 && unit.counters.heart_aura == 0
  reason    = "the aura is the first action of ${unit.id}'s activation"
}
