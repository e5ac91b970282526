# The command status check as a pulse starts (3.4.2, 2.5.6, 2.5.6.1): one Morale Check a hex
# of units out of command range, hexes in map order (IDS.md dice order 5). The 14th Infantry's
# HQ has command range 2 and the formation morale 7 (formations/formations.hcl).

case "units within the HQ's command range are in command: no die is thrown" {
  rules   = ["command.check", "hq.command-range", "pulse.sequence"]
  fixture = "turn-desert"
  cup     = ["14th-infantry", "end-of-turn"]
  draws   = ["14th-infantry"]
  unit "br2" { at = "E3" } # 2 hexes from the HQ in C3
  action "draw" {}
  expect {
    active_formation = "14th-infantry"
    unit "br1" { statuses = [] }
    unit "br2" { statuses = [] }
  }
}

case "a hex out of command range passes its check on 7 or less" {
  rules   = ["command.check", "morale.check", "hq.command-range"]
  fixture = "turn-desert"
  cup     = ["14th-infantry", "end-of-turn"]
  draws   = ["14th-infantry"]
  unit "br2" { at = "F3" } # 3 hexes from the HQ: out of range
  dice = [3, 4]
  action "draw" {}
  expect {
    command_check {
      hex    = "F3"
      total  = 7
      morale = 7
      passed = true
    }
    unit "br2" { statuses = [] }
  }
}

case "a failed command check marks the hex Out of Command" {
  rules   = ["command.check", "command.out-of-command", "morale.check", "markers.administrative"]
  fixture = "turn-desert"
  cup     = ["14th-infantry", "end-of-turn"]
  draws   = ["14th-infantry"]
  unit "br2" { at = "F3" }
  dice = [4, 4]
  action "draw" {}
  expect {
    command_check { passed = false }
    unit "br2" { statuses = ["out-of-command"] }
    unit "br1" { statuses = [] }
  }
}

# 3.4.2's example: a dismounted armored infantry platoon and an M3 Lee platoon of CCB share a
# hex out of command range; the check fails (the book gives no dice: 6 and 5 make 11, over
# CCB's morale 8), and the Out of Command marker goes on the stack.
case "3.4.2 example: one failed check marks the whole CCB stack Out of Command" {
  rules   = ["command.per-hex", "command.check", "command.out-of-command"]
  fixture = "turn-desert"
  formation "ccb" { side = "american" }
  unit "ccbhq" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "A1"
  }
  unit "ai" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "F7"
  }
  unit "lee" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "F7"
  }
  cup   = ["ccb", "end-of-turn"]
  draws = ["ccb"]
  dice  = [6, 5]
  action "draw" {}
  expect {
    command_check {
      hex    = "F7"
      total  = 11
      morale = 8
      passed = false
    }
    unit "ai" { statuses = ["out-of-command"] }
    unit "lee" { statuses = ["out-of-command"] }
    unit "ccbhq" { statuses = [] }
  }
}

case "hexes are checked in map order: column by column, down each column" {
  rules   = ["command.per-hex", "command.check"]
  fixture = "turn-desert"
  unit "br2" { at = "H2" }
  unit "br3" {
    type      = "british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "E9"
  }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  # E9 first (column E), then H2
  dice = [1, 1, 6, 6]
  action "draw" {}
  expect {
    command_check {
      hex    = "H2"
      passed = false
    }
    unit "br3" { statuses = [] }
    unit "br2" { statuses = ["out-of-command"] }
  }
}

case "a formation with no HQ in play takes the check with every hex" {
  rules   = ["command.check", "morale.formation"]
  fixture = "turn-desert"
  unit "brhq" { at = "" }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  # C3 then D4: both pass on 7 (the formation keeps its morale without its HQ)
  dice = [3, 4, 4, 3]
  action "draw" {}
  expect {
    unit "br1" { statuses = [] }
    unit "br2" { statuses = [] }
    log_contains = ["14th-infantry has no HQ in command on the map: every hex takes the command check",
    "C3 (br1): command check 7 against morale 7: in command", "D4 (br2): command check 7 against morale 7: in command"]
  }
}

