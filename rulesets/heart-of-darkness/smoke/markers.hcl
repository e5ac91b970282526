# The smoke marker of the base game (rulesets/base/los/markers.hcl), read the
# expansion's way [smoke.levels]: a line blocked by smoke, or thinned by it,
# cites the expansion's paragraph. How smoke acts on a line is in sight.hcl.
patch "marker_kind" "smoke" {
  rule = "smoke.levels"
}
