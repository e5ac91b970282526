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

# Only a missile launcher launches, once [missiles.artillery, missiles.one-shot],
# and not while it is Shaken [missiles.scud].
precondition "missile-launcher" {
  rule      = "missiles.artillery"
  code      = "not_missile"
  each      = ["unit"]
  condition = unit.tags.missile
  reason    = "${unit.id} is not a V-2 or Scud launcher"
}

precondition "missile-unfired" {
  rule      = "missiles.one-shot"
  code      = "no_missile"
  each      = ["unit"]
  condition = unit.counters.launched == 0
  reason    = "${unit.id} has fired its one missile"
}

precondition "launcher-steady" {
  rule      = "missiles.scud"
  code      = "shaken"
  each      = ["unit"]
  condition = !unit.statuses.shaken
  reason    = "${unit.id} is disrupted (Shaken) and cannot launch until it rallies"
}
