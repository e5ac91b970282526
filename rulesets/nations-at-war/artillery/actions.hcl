# Calling an artillery fire mission [artillery.calling]. artillery/artillery.lua says when it is
# legal and what it does; the Fire Mission step and the two-a-activation count are
# artillery/lib/missions.lua's, shared with indirect mortar fire.
action "fire_mission" {
  rule     = "artillery.calling"
  title    = "Call one of the side's fire missions on a hex the caller sees (HQ, sub-HQ or Recon, first actions)"
  requires = ["activation", "active-formation"]

  param "unit" { # the caller: an HQ, sub-HQ or Recon unit of the active formation
    type = "unit"
    of   = "active"
  }
  param "mission" { # a key of the side's missions holding: he-<FP>-<To-Hit> or smoke
    type = "string"
  }
  param "target" { # the hex aimed at, in the caller's sight
    type = "hex"
  }
}
