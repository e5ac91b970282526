# A missile launcher strikes only by launching its missile [missiles.artillery],
# and the V-2's launch site (a missile unit that cannot move) is never a
# target, only captured [missiles.v2].
precondition "not-a-missile" {
  rule      = "missiles.artillery"
  code      = "missile_unit"
  each      = ["unit", "units"]
  condition = !unit.tags.missile
  reason    = "${unit.id} strikes only by launching its missile"
}

precondition "launch-site-immune" {
  rule      = "missiles.v2"
  code      = "immune"
  condition = !(target.tags.missile && target.stats.speed == 0)
  reason    = "${target.id} is a launch site: it cannot be attacked, only captured"
}
