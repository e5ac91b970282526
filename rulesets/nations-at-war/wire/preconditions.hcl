# Who may clear Wire [wire.no-clear]: infantry on foot in Good Order. Trucks, ATGs and
# anti-aircraft units never do: they carry no infantry tag (units/), and an armored infantry or
# motorcycle platoon clears only on foot, not on a face with an armor factor or a mounted one.

precondition "wire-good-order" {
  rule      = "wire.no-clear"
  code      = "disrupted"
  each      = ["unit"]
  condition = !unit.statuses.disrupted
  reason    = "${unit.id} is Disrupted: Disrupted units may not clear Wire"
}

precondition "wire-infantry" {
  rule      = "wire.no-clear"
  code      = "not_infantry"
  each      = ["unit"]
  condition = (unit.tags.infantry || unit.tags["armored-infantry"]) && !(unit.stats.armor_factor > 0) && unit.face != "mounted" && unit.face != "reduced-mounted"
  reason    = "${unit.id} is no infantry on foot: trucks, ATGs, anti-aircraft units and vehicles never clear Wire"
}

# Obstacles are set up before play [wire.supply, ditches.placement]: in a bare setup (play not
# begun) or the setup phase of a generated battle (generator/phases.hcl). No rule of its own: it
# cites the action's (place_wire, place_ditch).
precondition "obstacle-setup" {
  code      = "wrong_phase"
  condition = !state.begun || state.phase == "battle-setup"
  reason    = "obstacle markers are set up before play"
}
