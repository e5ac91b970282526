# The expansion's terrain table (1.7), restored in
# /work/shared/rulebooks/NOTES.md ("The expansion's mangled tables, restored").
#
# Its movement, defence and level columns agree with the base chart
# (rulesets/base/terrain/terrain.hcl), which keeps them; the expansion adds
# the Fire column, carried here as the stat `flammable` [terrain.flammability]:
#    1  flammable: fire is placed at Level 2 and spreads into the hex
#    0  not flammable: fire is placed at Level 1 and never grows past it
#   -1  no fire at all (water: the table's "x")
# A hex's flammability is its terrain's; a feature laid over it (road, hill,
# graveyard) never changes it (fires/lib/fires.lua, fires.flammable).
# Shellholes, sandbags, wrecks and corpses are "L1 non-flammable" in the
# table: they lie over a terrain whose own Fire column decides.

patch "terrain" "clear" {
  stats = { flammable = 0 }
}

patch "terrain" "crop-field" {
  stats = { flammable = 1 }
}

patch "terrain" "road" {
  stats = { flammable = 0 }
}

patch "terrain" "sand" {
  stats = { flammable = 0 }
}

patch "terrain" "urban" {
  stats = { flammable = 1 }
}

patch "terrain" "woods" {
  stats = { flammable = 1 }
}

patch "terrain" "water" {
  stats = { flammable = -1 }
}

patch "terrain" "hill" {
  stats = { flammable = 0 }
}

patch "terrain" "shellholes" {
  stats = { flammable = 0 }
}

patch "terrain" "sandbags" {
  stats = { flammable = 0 }
}

# The graveyard of Magdeburg (M9) is a feature laid over its urban terrain:
# it changes no cost or cover of the urban hex, and marks the hex as a
# permanent source of corpses for the corpses area (corpses.present reads
# the feature) [terrain.graveyard].
terrain "graveyard" {
  rule  = "terrain.graveyard"
  name  = "Graveyard"
  tags  = ["feature"]
  stats = { dv_inf = 0, dv_veh = 0, los_level = 0, hide = "none", flammable = 0 }
}
