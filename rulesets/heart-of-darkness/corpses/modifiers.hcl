# A Huge unit has no cover outside a level 1 LOS-blocking hex [units.huge]:
# Corpses are struck there as the base game strikes its own terrain
# (base units/modifiers.hcl, huge-no-cover).
modifier "huge-no-corpses-cover" {
  rule    = "units.huge"
  stage   = "dv"
  label   = "Huge: no cover outside woods, urban or smoke"
  removes = "corpses.cover"
  when    = target.huge && !target.huge_cover
}
