# The High Morale marker [counters.high-morale]. Events 9 and 10 place it on a
# unit, not on a hex: the ruleset records it as the unit status "high-morale"
# (counters/statuses.hcl), which results/results.lua consumes. This kind names the counter for
# displays and for a scenario that would lay one on the map; the events never
# place it on a hex.
marker_kind "high-morale" {
  rule = "counters.high-morale"
  name = "High Morale"
}
