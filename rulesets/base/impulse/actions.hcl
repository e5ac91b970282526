action "end_activation" {
  rule  = "impulse.activation"
  title = "End the formation's activation"
}
