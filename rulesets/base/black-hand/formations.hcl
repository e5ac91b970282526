formation "black-hand" {
  rule    = "black-hand.command"
  name    = "The Black Hand"
  faction = "black-hand"
  tags    = ["no-co"]
  source  = "rulebook"
  note    = "No field CO: its units rally automatically on their next activation."
}
