# An objective hex chosen in a generated battle's setup [generator.objectives]: the defender's
# (14.2) or a side's own goal (14.3, level = the side's place in the game's list of sides).
marker_kind "objective" {
  rule = "generator.objectives"
  name = "Objective"
}
