# The Mine markers a side holds and may still place [mines.supply]: a count
# (`supply = { german = 2 }` in a case, `holdings` in a scenario).
holding "mines" {
  rule = "mines.supply"
  name = "Mine markers"
}
