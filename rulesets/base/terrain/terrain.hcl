# The terrain chart. Its MP columns are the movement classes'
# (terrain/movement.hcl); dv_inf / dv_veh: defence bonus
# added to armor; los_level: the height of the obstacle (0 = LOS passes);
# hide: which units may be concealed there ("all", "infantry" or "none");
# symbol (beside the stats): its mark on the terminal map (else a letter
# of its name).

terrain "clear" {
  rule  = "terrain.clear"
  name  = "Clear"
  stats = { dv_inf = 0, dv_veh = 0, los_level = 0, hide = "none" }
}

terrain "crop-field" {
  rule  = "terrain.crop-field"
  name  = "Crop field"
  stats = { dv_inf = 1, dv_veh = 0, los_level = 0, hide = "infantry" }
}

terrain "road" {
  rule  = "terrain.road"
  name  = "Road"
  tags  = ["feature"]
  stats = { dv_inf = 0, dv_veh = 0, los_level = 0, hide = "none" }
}

terrain "sand" {
  rule  = "terrain.sand"
  name  = "Sand"
  stats = { dv_inf = 1, dv_veh = 0, los_level = 0, hide = "none" }
}

terrain "urban" {
  rule  = "terrain.urban"
  name  = "Urban"
  stats = { dv_inf = 2, dv_veh = 1, los_level = 1, hide = "all" }
}

terrain "woods" {
  rule  = "terrain.woods"
  name  = "Woods"
  stats = { dv_inf = 1, dv_veh = 1, los_level = 1, hide = "all" }
}

terrain "water" {
  rule   = "terrain.water"
  name   = "Water"
  stats  = { dv_inf = 0, dv_veh = 0, los_level = 0, hide = "none" }
  symbol = "~"
}

# Hill is a feature laid over the hex's terrain: +1 MP, a level 1 obstacle
# standing on ground one level up (ground), and
# +1 DV only in a hill edge hex against fire from the ground (terrain.hill-defense).
terrain "hill" {
  rule  = "terrain.hill"
  name  = "Hill"
  tags  = ["feature"]
  stats = { dv_inf = 0, dv_veh = 0, los_level = 1, ground = 1, hide = "none" }
}

# Shellholes and sandbags as printed on a map (markers of the same names are
# placed during play).
terrain "shellholes" {
  rule  = "terrain.shellholes"
  name  = "Shellholes"
  tags  = ["feature"]
  stats = { dv_inf = 1, dv_veh = 0, los_level = 0, hide = "infantry" }
}

terrain "sandbags" {
  rule  = "terrain.sandbags"
  name  = "Sandbags"
  tags  = ["feature"]
  stats = { dv_inf = 1, dv_veh = 1, los_level = 0, hide = "infantry" }
}
