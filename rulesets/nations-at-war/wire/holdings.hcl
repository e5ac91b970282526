# The Wire markers a side holds and may still set up [wire.supply]: a count
# (`wire = { german = 2 }` in a case, `holdings` in a scenario), as the Mines of mines/.
holding "wire" {
  rule = "wire.supply"
  name = "Wire markers"
}
