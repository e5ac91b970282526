# Command changes hands within the active formation, or in the Cleanup
# within the unit's own [command.2ic].
precondition "demote-in-formation" {
  rule      = "command.2ic"
  code      = "not_in_formation"
  each      = ["unit"]
  condition = state.phase == "cleanup" || unit.formation == state.active_formation
  reason    = "${unit.id} is not a unit of ${state.active_formation}"
}

# A side designates the COs of its own formations [command.co]; a hot seat
# speaks for every side.
precondition "designate-own-co" {
  rule      = "command.co"
  code      = "not_yours"
  each      = ["unit"]
  condition = state.submitter == "" || state.submitter == unit.side
  reason    = "only ${unit.side} designates the CO of ${unit.formation}"
}
