# Evaluation [scenarios.control, generator.points]: how the computer players (core/ai: greedy,
# ai) judge a Nations at War position. A position is worth to a side the sum of these terms for
# it less the same terms for its enemy.
#
# A living unit is worth what the enemy would score for destroying it: its cost on the battle
# generator's list (14.0; generator/points.hcl, table "unit-points"), which is also the
# scenarios' tie-break (scenarios.control). Those costs are provisional (the book's list is not
# in this text); the evaluation reads them from the table, so a mod that patches a cost changes
# both.
#
# Faces (provisional: the book scores only destroyed units, so what a lost step costs is the
# project's reading): a reduced platoon has lost one of its two steps and is worth half its
# cost; a mounted face is worth its front, a reduced mounted face half. Sub-HQs and the BA-64
# have one step and no reduced face. The air-strike unit (p-47) counts at its cost like the
# others.
evaluation "victory" {
  rule  = "generator.points"
  title = "What a position is worth: the points of the units a side keeps and the objectives it holds"

  units_from "unit-points" {
    column = "points"
    faces  = { reduced = 0.5, "reduced-mounted" = 0.5 }
  }

  # A leader attached to a platoon [leaders.assignment] is worth its cost (10). Support weapons
  # (hmg, bazooka, piat, atr) are carried, not attached, and the evaluation weighs only the
  # attached slot, so they add nothing here.
  attached = { leader = 10 }

  # Objectives [scenarios.control, generator.objectives]: each hex carrying an "objective"
  # marker is worth 100 to the side controlling it (14.2's points for an objective the attacker
  # takes; in the hand-made scenarios one objective more wins the game outright, worth more
  # than any platoon); 2 are taken off per hex between each objective a side lacks and its
  # nearest unit, so units close on them between fights (provisional, about a twentieth of a
  # medium tank a hex). The scenarios mark their objectives in their setups; generated battles
  # place them with set_objective. In To the Next Line each side weighs every objective alike,
  # its own and the enemy's (the provisional reading: either is a hex worth holding).
  objectives {
    rule     = "scenarios.control"
    marker   = "objective"
    held     = 100
    distance = 2
  }
}
