# Only AFVs overrun [overrun.eligibility]; in Good Order, not Ops Complete and on the map as
# assault/preconditions.hcl says.
precondition "overrun-afv" {
  rule      = "overrun.eligibility"
  code      = "no_overrun"
  each      = ["units"]
  condition = unit.tags.afv
  reason    = "${unit.id} is not an AFV: only AFVs overrun"
}
