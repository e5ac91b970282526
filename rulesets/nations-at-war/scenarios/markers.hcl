# An objective hex [scenarios.control]: placed by a scenario's setup (marker "J9" "objective" {}),
# by the defender of a generated 14.2 battle (set_objective, level 0) or by each side of a 14.3
# battle as its own goal (level = the side's place in the game's list of sides)
# [generator.objectives, generator.next-line]. The computer players' evaluation weighs the hexes
# it marks (scenarios/evaluation.hcl).
marker_kind "objective" {
  rule = "scenarios.control"
  name = "Objective"
}
