# Smoke (7.5, 10.2.2): laying it, its effect on fire, on acquisition and on sight, its end.

# Open ground: a German rifle platoon the scenario gives smoke stands in C3 (MF 3), an M4 Sherman
# of CCB in C7, four hexes down the column. No pulse is running.
fixture "smoke-ground" {
  ruleset = "nations-at-war"
  board {
    cols    = 8
    rows    = 10
    terrain = "clear"
  }
  unit "grenadiers" {
    type      = "german-rifle"
    side      = "german"
    formation = "kampfgruppe"
    at        = "C3"
    statuses  = ["smoke-capable"]
  }
  unit "sherman" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "C7"
  }
}

# The Kampfgruppe's pulse.
fixture "smoke-field" {
  fixture          = "smoke-ground"
  active_formation = "kampfgruppe"
}

fixture "smoke-grenadiers-lay-c4" {
  fixture = "smoke-field"
  action "lay_smoke" {
    unit = "grenadiers"
    hex  = "C4"
  }
}

# CCB's pulse: the Sherman fires HE at the grenadiers, 4 hexes (normal range 6: neither reduced
# nor extended): 3 dice at the printed To-Hit 5.
fixture "smoke-sherman-fires" {
  fixture          = "smoke-ground"
  active_formation = "ccb"
  action "fire" {
    unit   = "sherman"
    target = "grenadiers"
    weapon = "he"
  }
}

# Laying smoke (7.5.1) ----------------------------------------------------------------------------

case "a smoke-capable unit in Good Order lays Level 1 smoke next to it for 1 MP" {
  rules   = ["smoke.placement", "smoke.supply", "smoke.disrupted"]
  fixture = "smoke-grenadiers-lay-c4"
  expect {
    marker "C4" "smoke" { level = 1 }
    marker "C3" "smoke" { present = false }
    unit "grenadiers" {
      at       = "C3"
      counters = { mp = 1 }
      statuses = ["smoke-capable"]
    }
    lay_smoke {
      unit = "grenadiers"
      hex  = "C4"
      mp   = 1
    }
    log_contains = ["grenadiers lays Level 1 smoke in C4 (1 MP)"]
  }
}

case "smoke may go in the unit's own hex" {
  rules   = ["smoke.placement"]
  fixture = "smoke-field"
  action "lay_smoke" {
    unit = "grenadiers"
    hex  = "C3"
  }
  expect {
    marker "C3" "smoke" { level = 1 }
    unit "grenadiers" { counters = { mp = 1 } }
  }
}

case "smoke goes no farther than an adjacent hex" {
  rules   = ["smoke.placement"]
  fixture = "smoke-field"
  action "lay_smoke" {
    unit = "grenadiers"
    hex  = "C5"
  }
  expect {
    rejected = { code = "not_adjacent", rule = "smoke.placement" }
  }
}

case "an Ops Complete unit lays no smoke" {
  rules   = ["smoke.placement"]
  fixture = "smoke-grenadiers-lay-c4"
  unit "grenadiers" { statuses = ["smoke-capable", "ops-complete"] }
  expect {
    rejected = { code = "ops_complete", rule = "smoke.placement" }
  }
}

case "a unit off the map lays no smoke" {
  rules   = ["smoke.placement"]
  fixture = "smoke-field"
  unit "reserve" {
    type      = "german-rifle"
    side      = "german"
    formation = "kampfgruppe"
    statuses  = ["smoke-capable"]
  }
  action "lay_smoke" {
    unit = "reserve"
    hex  = "C4"
  }
  expect {
    rejected = { code = "not_on_map", rule = "defences.measures" }
  }
}

case "a unit lays smoke only in its formation's pulse" {
  rules   = ["smoke.placement", "turn.operations"]
  fixture = "smoke-grenadiers-lay-c4"
  active_formation = "ccb"
  expect {
    rejected = { code = "not_active", rule = "turn.operations" }
  }
}

