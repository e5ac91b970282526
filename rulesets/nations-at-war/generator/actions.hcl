# The actions of a generated battle's setup [generator.points, generator.objectives].

# buy: a unit of the side's roster joins one of its formations at a hex of its deployment zone,
# for its cost in points (generator/points.hcl).
action "buy" {
  rule  = "generator.points"
  title = "Buy a unit with battle points and set it up"
  param "type" {
    type = "string"
  }
  param "formation" {
    type = "string"
  }
  param "hex" {
    type = "hex"
  }
}

# set_objective: the defender of 14.2 names an objective hex (a Town, Bridge, Hill or crossroads
# hex), up to the number the maps call for.
action "set_objective" {
  rule  = "generator.objectives"
  title = "Name an objective hex"
  param "hex" {
    type = "hex"
  }
}

# end_setup: the side is done buying (the setup ends once every side is).
action "end_setup" {
  rule  = "generator.points"
  title = "End your setup"
}
