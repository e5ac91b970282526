# The smoke marker of the base game (rulesets/base/los/markers.hcl), read the
# expansion's way [smoke.levels]: the base LOS code (rulesets/base/los/lib/los.lua)
# takes how smoke acts from these stats.
#   ends = 1         smoke in the firer's and the target's hexes counts: Level 2
#                    there blocks, Level 1 gives the +1 DV
#   stack_block = 0  Level 1 smoke never blocks, however many hexes of it
#   block_level = 2  Level 2 smoke blocks (as in the base game)
# A line blocked by smoke cites the marker's rule, now smoke.levels.
patch "marker_kind" "smoke" {
  rule  = "smoke.levels"
  stats = { ends = 1, stack_block = 0, block_level = 2 }
}
