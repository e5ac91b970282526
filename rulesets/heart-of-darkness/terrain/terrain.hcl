# The expansion's terrain data (1.7).

# The graveyard of Magdeburg (M9) is a feature laid over its urban terrain:
# it changes no cost or cover of the urban hex, and marks the hex as a
# permanent source of corpses for the corpses area (corpses.present reads
# the feature).
terrain "graveyard" {
  rule  = "terrain.graveyard"
  name  = "Graveyard"
  tags  = ["feature"]
  stats = { extra_mp = 0, dv_inf = 0, dv_veh = 0, los_level = 0, hide = "none", flammable = 0 }
}
