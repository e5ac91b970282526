# The Overwatch marker [overwatch.marker]: carried instead of Ops Complete (IDS.md Readings).
status "overwatch" {
  rule = "overwatch.marker"
  name = "Overwatch"
}
