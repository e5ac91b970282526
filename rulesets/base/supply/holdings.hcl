# Supply points [supply.timing]: supply = { nato = 2 } gives NATO two points,
# to spend on refits in this turn's Cleanup; whatever is left then is lost. A
# scenario gives points for later turns with the option
# supply = { nato = [0, 2, 0] } (points received on turns 1, 2, 3...): they are
# handed out at the start of that turn.
holding "supply" {
  rule = "supply.timing"
  name = "Supply points"
}
