# How smoke acts on a line of sight, as stats of the smoke marker that
# los/lib/los.lua reads (with the defaults given): a ruleset that reads
# smoke otherwise patches the marker with them.

stat "block_level" {
  kind  = "marker_kind"
  rule  = "los.smoke"
  title = "smoke of this level or more blocks a line through it (2)"
}

stat "stack_block" {
  kind  = "marker_kind"
  rule  = "los.smoke"
  title = "counted light-smoke hexes that block a line together, a light-smoke hex and a wreck hex then blocking too (2; 0: light smoke never blocks)"
}

stat "ends" {
  kind  = "marker_kind"
  rule  = "los.smoke"
  title = "1: smoke in the firer's and the target's own hexes acts as smoke the line passes through; 0: only the target's hex, and only for the DV (0)"
}
