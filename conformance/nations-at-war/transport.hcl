# Transport (4.3): mounting and dismounting flip the counter; the MP are counted on the face
# flipped to (the unit counter mp is set to the cost).

fixture "transport-halftracks" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 12
    terrain = "clear"
  }
  unit "ai" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "C2"
  }
  active_formation = "ccb"
}

case "the book's halftrack: mounting costs 3 of the M3's MF 5, leaving 2 to drive" {
  rules   = ["transport.mount", "transport.modes", "movement.points"]
  fixture = "transport-halftracks"
  action "mount" { unit = "ai" }
  action "move" {
    unit = "ai"
    path = ["C3", "C4"]
  }
  expect {
    unit "ai" {
      face     = "mounted"
      at       = "C4"
      counters = { mp = 5 }
    }
  }
}

case "after mounting, a third hex is beyond what the halftrack has left" {
  rules   = ["transport.mount"]
  fixture = "transport-halftracks"
  action "mount" { unit = "ai" }
  action "move" {
    unit = "ai"
    path = ["C3", "C4", "C5"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "the book's halftrack dismounts later: 3 MP on the dismounted side leave it nothing" {
  rules   = ["transport.dismount", "movement.ops-complete"]
  fixture = "transport-halftracks"
  action "mount" { unit = "ai" }
  action "move" {
    unit = "ai"
    path = ["C3"]
  }
  action "dismount" { unit = "ai" }
  expect {
    unit "ai" {
      face     = ""
      at       = "C3"
      counters = { mp = 3 }
      statuses = ["ops-complete"]
    }
    dismount { mp = 3 }
  }
}

case "a support weapon stays with the platoon that mounts" {
  rules   = ["transport.mount"]
  fixture = "transport-halftracks"
  unit "ai" { carries = ["hmg"] }
  action "mount" { unit = "ai" }
  expect {
    unit "ai" {
      face    = "mounted"
      carries = ["hmg"]
    }
  }
}

case "a reduced platoon mounts onto its reduced vehicle side" {
  rules   = ["transport.modes", "transport.mount"]
  fixture = "transport-halftracks"
  unit "ai" { reduced = true }
  action "mount" { unit = "ai" }
  expect {
    unit "ai" { face = "reduced-mounted" }
  }
}

case "a Disrupted (Disabled) platoon may not mount" {
  rules   = ["transport.mount"]
  fixture = "transport-halftracks"
  unit "ai" { statuses = ["disrupted"] }
  action "mount" { unit = "ai" }
  expect {
    rejected = { code = "disrupted", rule = "transport.mount" }
  }
}

case "a Disrupted (Disabled) platoon may dismount" {
  rules   = ["transport.dismount"]
  fixture = "transport-halftracks"
  unit "ai" {
    mounted  = true
    statuses = ["disrupted"]
  }
  action "dismount" { unit = "ai" }
  expect {
    unit "ai" {
      face     = ""
      statuses = ["disrupted", "ops-complete"]
    }
  }
}

case "a unit without vehicles has nothing to mount" {
  rules   = ["transport.modes"]
  fixture = "transport-halftracks"
  unit "ai" { type = "british-rifle" }
  action "mount" { unit = "ai" }
  expect {
    rejected = { code = "no_transport", rule = "transport.modes" }
  }
}

case "a mounted unit does not mount again" {
  rules   = ["transport.modes"]
  fixture = "transport-halftracks"
  unit "ai" { mounted = true }
  action "mount" { unit = "ai" }
  expect {
    rejected = { code = "no_transport", rule = "transport.modes" }
  }
}

case "a dismounted unit does not dismount" {
  rules   = ["transport.dismount"]
  fixture = "transport-halftracks"
  action "dismount" { unit = "ai" }
  expect {
    rejected = { code = "not_mounted", rule = "transport.dismount" }
  }
}

case "an Ops Complete unit neither mounts nor dismounts" {
  rules   = ["transport.mount", "movement.ops-complete"]
  fixture = "transport-halftracks"
  unit "ai" { statuses = ["ops-complete"] }
  action "mount" { unit = "ai" }
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

case "a unit of another formation does not mount in this pulse" {
  rules   = ["transport.mount"]
  fixture = "transport-halftracks"
  unit "ai" { formation = "panzergrenadier" }
  action "mount" { unit = "ai" }
  expect {
    rejected = { code = "not_active" }
  }
}

case "the book's motorcycles: mounting onto the MF 6* side costs 1 MP, leaving 5" {
  rules   = ["transport.quick"]
  fixture = "transport-halftracks"
  unit "ai" {
    type      = "german-motorcycle"
    side      = "german"
    formation = "panzergrenadier"
  }
  active_formation = "panzergrenadier"
  action "mount" { unit = "ai" }
  action "move" {
    unit = "ai"
    path = ["C3", "C4", "C5", "C6", "C7"]
  }
  expect {
    unit "ai" {
      face     = "mounted"
      at       = "C7"
      counters = { mp = 6 }
    }
  }
}

case "the book's motorcycles: after all 6 MP, dismounting onto the infantry side costs 3" {
  rules   = ["transport.quick", "transport.dismount"]
  fixture = "transport-halftracks"
  unit "ai" {
    type      = "german-motorcycle"
    side      = "german"
    formation = "panzergrenadier"
    mounted   = true
  }
  active_formation = "panzergrenadier"
  action "move" {
    unit = "ai"
    path = ["C3", "C4", "C5", "C6", "C7", "C8"]
  }
  action "dismount" { unit = "ai" }
  expect {
    unit "ai" {
      face     = ""
      at       = "C8"
      counters = { mp = 3 }
      statuses = ["ops-complete"]
    }
    dismount { mp = 3 }
  }
}

case "an ATG battery dismounts for free, as its only action" {
  rules   = ["transport.atg"]
  fixture = "transport-halftracks"
  unit "ai" {
    type    = "us-57mm-atg"
    mounted = true
  }
  action "dismount" { unit = "ai" }
  expect {
    unit "ai" {
      face     = ""
      counters = { mp = 0 }
      statuses = ["ops-complete"]
    }
    dismount { mp = 0 }
  }
}

case "an ATG battery that moved may not dismount: the free dismount is its only action" {
  rules   = ["transport.atg"]
  fixture = "transport-halftracks"
  unit "ai" {
    type    = "us-57mm-atg"
    mounted = true
  }
  action "move" {
    unit = "ai"
    path = ["C3"]
  }
  action "dismount" { unit = "ai" }
  expect {
    rejected = { code = "not_start", rule = "transport.atg" }
  }
}

case "a transported unit destroyed dismounted still leaves a wreck" {
  rules   = ["transport.wreck"]
  fixture = "transport-halftracks"
  unit "ai" {
    reduced  = true
    statuses = ["disrupted"]
    at       = "C5"
  }
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C4"
  }
  active_formation = "panzergrenadier"
  # two HE dice 6 1: one hit on a Disrupted reduced platoon in the open
  dice = [6, 1]
  action "fire" {
    unit   = "grenadiers"
    target = "ai"
    weapon = "he"
  }
  expect {
    unit "ai" { alive = false }
    marker "C5" "wreck" { present = true }
  }
}

case "a transported unit destroyed mounted leaves a wreck" {
  rules   = ["transport.wreck"]
  fixture = "transport-halftracks"
  unit "ai" {
    face     = "reduced-mounted"
    statuses = ["disrupted"]
    at       = "C5"
  }
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C8"
  }
  active_formation = "panzer-abteilung"
  # three AP dice 6 1 1 at 5+: one hit; the halftrack's one armour die 1 saves nothing
  dice = [6, 1, 1, 1]
  action "fire" {
    unit   = "pz"
    target = "ai"
    weapon = "ap"
  }
  expect {
    unit "ai" { alive = false }
    marker "C5" "wreck" { present = true }
  }
}
