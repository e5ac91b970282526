# The owner of the Advance marker [turn.advance-marker]: advance = { reich = 1 }
# says the scenario gives the Reich the Advance marker in the cup (cup = {
# advance = 1 }). When it is drawn, that side picks which of its formations
# takes the extra activation (the `advance` action).
holding "advance" {
  rule = "turn.advance-marker"
  name = "Advance marker"
}
