# Markers and holdings of off-board artillery and missiles [oba.*, missiles.*].
# Shellholes and smoke are declared in markers.hcl; artillery.lua places them.

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

# A side's off-board artillery missions, one key per mission type:
# oba = { nato = ["barrage", "smoke"] } gives NATO "oba/barrage" 1 and
# "oba/smoke" 1. call_oba spends one.
holding "oba" {
  rule = "oba.missions"
  name = "Off-board artillery missions"
}

# The special warheads a side's V-2 or Scud may carry, beyond the missile's
# own conventional warhead (always allowed): warheads = { reich = ["nuclear"] }.
# A launch with one spends it. A scenario may instead allow warheads outright
# with the option missile_warheads = ["nuclear", ...].
holding "warheads" {
  rule = "missiles.warheads"
  name = "Missile warheads"
}