case "a sub-HQ in command keeps the units in its own range in command" {
  rules   = ["hq.sub-hq", "hq.in-command", "command.check"]
  fixture = "turn-desert"
  unit "shq" {
    type      = "shq-british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C7" # 4 hexes from the HQ: within twice its range
  }
  unit "br2" { at = "C9" } # 6 from the HQ, 2 from the sub-HQ
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  action "draw" {}
  expect {
    unit "br2" { statuses = [] }
    unit "shq" { statuses = [] }
  }
}

case "a sub-HQ beyond twice the HQ's range commands nobody: its hex and its units' take the check" {
  rules   = ["hq.in-command", "command.check"]
  fixture = "turn-desert"
  unit "shq" {
    type      = "shq-british-rifle"
    side      = "british"
    formation = "14th-infantry"
    at        = "C8" # 5 hexes from the HQ
  }
  unit "br2" { at = "C9" }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  # C8 passes, C9 fails
  dice = [2, 2, 6, 6]
  action "draw" {}
  expect {
    unit "shq" { statuses = [] }
    unit "br2" { statuses = ["out-of-command"] }
  }
}

case "a Recon unit is in command within twice the command range" {
  rules   = ["hq.in-command", "command.check"]
  fixture = "turn-desert"
  formation "soviet-tanks" { side = "soviet" }
  unit "t34hq" {
    type      = "hq-t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "A1"
  }
  unit "scout" {
    type      = "ba-64"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "A7" # 6 hexes: twice the range of 3
  }
  cup   = ["soviet-tanks", "end-of-turn"]
  draws = ["soviet-tanks"]
  action "draw" {}
  expect {
    unit "scout" { statuses = [] }
  }
}

case "units that entered the map are in command on their first activation" {
  rules   = ["command.entering"]
  fixture = "turn-desert"
  unit "br2" {
    at       = "J10"
    counters = { entering = 1 }
  }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  action "draw" {}
  expect {
    unit "br2" {
      statuses = []
      counters = { entering = 0 }
    }
    log_contains = ["br2 entered the map: it is in command on its first activation"]
  }
}

case "an Out of Command unit does not fire in its formation's pulse" {
  rules            = ["command.out-of-command"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br2" { statuses = ["out-of-command"] }
  unit "it1" { at = "D6" }
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}

case "an in-command unit of the same pulse fires" {
  rules            = ["command.out-of-command"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "it1" { at = "D6" }
  dice = [1, 1]
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  expect {
    attack { hits = 0 }
    unit "br2" { statuses = ["ops-complete"] }
  }
}

case "the Out of Command marker comes off as the formation's next pulse starts" {
  rules   = ["pulse.remove-markers", "command.out-of-command"]
  fixture = "turn-desert"
  unit "br2" { statuses = ["out-of-command", "ops-complete"] }
  unit "br1" { statuses = ["ops-complete", "disrupted"] }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  action "draw" {}
  expect {
    unit "br2" { statuses = [] }
    unit "br1" { statuses = ["disrupted"] }
    log_contains = ["Ops Complete and Out of Command markers come off br1, br2"]
  }
}

case "an Out of Command mortar does not fire in its formation's pulse" {
  rules   = ["command.out-of-command"]
  fixture = "mortars-indirect"
  unit "mortar" { statuses = ["out-of-command"] }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}

# 3.4.2: an Out of Command unit may still fire on Opportunity in an enemy's pulse. The Crusaders
# of the 22nd Armoured carry the Out of Command marker from their last pulse.
case "an Out of Command unit still fires on Opportunity in the enemy's pulse" {
  rules   = ["command.out-of-command"]
  fixture = "opportunity-fire-pz-moves"
  unit "crusaders" { statuses = ["out-of-command"] }
  dice = [6, 2, 2, 3, 4]
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
  }
  expect {
    attack { net_hits = 1 }
    unit "pz" { statuses = ["disrupted", "ops-complete"] }
    unit "crusaders" { statuses = ["ops-complete", "out-of-command"] }
  }
}
