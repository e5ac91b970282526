# A mission is called by a unit on the map as its first action, at most twice
# an activation (OBA and CAS calls together: the counter support_calls)
# [oba.calling]. Who may call (the CO/2IC, a recon unit) is oba/oba.lua's:
# the command marker is no fact of the unit.
precondition "oba-calls-left" {
  rule      = "oba.calling"
  code      = "too_many_calls"
  each      = ["unit"]
  condition = unit.counters.support_calls < 2
  reason    = "${unit.id} has already called 2 missions this activation"
}
