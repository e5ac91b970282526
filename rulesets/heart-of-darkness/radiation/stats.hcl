# The Radiation marker's stat of the expansion's immunities
# (radiation/markers.hcl sets it, radiation/radiation.lua reads it).

stat "immune_infantry_sides" {
  kind  = "marker_kind"
  rule  = "radiation.immune"
  title = "the sides whose infantry crosses Radiation hexes unharmed at +1 MP"
}