case "no smoke is laid between pulses" {
  rules   = ["smoke.placement", "turn.operations"]
  fixture = "smoke-ground"
  cup     = ["kampfgruppe", "ccb", "end-of-turn"]
  begin   = true
  action "lay_smoke" {
    unit = "grenadiers"
    hex  = "C4"
  }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "smoke laid on Level 2 smoke leaves the Level 2 marker" {
  rules   = ["smoke.placement", "smoke.level-2"]
  fixture = "smoke-grenadiers-lay-c4"
  board {
    marker "C4" "smoke" { level = 2 }
  }
  expect {
    marker "C4" "smoke" { level = 2 }
    unit "grenadiers" { counters = { mp = 1 } }
  }
}

# Who has smoke (7.5) -----------------------------------------------------------------------------

case "a unit the scenario gives no smoke lays none" {
  rules   = ["smoke.supply"]
  fixture = "smoke-grenadiers-lay-c4"
  unit "grenadiers" { statuses = [] }
  expect {
    rejected = { code = "no_smoke", rule = "smoke.supply" }
  }
}

# Disrupted units (7.5.1) -------------------------------------------------------------------------

case "a Disrupted unit lays no smoke" {
  rules   = ["smoke.disrupted"]
  fixture = "smoke-grenadiers-lay-c4"
  unit "grenadiers" { statuses = ["smoke-capable", "disrupted"] }
  expect {
    rejected = { code = "disrupted", rule = "smoke.disrupted" }
  }
}

# Water (7.5.1) -----------------------------------------------------------------------------------

case "no smoke in a water hex without road or bridge" {
  rules   = ["smoke.water"]
  fixture = "smoke-grenadiers-lay-c4"
  board {
    hex "C4" { terrain = "water" }
  }
  expect {
    rejected = { code = "water", rule = "smoke.water" }
  }
}

case "smoke goes on a bridged water hex" {
  rules   = ["smoke.water"]
  fixture = "smoke-grenadiers-lay-c4"
  board {
    hex "C4" {
      terrain  = "water"
      features = ["road", "bridge"]
    }
  }
  expect {
    marker "C4" "smoke" { level = 1 }
  }
}

# Moving on after smoke (7.5.1): MF 3, smoke 1 MP, each Clear hex 1 MP ---------------------------

case "having laid smoke, a unit moves on with the MP it has left" {
  rules   = ["smoke.continue", "movement.points"]
  fixture = "smoke-grenadiers-lay-c4"
  action "move" {
    unit = "grenadiers"
    path = ["C2", "C1"]
  }
  expect {
    marker "C4" "smoke" { level = 1 }
    unit "grenadiers" {
      at       = "C1"
      counters = { mp = 3 }
    }
  }
}

case "a unit lays more smoke while MP remain" {
  rules   = ["smoke.continue"]
  fixture = "smoke-grenadiers-lay-c4"
  action "lay_smoke" {
    unit = "grenadiers"
    hex  = "C2"
  }
  expect {
    marker "C4" "smoke" { level = 1 }
    marker "C2" "smoke" { level = 1 }
    unit "grenadiers" { counters = { mp = 2 } }
  }
}

case "a unit that has moved lays smoke with the MP it has left" {
  rules   = ["smoke.continue", "smoke.placement"]
  fixture = "smoke-field"
  action "move" {
    unit = "grenadiers"
    path = ["C4", "C5"]
  }
  action "lay_smoke" {
    unit = "grenadiers"
    hex  = "C6"
  }
  expect {
    marker "C6" "smoke" { level = 1 }
    unit "grenadiers" {
      at       = "C5"
      counters = { mp = 3 }
    }
  }
}

# The third smoke spends the grenadiers' last MP: they are Ops Complete, and lay no fourth.
case "a unit that has spent its MP on smoke lays no more" {
  rules   = ["smoke.continue", "movement.ops-complete"]
  fixture = "smoke-grenadiers-lay-c4"
  action "lay_smoke" {
    unit = "grenadiers"
    hex  = "C2"
  }
  action "lay_smoke" {
    unit = "grenadiers"
    hex  = "C3"
  }
  action "lay_smoke" {
    unit = "grenadiers"
    hex  = "D3"
  }
  expect {
    rejected = { code = "ops_complete", rule = "smoke.placement" }
    unit "grenadiers" {
      counters = { mp = 3 }
      statuses = ["smoke-capable", "ops-complete"]
    }
  }
}

# A mounted unit is not Ops Complete when its MP are spent (it may still dismount): M3 halftracks
# (MF 5) that drove five Clear hexes have no MP left for smoke.
case "with no MP left a unit lays no smoke" {
  rules   = ["smoke.continue"]
  fixture = "smoke-field"
  unit "halftracks" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "E1"
    mounted   = true
    statuses  = ["smoke-capable"]
  }
  active_formation = "ccb"
  action "move" {
    unit = "halftracks"
    path = ["E2", "E3", "E4", "E5", "E6"]
  }
  action "lay_smoke" {
    unit = "halftracks"
    hex  = "E6"
  }
  expect {
    rejected = { code = "too_far", rule = "smoke.continue" }
    unit "halftracks" {
      at       = "E6"
      counters = { mp = 5 }
      statuses = ["smoke-capable"]
    }
  }
}

