# Markers of off-board artillery [oba.*]. Shellholes (terrain/markers.hcl) and
# smoke (los/markers.hcl) are other areas'; oba/lib/artillery.lua places them.

# Chemical (Sarin) marker: placed on every hex a Chemical strike hits; a unit
# entering the hex rolls the Sarin check. Removed at Cleanup (or, with the
# optional dispersal rule, when the strike's 1D6 comes up 1-2).
marker_kind "chemical" {
  rule = "oba.chemical"
  name = "Chemical"
}

# Radiation marker: the centre hex of a nuclear strike. Impassable but for
# Black Hand units (+1 MP); every unit passing through is attacked with the
# Nuclear factors. Never removed.
marker_kind "radiation" {
  rule = "oba.radiation"
  name = "Radiation"
}
