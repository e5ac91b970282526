# The AT Ditches a side holds and may still set up [ditches.placement]: a count
# (`at-ditch = { german = 1 }` in a case, `holdings` in a scenario).
holding "at-ditch" {
  rule = "ditches.placement"
  name = "AT Ditch markers"
}
