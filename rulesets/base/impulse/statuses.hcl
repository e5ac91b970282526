status "finished" {
  rule = "impulse.finished"
  name = "Finished"
}
