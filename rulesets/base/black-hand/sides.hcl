side "black-hand" {
  rule = "black-hand.command"
  name = "The Black Hand"
}
