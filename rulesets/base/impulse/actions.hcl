action "end_activation" {
  rule     = "impulse.activation"
  requires = ["activation-in-progress"]
  title    = "End the formation's activation"
}
