# Smoke in the expansion [smoke.levels]: smoke in the firer's or the target's
# own hex counts as smoke the line passes through, for an end standing below
# its top: Level 2 there blocks, Level 1 gives the +1 DV. Only the hexes the
# line passes through count towards two Level 1 hexes, or one and a wreck,
# blocking it: the expansion tells "in, out" from "through" and never takes
# back the base rule [los.smoke].
patch "sight" "nw68" {
  veil "smoke" {
    ends = "both"
  }
}