# Firing into smoke (7.5.1) -----------------------------------------------------------------------

# Smoke in the target's hex: 5 + 1 = To-Hit 6. 6, 5, 5 -> 1 hit; the grenadiers' Clear hex gives
# no defence dice: Disrupted.
case "direct fire at a unit in smoke is at +1 To-Hit" {
  rules   = ["smoke.fire-into", "smoke.los"]
  fixture = "smoke-sherman-fires"
  board {
    marker "C3" "smoke" { level = 1 }
  }
  dice = [6, 5, 5]
  expect {
    attack {
      to_hit = 6
      hits   = 1
    }
    unit "grenadiers" { statuses = ["smoke-capable", "disrupted"] }
    log_contains = ["+ target in smoke 1 [smoke.fire-into]"]
  }
}

# Smoke beside the target, off the line, adds nothing: To-Hit 5. 5, 1, 1 -> 1 hit.
case "smoke in another hex than the target's adds nothing to the To-Hit" {
  rules   = ["smoke.fire-into"]
  fixture = "smoke-sherman-fires"
  board {
    marker "C2" "smoke" { level = 1 }
  }
  dice = [5, 1, 1]
  expect {
    attack {
      to_hit = 5
      hits   = 1
    }
  }
}

# Indirect fire is not affected: the mortar of the 5.1.6 example, spotted by its HQ, fires a
# mission at the Pz IVG's hex in smoke at its printed To-Hit 5 (4, 6 -> one hit, as without smoke).
case "indirect fire at units in smoke takes no +1" {
  rules   = ["smoke.fire-into", "mortars.indirect"]
  fixture = "mortars-indirect"
  board {
    marker "C11" "smoke" { level = 1 }
  }
  action "mortar_fire" {
    unit    = "mortar"
    target  = "C11"
    spotter = "hq"
  }
  dice = [4, 6, 4, 3]
  expect {
    mortar {
      indirect = true
      to_hit   = 5
      hits     = 1
    }
  }
}

# Firing out of smoke (7.5.1) ---------------------------------------------------------------------

# The Sherman's own smoke blocks nothing: it sees out at 5 + 1 = To-Hit 6. 5, 5, 5 -> no hit.
case "a unit in smoke fires out at +1 To-Hit" {
  rules   = ["smoke.fire-out", "smoke.los"]
  fixture = "smoke-sherman-fires"
  board {
    marker "C7" "smoke" { level = 1 }
  }
  dice = [5, 5, 5]
  expect {
    attack {
      to_hit = 6
      hits   = 0
    }
    unit "sherman" { statuses = ["ops-complete"] }
    log_contains = ["+ firing out of smoke 1 [smoke.fire-out]"]
  }
}

# In and out: both hexes smoked, 5 + 1 + 1 = To-Hit 7: no die can hit.
case "fire from smoke into smoke adds both" {
  rules   = ["smoke.fire-into", "smoke.fire-out"]
  fixture = "smoke-sherman-fires"
  board {
    marker "C3" "smoke" { level = 1 }
    marker "C7" "smoke" { level = 1 }
  }
  dice = [6, 6, 6]
  expect {
    attack {
      to_hit = 7
      hits   = 0
    }
  }
}

