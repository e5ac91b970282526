# The Bridge Out marker of a blown bridge [engineers.bridge-out]: no unit may enter its hex
# (movement/movement.hcl closes it to every walking class).
marker_kind "bridge-out" {
  rule  = "engineers.bridge-out"
  name  = "Bridge Out"
  stats = { def_soft = 0, def_hard = 0 }
}
