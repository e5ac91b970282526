# The nations of the examples; each nation's counters have their own colour.
side "german" {
  rule = "units.color"
  name = "Germany"
}

side "british" {
  rule = "units.color"
  name = "Great Britain"
}

side "soviet" {
  rule = "units.color"
  name = "Soviet Union"
}

side "american" {
  rule = "units.color"
  name = "United States"
}