# The grenadiers' AP is printed at To-Hit 6: it cannot go to 7, so they cannot fire AP out of
# smoke at the Sherman next to them; their HE (To-Hit 5) still may.
case "a weapon at To-Hit 6 cannot fire out of smoke" {
  rules   = ["smoke.fire-out"]
  fixture = "smoke-field"
  board {
    marker "C3" "smoke" { level = 1 }
  }
  unit "sherman" { at = "C4" }
  action "fire" {
    unit   = "grenadiers"
    target = "sherman"
    weapon = "ap"
  }
  expect {
    rejected = { code = "in_smoke", rule = "smoke.fire-out" }
  }
}

# Smoke beside the grenadiers, off the line, is not their hex: the AP fires at its printed 6.
case "a weapon at To-Hit 6 fires from a hex without smoke" {
  rules   = ["smoke.fire-out"]
  fixture = "smoke-field"
  board {
    marker "C2" "smoke" { level = 1 }
  }
  unit "sherman" { at = "C4" }
  action "fire" {
    unit   = "grenadiers"
    target = "sherman"
    weapon = "ap"
  }
  dice = [1]
  expect {
    attack {
      weapon = "ap"
      to_hit = 6
      hits   = 0
    }
  }
}

# CCB's Sherman drives from C6 into C4, next to the grenadiers in smoke in C3: their AP (To-Hit
# 6, the weapon a hard target calls for) cannot fire out on opportunity.
case "Opportunity Fire at To-Hit 6 cannot come out of smoke" {
  rules   = ["smoke.fire-out", "opportunity-fire.trigger"]
  fixture = "smoke-ground"
  board {
    marker "C3" "smoke" { level = 1 }
  }
  unit "sherman" { at = "C5" }
  active_formation = "ccb"
  action "move" {
    unit = "sherman"
    path = ["C4"]
  }
  action "opportunity_fire" {
    unit   = "grenadiers"
    target = "sherman"
  }
  expect {
    rejected = { code = "in_smoke", rule = "smoke.fire-out" }
  }
}

# Smoke and acquisition (7.5.1, 5.2) ---------------------------------------------------------------

# The 5.2 example's Sherman (C2) and Pz IV (C6, City), with smoke in the Pz IV's hex: 5 + 1 = To-Hit
# 6. 6, 2, 2 -> 1 hit; the Pz IV's 3 dice (Armor 2 + City 1) at 6: 6, 1, 1 -> saved. Neither
# Disrupted nor reduced, it would be acquired; in smoke it is not.
case "a unit in a smoke hex is not acquired" {
  rules   = ["smoke.no-acquisition", "acquisition.exceptions"]
  fixture = "acquisition-sherman-fires"
  board {
    marker "C6" "smoke" { level = 1 }
  }
  dice = [6, 2, 2, 6, 1, 1]
  expect {
    attack {
      to_hit   = 6
      hits     = 1
      saved    = 1
      net_hits = 0
    }
    unit "pz" { statuses = [] }
    unit "sherman" { statuses = ["ops-complete"] }
    log_contains = ["a unit in smoke cannot be acquired"]
  }
}

# The same shot with the smoke around the Sherman instead: firing out of smoke acquires nothing
# (7.5.1).
case "a unit firing out of smoke acquires nothing" {
  rules   = ["smoke.no-acquisition"]
  fixture = "acquisition-sherman-fires"
  board {
    marker "C2" "smoke" { level = 1 }
  }
  dice = [6, 2, 2, 6, 1, 1]
  expect {
    attack {
      to_hit   = 6
      net_hits = 0
    }
    unit "pz" { statuses = [] }
    unit "sherman" { statuses = ["ops-complete"] }
    log_contains = ["sherman does not acquire pz: it fired out of smoke"]
  }
}

# How long smoke lasts (7.5.1, 10.2.2, 3.3) --------------------------------------------------------

# The last End of Turn marker is drawn: Marker Removal adjusts every Smoke marker before turn 2.
case "at Marker Removal Level 1 smoke clears and Level 2 thins to Level 1" {
  rules   = ["smoke.duration", "smoke.level-2", "turn.marker-removal"]
  fixture = "turn-desert"
  board {
    marker "E5" "smoke" { level = 1 }
    marker "F5" "smoke" { level = 2 }
  }
  cup   = ["end-of-turn"]
  draws = ["end-of-turn"]
  action "draw" {}
  expect {
    turn = 2
    marker "E5" "smoke" { present = false }
    marker "F5" "smoke" { level = 1 }
    log_contains = ["the smoke in E5 clears", "the Level 2 smoke in F5 thins to Level 1"]
  }
}

