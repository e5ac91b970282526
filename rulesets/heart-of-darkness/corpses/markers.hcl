# The Corpses marker [corpses.marker]: one per hex at most. The corpses area
# (corpses/lib/corpses.lua) places and takes it. Infantry in its hex gets +1 DV
# [corpses.cover]: dv_inf, which the DV's terrain-cover modifier (base
# terrain/modifiers.hcl) adds as for Sandbags; a Huge unit outside woods,
# urban or smoke gets none (modifiers.hcl).
marker_kind "corpses" {
  rule  = "corpses.cover"
  name  = "Corpses"
  tags  = ["object"]
  stats = { dv_inf = 1 }
}
