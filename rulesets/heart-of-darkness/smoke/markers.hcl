# The smoke marker of the base game (rulesets/base/los/markers.hcl), read the
# expansion's way [smoke.levels]: the base LOS code (rulesets/base/los/lib/los.lua)
# takes how smoke acts from these stats.
#   ends = 1         smoke in the firer's and the target's hexes counts: Level 2
#                    there blocks, Level 1 gives the +1 DV
#   block_level = 2  Level 2 smoke blocks (as in the base game)
# stack_block is left at the base game's 2: the expansion's smoke paragraph
# speaks of one hex and never takes back the base rule that two Level 1
# hexes, or Level 1 and a wreck, on the line block it [los.smoke]. Only the
# hexes the line passes through count for that (los.lua), not its ends: the
# expansion itself tells "in, out" from "through" [smoke.levels].
# A line blocked by smoke cites the marker's rule, now smoke.levels.
patch "marker_kind" "smoke" {
  rule  = "smoke.levels"
  stats = { ends = 1, block_level = 2 }
}
