# A recruit is an uncontrolled Independent (of the side "independent") that
# has not turned hostile [independents.recruit, independents.hostile]; who may
# recruit, and where, is independents/independents.lua's (a Hero is an item,
# the range a distance).
precondition "recruit-independent" {
  rule      = "independents.recruit"
  code      = "not_independent"
  condition = target.tags.independent
  reason    = "${target.id} is not an Independent unit"
}

precondition "recruit-uncontrolled" {
  rule      = "independents.recruit"
  code      = "controlled"
  condition = target.side == "independent"
  reason    = "${target.id} is already controlled by ${target.side}"
}

precondition "recruit-not-hostile" {
  rule      = "independents.hostile"
  code      = "hostile"
  condition = !target.statuses.hostile
  reason    = "${target.id} has turned hostile for the rest of the game"
}

# The side that controls an Independent releases it, in one of its
# activations [independents.release].
precondition "release-independent" {
  rule      = "independents.release"
  code      = "not_independent"
  each      = ["unit"]
  condition = unit.tags.independent
  reason    = "${unit.id} is not an Independent unit"
}

precondition "release-controlled" {
  rule      = "independents.release"
  code      = "not_controlled"
  each      = ["unit"]
  condition = unit.side != "independent"
  reason    = "${unit.id} is controlled by no faction"
}

precondition "release-in-own-activation" {
  rule      = "independents.release"
  code      = "not_active"
  each      = ["unit"]
  condition = state.active_side == unit.side
  reason    = "${unit.side} releases its Independents during one of its activations"
}
