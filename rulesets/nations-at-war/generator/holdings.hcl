# The points a side still has to buy units with in a generated battle [generator.points]:
# points = { american = 300 }.
holding "points" {
  rule = "generator.points"
  name = "Battle generator points"
}
