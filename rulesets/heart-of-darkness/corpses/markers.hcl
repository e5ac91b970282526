# The Corpses marker [corpses.marker]: one per hex at most. The corpses area
# (corpses/lib/corpses.lua) places and takes it. Infantry in its hex gets +1 DV
# [corpses.cover]: dv_inf, which base terrain.dv_terms reads as for Sandbags.
marker_kind "corpses" {
  rule  = "corpses.cover"
  name  = "Corpses"
  tags  = ["object"]
  stats = { dv_inf = 1 }
}
