# Stacking [stacking.*]: at most two combat units of a side in a hex at the
# end of an activation. end_activation is refused with "overstacked" while
# the active side is over the limit; the owner moves units out or removes the
# excess of his choice with remove_excess.

case "a unit may pass through a full hex" {
  rules   = ["stacking.limit"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "e100" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  unit "jagdtiger" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5"] # through B4, which holds two units
  }
  action "end_activation" {}
  expect {
    unit "tiger" { at = "B5" }
    active_formation = ""
  }
}

case "ending an activation with three units in a hex is refused" {
  rules   = ["stacking.limit", "stacking.overstack"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "e100" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  unit "jagdtiger" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"] # stops in B4: three units
  }
  action "end_activation" {}
  expect {
    rejected         = { code = "overstacked", rule = "stacking.overstack" }
    active_formation = "1-130"
  }
}

case "the owner removes the excess unit of his choice" {
  rules   = ["stacking.overstack"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "e100" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  unit "jagdtiger" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"]
  }
  action "remove_excess" {
    unit = "jagdtiger" # any of the three: a unit of another formation here
  }
  action "end_activation" {}
  expect {
    unit "jagdtiger" { alive = false }
    unit "e100" {
      alive = true
      at    = "B4"
    }
    unit "tiger" { at = "B4" }
    marker "B4" "wreck" { present = false } # removed, not destroyed
    active_formation = ""
  }
}

case "moving a unit out of the hex cures the overstack" {
  rules   = ["stacking.limit"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "tiger2" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B4"
  }
  unit "e100" {
    type      = "e-100"
    side      = "reich"
    formation = "1-130"
    at        = "B4"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"] # three units in B4 for now
  }
  action "move" {
    unit = "tiger2"
    path = ["B5"]
  }
  action "end_activation" {}
  expect {
    unit "tiger" { at = "B4" }
    unit "tiger2" { at = "B5" }
    active_formation = ""
  }
}

case "a hex within the limit has no excess to remove" {
  rules   = ["stacking.overstack"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "e100" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  unit "jagdtiger" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  active_formation = "2-130"
  action "remove_excess" {
    unit = "jagdtiger"
  }
  expect {
    rejected = { code = "not_overstacked", rule = "stacking.overstack" }
  }
}

case "a loaded APC counts as one unit" {
  rules   = ["stacking.exempt", "stacking.limit"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "apc"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"] # B4: the tiger and the loaded APC = 2
  }
  action "end_activation" {}
  expect {
    unit "tiger" { at = "B4" }
    unit "fj" { at = "B4" }
    active_formation = ""
  }
}

case "a loaded APC and two more units are overstacked" {
  rules   = ["stacking.exempt", "stacking.limit"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "apc"
  }
  unit "e100" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"] # the APC (with its passenger) 1 + e100 1 + tiger 1 = 3
  }
  action "end_activation" {}
  expect {
    rejected = { code = "overstacked", rule = "stacking.overstack" }
  }
}

case "removing a loaded APC removes its passengers" {
  rules   = ["stacking.overstack", "stacking.exempt"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "apc"
  }
  unit "e100" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4"]
  }
  action "remove_excess" {
    unit = "apc"
  }
  action "end_activation" {}
  expect {
    unit "apc" { alive = false }
    unit "fj" { alive = false }
    unit "e100" { alive = true }
    active_formation = ""
  }
}

case "a passenger is not removed on its own" {
  rules   = ["stacking.exempt"]
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    aboard    = "apc"
  }
  unit "e100" {
    type      = "e-100"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  unit "jagdtiger" {
    type      = "jagdtiger"
    side      = "reich"
    formation = "2-130"
    at        = "B4"
  }
  active_formation = "2-130"
  action "remove_excess" {
    unit = "fj" # the hex is overstacked, but the passenger does not count
  }
  expect {
    rejected = { code = "not_overstacked", rule = "stacking.exempt" }
  }
}

case "a helicopter does not count for stacking" {
  rules   = ["stacking.exempt", "stacking.limit"]
  fixture = "t64"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "t62" {
    type      = "t-62"
    side      = "nato"
    formation = "4th-guards"
    at        = "B4"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
  }
  unit "m60" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  action "move" {
    unit = "t64"
    path = ["B3"]
  }
  action "remove_excess" {
    unit = "huey" # B4: t62 + m60 = 2 counting units; the helicopter is airborne
  }
  expect {
    rejected = { code = "not_overstacked", rule = "stacking.exempt" }
  }
}

case "a helicopter in the hex leaves room for two units" {
  rules   = ["stacking.exempt"]
  fixture = "t64"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "t62" {
    type      = "t-62"
    side      = "nato"
    formation = "4th-guards"
    at        = "B4"
  }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B4"
  }
  action "move" {
    unit = "t64"
    path = ["B3", "B4"] # B4: t62 + t64 = 2, and the helicopter
  }
  action "end_activation" {}
  expect {
    unit "t64" { at = "B4" }
    active_formation = ""
  }
}
