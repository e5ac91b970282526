status "shaken" {
  rule = "results.shaken"
  name = "Shaken"
}
