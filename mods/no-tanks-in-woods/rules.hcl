rule "house.no-tanks-in-woods" {
  title   = "No tanks in woods (house rule)"
  summary = "Tracked vehicles may not enter woods hexes."
}

patch "movement_class" "tracked" {
  closed = { woods = "house.no-tanks-in-woods" }
}