# Smoke laid in a pulse outlasts it: the pulse ends with markers still in the cup, and the smoke
# stays on the map until the turn's Marker Removal.
case "smoke stays on the map when its pulse ends" {
  rules   = ["smoke.duration"]
  fixture = "smoke-grenadiers-lay-c4"
  cup     = ["ccb", "end-of-turn", "end-of-turn"]
  action "end_activation" {}
  expect {
    turn             = 1
    active_formation = ""
    marker "C4" "smoke" { level = 1 }
  }
}

# Level 2 smoke (10.2.2) --------------------------------------------------------------------------

# Smoke 2 in B5 veils B5 and its six neighbours, C5 among them: the Sherman's line from C7 to C3
# runs through C5 and is blocked there, though no marker lies on it.
case "Level 2 smoke blocks lines through the six hexes around it" {
  rules   = ["smoke.level-2", "los.smoke"]
  fixture = "smoke-sherman-fires"
  board {
    marker "B5" "smoke" { level = 2 }
  }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

# Level 1 smoke in B5 veils its own hex alone: the line down column C is clear. 1, 1, 1 -> no hit.
case "Level 1 smoke beside a line does not block it" {
  rules   = ["smoke.level-2", "smoke.los"]
  fixture = "smoke-sherman-fires"
  board {
    marker "B5" "smoke" { level = 1 }
  }
  dice = [1, 1, 1]
  expect {
    attack {
      to_hit = 5
      hits   = 0
    }
  }
}

# Smoke 2 in C2, next to the grenadiers in C3: the line from C7 passes C6, C5 and C4, none of
# them next to C2, and ends in C3, which the veil reaches but which, as the target's own hex,
# blocks nothing [smoke.los]. The grenadiers' hex holds no marker: the To-Hit stays 5.
case "a unit next to Level 2 smoke can still be seen and fired at" {
  rules   = ["smoke.level-2", "smoke.los", "smoke.fire-into"]
  fixture = "smoke-sherman-fires"
  board {
    marker "C2" "smoke" { level = 2 }
  }
  dice = [1, 1, 1]
  expect {
    attack {
      to_hit = 5
      hits   = 0
    }
  }
}

# Smoke 2 in C8, next to the Sherman in C7: the Sherman sees out of the veiled hex (the line, C6 to
# C4, passes no hex of the veil), and C7 holds no marker: the To-Hit stays 5.
case "a unit next to Level 2 smoke sees out of it" {
  rules   = ["smoke.level-2", "smoke.fire-out"]
  fixture = "smoke-sherman-fires"
  board {
    marker "C8" "smoke" { level = 2 }
  }
  dice = [1, 1, 1]
  expect {
    attack {
      to_hit = 5
      hits   = 0
    }
  }
}

# From any height: both ends on hills see over open ground, but not through the veil of Smoke 2
# in B5, which reaches C5 on their line.
case "Level 2 smoke blocks around it from hill to hill" {
  rules   = ["smoke.level-2", "los.hill-blocking"]
  fixture = "smoke-sherman-fires"
  board {
    hex "C3" { features = ["hill"] }
    hex "C7" { features = ["hill"] }
    marker "B5" "smoke" { level = 2 }
  }
  expect {
    rejected = { code = "no_los", rule = "los.smoke" }
  }
}

# The same hills see each other over Level 1 smoke in B5, off their line. 1, 1, 1 -> no hit.
case "hills see past Level 1 smoke beside their line" {
  rules   = ["smoke.level-2", "los.hill-blocking"]
  fixture = "smoke-sherman-fires"
  board {
    hex "C3" { features = ["hill"] }
    hex "C7" { features = ["hill"] }
    marker "B5" "smoke" { level = 1 }
  }
  dice = [1, 1, 1]
  expect {
    attack { hits = 0 }
  }
}
