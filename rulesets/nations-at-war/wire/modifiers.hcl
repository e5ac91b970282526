# Wire on the movement stage "mp" (movement/values.hcl): a hard unit pays the Wire marker's
# mp_hard (2) on top of the terrain to enter its hex [wire.hard-cost]. The kernel's path search
# applies it to every step, so validation, reach and the bots agree.
modifier "wire-hard-cost" {
  rule       = "wire.hard-cost"
  stage      = "mp"
  terrain_of = move.to
  stat       = unit.hard ? "mp_hard" : "mp_soft"
}
