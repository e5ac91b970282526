# The Corpses marker [corpses.marker]: one per hex at most (level 1). The
# corpses area (corpses/lib/corpses.lua) places and takes it.
marker_kind "corpses" {
  rule = "corpses.marker"
  name = "Corpses"
  tags = ["object"]
}
