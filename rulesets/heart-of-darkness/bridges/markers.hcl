# The Bridge marker (1.7) [bridges.*]: a marker of level 0 (its "intact"
# face) or 1 (its "destroyed" face) on a water hex, laid by the bridges
# area's work (bridges/lib/bridges.lua). The hex's terrain follows it: an
# intact bridge carries the road feature, a destroyed one does not. A map's
# printed bridges (water with a road) carry no marker until work is done on
# them; they are intact. A scenario that starts with a blown bridge sets
# its hex down as water without the road, with the marker at level 1.
marker_kind "bridge" {
  rule  = "bridges.bridge"
  name  = "Bridge"
  stats = { intact = 0, destroyed = 1 }
  face "intact" {
    stats = { level = 0 }
  }
  face "destroyed" {
    stats = { level = 1 }
  }
}
