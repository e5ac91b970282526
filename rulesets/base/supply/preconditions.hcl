# Supply points are spent in the Cleanup [supply.timing], each turning a
# reduced unit on the map back to full strength [supply.refit]. Outside the
# Cleanup no refit is available at all.
precondition "cleanup-phase" {
  rule      = "supply.timing"
  code      = "not_cleanup"
  condition = state.phase == "cleanup"
  reason    = "supply points are spent in the Cleanup phase"
}

precondition "refit-reduced" {
  rule      = "supply.refit"
  code      = "not_reduced"
  each      = ["unit"]
  condition = unit.face == "reduced"
  reason    = "${unit.id} is not reduced"
}
