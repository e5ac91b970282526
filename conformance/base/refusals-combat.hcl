# What fire, opportunity fire, SPA indirect fire, the infantry actions,
# Weapons and APCs forbid [combat.*, opportunity-fire.*, units.*]: each
# refusal names its code and rule; the runner checks that a refused action
# left the game exactly as it was, and the cases check the units too.

fixture "rc-duel" {
  ruleset = "base"
  board {
    cols    = 10
    rows    = 16
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B8"
  }
  active_formation = "1-130"
}

# --- Moving fire into or through an enemy hex [assault.definition] ----------

case "moving fire after a move may not end in an enemy hex" {
  rules   = ["assault.definition", "moving-fire.order"]
  fixture = "rc-duel"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "after"
    path   = ["B3", "B4"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.definition" }
    unit "tiger" {
      at       = "B2"
      statuses = []
    }
    unit "rangers" { at = "B4" }
  }
}

case "moving fire before a move may not end in an enemy hex" {
  rules   = ["assault.definition", "moving-fire.order"]
  fixture = "rc-duel"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B4"
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "before"
    path   = ["B3", "B4"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.definition" }
    unit "tiger" {
      at       = "B2"
      statuses = []
    }
    unit "t64" { statuses = [] }
  }
}

case "moving fire may not end in its target's hex" {
  rules   = ["assault.definition", "moving-fire.order"]
  fixture = "rc-duel"
  unit "t64" { at = "B4" }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "after"
    path   = ["B3", "B4"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "assault.definition" }
    unit "tiger" { at = "B2" }
  }
}

case "the path of a moving fire may not cross an enemy hex" {
  rules   = ["assault.definition", "moving-fire.order"]
  fixture = "rc-duel"
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B3"
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "after"
    path   = ["B3", "B4"]
  }
  expect {
    rejected = { code = "enemy_in_path", rule = "assault.definition" }
    unit "tiger" { at = "B2" }
  }
}

case "the path of a moving fire steps from hex to hex" {
  rules   = ["movement.speed", "moving-fire.order"]
  fixture = "rc-duel"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "after"
    path   = ["B4"]
  }
  expect {
    rejected = { code = "not_adjacent", rule = "movement.speed" }
    unit "tiger" { at = "B2" }
  }
}

case "the path of a moving fire may not enter water" {
  rules   = ["movement.water", "moving-fire.order"]
  fixture = "rc-duel"
  board {
    hex "B3" { terrain = "water" }
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "after"
    path   = ["B3"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.water" }
    unit "tiger" { at = "B2" }
  }
}

case "moving fire ends next to an enemy, and passes through a friendly hex" {
  rules   = ["moving-fire.order", "assault.definition"]
  fixture = "rc-duel"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
  }
  unit "t64" { at = "B5" }
  dice = [3, 3]
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    moving = "after"
    path   = ["B3", "B4"]
  }
  expect {
    attack { av = 15 } # AP 10 + 6 - 2 moving + 1 close range
    unit "tiger" {
      at       = "B4"
      statuses = ["finished"]
    }
  }
}

# --- fire ---------------------------------------------------------------------

case "a Shaken unit may not fire its AP" {
  rules   = ["results.shaken"]
  fixture = "rc-duel"
  unit "tiger" { statuses = ["shaken"] }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "shaken", rule = "results.shaken" }
    unit "t64" { statuses = [] }
  }
}

case "a Shaken unit still fires its HE" {
  rules   = ["results.shaken"]
  fixture = "rc-duel"
  unit "tiger" { statuses = ["shaken"] }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { target = "rangers" }
    unit "tiger" { statuses = ["shaken", "finished"] }
  }
}

case "a unit that fired may not fire again" {
  rules   = ["combat.one-attack"]
  fixture = "rc-duel"
  unit "tiger" { counters = { fired = 1 } }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
    unit "t64" { statuses = [] }
  }
}

case "a unit off the map may not fire" {
  rules   = ["combat.eligibility"]
  fixture = "rc-duel"
  unit "tiger" { at = "" }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
  }
  expect {
    rejected = { code = "not_on_map", rule = "combat.eligibility" }
  }
}

case "the group fire assistant may not be the leader itself" {
  rules   = ["group-fire.stack"]
  fixture = "rc-duel"
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "tiger"
  }
  expect {
    rejected = { code = "bad_assist", rule = "group-fire.stack" }
    unit "tiger" { statuses = [] }
  }
}

case "a group fire assistant that has attacked may not assist" {
  rules   = ["group-fire.assistant", "combat.one-attack"]
  fixture = "rc-duel"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
    counters  = { fired = 1 }
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "puma"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
    unit "tiger" { statuses = [] }
  }
}

case "an SPAA may not assist group fire" {
  rules   = ["group-fire.assistant", "units.spaa"]
  fixture = "rc-duel"
  unit "ostwind" {
    type      = "ostwind"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  action "fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "ostwind"
  }
  expect {
    rejected = { code = "bad_assist", rule = "group-fire.assistant" }
    unit "ostwind" { statuses = [] }
  }
}

case "a Shaken unit may lead group fire" {
  rules   = ["group-fire.assistant", "results.shaken"]
  fixture = "rc-duel"
  unit "tiger" { statuses = ["shaken"] }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
    assist = "puma"
  }
  expect {
    attack { assistant = "puma" }
    unit "puma" { statuses = ["finished"] }
  }
}

case "a passenger may not be picked out as a target" {
  rules   = ["units.apc-passengers"]
  fixture = "rc-duel"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B6"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "m113"
  }
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "rangers" { statuses = [] }
  }
}

# --- opportunity_fire ---------------------------------------------------------
# The T-64 walks B13-B12-B11 towards the Reich units in B2.

fixture "rc-mover" {
  fixture = "rc-duel"
  unit "t64" { at = "B13" }
  active_formation = "4th-guards"
  action "move" {
    unit = "t64"
    path = ["B12", "B11", "B10", "B9", "B8"]
  }
}

case "a Finished unit may not opportunity fire" {
  rules   = ["opportunity-fire.trigger", "impulse.finished"]
  fixture = "rc-mover"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
    statuses  = ["finished"]
  }
  action "opportunity_fire" {
    unit   = "puma"
    target = "t64"
    weapon = "ap"
    at     = "B8"
  }
  expect {
    rejected  = { code = "finished", rule = "opportunity-fire.trigger" }
    interrupt = "opportunity"
  }
}

case "opportunity fire must reach the mover where it is fired at" {
  rules   = ["opportunity-fire.trigger", "combat.long-range"]
  fixture = "rc-mover"
  action "opportunity_fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    at     = "B15"
  }
  expect {
    rejected = { code = "not_on_path", rule = "opportunity-fire.trigger" }
  }
}

case "opportunity fire uses a weapon that suits the mover" {
  rules   = ["opportunity-fire.trigger", "combat.firepower-choice"]
  fixture = "rc-mover"
  action "opportunity_fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "he"
    at     = "B8"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "combat.firepower-choice" }
    unit "tiger" { statuses = [] }
  }
}

case "a Shaken unit opportunity fires only its HE" {
  rules   = ["opportunity-fire.trigger", "results.shaken"]
  fixture = "rc-mover"
  unit "tiger" { statuses = ["shaken"] }
  unit "puma" { # able to fire: the window opens
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
  }
  action "opportunity_fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    at     = "B8"
  }
  expect {
    rejected = { code = "shaken", rule = "results.shaken" }
  }
}

case "opportunity fire needs LOS to the hex it fires at" {
  rules   = ["opportunity-fire.trigger", "los.required"]
  fixture = "rc-mover"
  board {
    hex "B5" { terrain = "woods" }
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "C6"
  }
  action "opportunity_fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    at     = "B8"
  }
  expect {
    rejected = { code = "no_los" }
  }
}

case "the Blighter never opportunity fires" {
  rules   = ["units.blighter"]
  fixture = "rc-mover"
  unit "blighter" {
    type      = "blighter"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
  }
  action "opportunity_fire" {
    unit   = "blighter"
    target = "t64"
    weapon = "ap"
    at     = "B8"
  }
  expect {
    rejected = { code = "no_opportunity_fire", rule = "units.blighter" }
  }
}

case "an SPA may not lead a group opportunity fire" {
  rules   = ["units.spa", "opportunity-fire.who"]
  fixture = "rc-mover"
  unit "hummel" {
    type      = "hummel"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  action "opportunity_fire" {
    unit   = "hummel"
    target = "t64"
    weapon = "ap"
    assist = "tiger"
    at     = "B8"
  }
  expect {
    rejected = { code = "no_group_fire", rule = "units.spa" }
  }
}

case "a group opportunity fire needs its assistant stacked with the leader" {
  rules   = ["group-fire.stack", "opportunity-fire.who"]
  fixture = "rc-mover"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "C2"
  }
  action "opportunity_fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "puma"
    at     = "B8"
  }
  expect {
    rejected = { code = "bad_assist", rule = "group-fire.stack" }
  }
}

case "stacked units may opportunity fire as a group" {
  rules   = ["group-fire.stack", "opportunity-fire.who"]
  fixture = "rc-mover"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  dice = [1, 1]
  action "opportunity_fire" {
    unit   = "tiger"
    target = "t64"
    weapon = "ap"
    assist = "puma"
    at     = "B8"
  }
  expect {
    attack {
      kind      = "opportunity"
      assistant = "puma"
    }
    unit "puma" { statuses = ["finished"] }
    unit "tiger" { statuses = ["finished"] }
  }
}

case "a passenger may not opportunity fire" {
  rules   = ["units.apc-passengers"]
  fixture = "rc-mover"
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "B3"
  }
  unit "ss" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-130"
    aboard    = "apc"
  }
  action "opportunity_fire" {
    unit   = "ss"
    target = "t64"
    weapon = "he"
    at     = "B8"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
  }
}

# --- spa_indirect ---------------------------------------------------------------

fixture "rc-hummel" {
  fixture = "hummel"
  unit "co" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B7"
    attached  = ["co"]
  }
  unit "t64" {
    type      = "t-64"
    side      = "nato"
    formation = "4th-guards"
    at        = "B10"
  }
}

case "indirect fire names a factor the SPA has" {
  rules   = ["units.weapons", "units.spa-indirect-fire"]
  fixture = "rc-hummel"
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
    weapon = "aa"
  }
  expect {
    rejected = { code = "no_weapon", rule = "units.weapons" }
    unit "hummel" { statuses = [] }
  }
}

case "a Shaken SPA fires no AP indirectly" {
  rules   = ["results.shaken", "units.spa-indirect-fire"]
  fixture = "rc-hummel"
  unit "hummel" { statuses = ["shaken"] }
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
    weapon = "ap"
  }
  expect {
    rejected = { code = "shaken", rule = "results.shaken" }
  }
}

case "an SPA that attacked may not fire indirectly" {
  rules   = ["combat.one-attack", "units.spa-indirect-fire"]
  fixture = "rc-hummel"
  unit "hummel" { counters = { fired = 1 } }
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
  }
}

case "an SPA of another formation may not fire indirectly" {
  rules   = ["impulse.activation"]
  fixture = "rc-hummel"
  unit "hummel" { formation = "2-130" }
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
  }
}

case "indirect fire reaches exactly the SPA's range" {
  rules   = ["units.spa-indirect-fire"]
  fixture = "rc-hummel"
  unit "t64" { at = "B19" } # 18 hexes
  dice = [4, 1, 1]
  action "spa_indirect" {
    unit   = "hummel"
    target = "B19"
  }
  expect {
    spa_indirect { attacks = 1 }
  }
}

case "a named spotter without LOS may not call indirect fire" {
  rules   = ["units.spa-indirect-fire"]
  fixture = "rc-hummel"
  board {
    hex "B9" { terrain = "woods" }
  }
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-130"
    at        = "B12"
  }
  action "spa_indirect" {
    unit    = "hummel"
    target  = "B10"
    spotter = "co"
  }
  expect {
    rejected = { code = "no_spotter", rule = "units.spa-indirect-fire" }
  }
}

case "an SPA off the map fires nothing indirectly" {
  rules   = ["combat.eligibility", "units.spa-indirect-fire"]
  fixture = "rc-hummel"
  unit "hummel" { at = "" }
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    rejected = { code = "not_on_map", rule = "combat.eligibility" }
  }
}

# --- assault (its twin, an assault taken through: assault.hcl's first case) -----

case "assault: a unit off the map does not assault" {
  rules   = ["combat.eligibility", "assault.eligibility"]
  fixture = "ssvt-next-to-rangers"
  unit "ssvt" { at = "" }
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    rejected = { code = "not_on_map", rule = "combat.eligibility" }
  }
}

case "assault: a unit that moved does not assault" {
  rules   = ["impulse.finished", "assault.eligibility"]
  fixture = "ssvt-next-to-rangers"
  unit "ssvt" { counters = { moved = 1 } }
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    rejected = { code = "finished", rule = "impulse.finished" }
  }
}

case "assault: a unit off the map is not assaulted" {
  rules   = ["combat.eligibility", "assault.definition"]
  fixture = "ssvt-next-to-rangers"
  unit "rangers" { at = "" }
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    rejected = { code = "not_on_map", rule = "combat.eligibility" }
  }
}

case "assault: a passenger is not assaulted: its carrier is" {
  rules   = ["units.apc-passengers", "assault.definition"]
  fixture = "ssvt-next-to-rangers"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C5"
  }
  unit "rangers" { aboard = "m113" }
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
  }
}

# --- infantry actions, Weapons, APCs --------------------------------------------

fixture "rc-ss" {
  fixture = "apc-and-ss"
  unit "ss" { at = "B4" }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E9"
  }
}

case "a unit of another formation may not fill Sandbags" {
  rules   = ["units.sandbags", "impulse.activation"]
  fixture = "rc-ss"
  action "fill_sandbags" { unit = "rangers" }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    marker "E9" "sandbags" { present = false }
  }
}

case "Sandbags are filled in woods too" {
  rules   = ["units.sandbags"]
  fixture = "rc-ss"
  board {
    hex "B4" { terrain = "woods" }
  }
  action "fill_sandbags" { unit = "ss" }
  expect {
    marker "B4" "sandbags" { present = true }
    unit "ss" { statuses = ["finished"] }
  }
}

case "only infantry lays smoke" {
  rules   = ["units.smokescreen"]
  fixture = "rc-ss"
  action "lay_smoke" {
    unit = "apc"
    hex  = "B3"
  }
  expect {
    rejected = { code = "not_infantry", rule = "units.smokescreen" }
    marker "B3" "smoke" { present = false }
  }
}

case "a unit that moved may not lay mines" {
  rules   = ["units.minefields"]
  fixture = "rc-ss"
  action "move" {
    unit = "ss"
    path = ["B5"]
  }
  action "lay_mines" {
    unit = "ss"
    hex  = "B6"
  }
  expect {
    rejected = { code = "finished", rule = "units.minefields" }
    marker "B6" "mines" { present = false }
  }
}

# An infantry action off the map (a unit not yet entered) is refused by the
# action's precondition; the twins on the map follow each.
case "a unit off the map fills no Sandbags" {
  rules   = ["units.sandbags"]
  fixture = "rc-ss"
  unit "ss" { at = "" }
  action "fill_sandbags" { unit = "ss" }
  expect {
    rejected = { code = "not_on_map", rule = "units.sandbags" }
  }
}

case "a unit on the map fills Sandbags" {
  rules   = ["units.sandbags"]
  fixture = "rc-ss"
  action "fill_sandbags" { unit = "ss" }
  expect {
    marker "B4" "sandbags" { present = true }
  }
}

case "a unit off the map lays no mines" {
  rules   = ["units.minefields"]
  fixture = "rc-ss"
  unit "ss" { at = "" }
  action "lay_mines" {
    unit = "ss"
    hex  = "B5"
  }
  expect {
    rejected = { code = "not_on_map", rule = "units.minefields" }
    marker "B5" "mines" { present = false }
  }
}

case "a unit on the map lays mines next to it" {
  rules   = ["units.minefields"]
  fixture = "rc-ss"
  action "lay_mines" {
    unit = "ss"
    hex  = "B5"
  }
  expect {
    marker "B5" "mines" { present = true }
  }
}

case "a unit off the map lays no smoke" {
  rules   = ["units.smokescreen"]
  fixture = "rc-ss"
  unit "ss" { at = "" }
  action "lay_smoke" {
    unit = "ss"
    hex  = "B5"
  }
  expect {
    rejected = { code = "not_on_map", rule = "units.smokescreen" }
    marker "B5" "smoke" { present = false }
  }
}

case "a unit that moved lays no smoke" {
  rules   = ["units.smokescreen"]
  fixture = "rc-ss"
  action "move" {
    unit = "ss"
    path = ["B5"]
  }
  action "lay_smoke" {
    unit = "ss"
    hex  = "B6"
  }
  expect {
    rejected = { code = "finished", rule = "units.smokescreen" }
    marker "B6" "smoke" { present = false }
  }
}

case "a unit on the map lays smoke next to it" {
  rules   = ["units.smokescreen"]
  fixture = "rc-ss"
  action "lay_smoke" {
    unit = "ss"
    hex  = "B5"
  }
  expect {
    marker "B5" "smoke" { level = 1 }
  }
}

case "a unit off the map drops no Weapon" {
  rules   = ["units.weapon-transfer"]
  fixture = "rc-ss"
  unit "ss" {
    at      = ""
    carries = ["mg42"]
  }
  action "drop" {
    unit   = "ss"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_on_map", rule = "units.weapon-transfer" }
    unit "ss" { carries = ["mg42"] }
  }
}

case "a unit on the map drops its Weapon in its hex" {
  rules   = ["units.weapon-transfer"]
  fixture = "rc-ss"
  unit "ss" { carries = ["mg42"] }
  action "drop" {
    unit   = "ss"
    weapon = "mg42"
  }
  expect {
    unit "ss" { carries = [] }
    marker "B4" "mg42" { present = true }
  }
}

case "only infantry picks up a Weapon" {
  rules   = ["units.weapon-transfer", "units.weapons"]
  fixture = "rc-ss"
  board {
    marker "B2" "mg42" { level = 1 }
  }
  action "pick_up" {
    unit   = "apc"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_infantry", rule = "units.weapons" }
    unit "apc" { carries = [] }
  }
}

case "a Weapon is dropped after a move too" {
  rules   = ["units.weapon-transfer"]
  fixture = "rc-ss"
  unit "ss" { carries = ["mg42"] }
  action "move" {
    unit = "ss"
    path = ["B5"]
  }
  action "drop" {
    unit   = "ss"
    weapon = "mg42"
  }
  expect {
    unit "ss" { carries = [] }
    marker "B5" "mg42" { present = true }
  }
}

case "a unit of another formation may not drop its Weapon" {
  rules   = ["units.weapon-transfer", "impulse.activation"]
  fixture = "rc-ss"
  unit "rangers" { carries = ["m60"] }
  action "drop" {
    unit   = "rangers"
    weapon = "m60"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "rangers" { carries = ["m60"] }
  }
}

case "an exchange passes only a Weapon one of the two carries" {
  rules   = ["units.weapon-transfer"]
  fixture = "rc-ss"
  unit "ss2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
  action "exchange" {
    unit   = "ss"
    with   = "ss2"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_carried", rule = "units.weapon-transfer" }
  }
}

case "an exchange takes a Weapon from the other unit too" {
  rules   = ["units.weapon-transfer"]
  fixture = "rc-ss"
  unit "ss2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
    carries   = ["mg42"]
  }
  action "exchange" {
    unit   = "ss"
    with   = "ss2"
    weapon = "mg42"
  }
  expect {
    unit "ss" { carries = ["mg42"] }
    unit "ss2" { carries = [] }
  }
}

case "an APC does not load an enemy unit" {
  rules   = ["units.apcs"]
  fixture = "rc-ss"
  unit "rangers" { at = "B2" }
  action "load" {
    unit      = "apc"
    passenger = "rangers"
  }
  expect {
    rejected = {}
    unit "apc" { transports = [] }
  }
}

case "an APC carries infantry only" {
  rules   = ["units.apcs"]
  fixture = "rc-ss"
  unit "puma" {
    type      = "puma"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  action "load" {
    unit      = "apc"
    passenger = "puma"
  }
  expect {
    rejected = { code = "not_infantry", rule = "units.apcs" }
    unit "apc" { transports = [] }
  }
}

case "an APC that fired may not load" {
  rules   = ["units.apc-loading", "combat.one-attack"]
  fixture = "rc-ss"
  unit "ss" { at = "B2" }
  unit "apc" { counters = { fired = 1 } }
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "finished", rule = "combat.one-attack" }
  }
}

case "an APC loads or unloads once an activation" {
  rules   = ["units.apc-loading", "units.apc-unloading"]
  fixture = "rc-ss"
  unit "ss" { at = "B2" }
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "transport_used", rule = "units.apc-unloading" }
    unit "ss" { aboard = "apc" }
  }
}

case "an APC unloads only a unit aboard it" {
  rules   = ["units.apc-unloading"]
  fixture = "rc-ss"
  action "unload" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "not_aboard", rule = "units.apc-unloading" }
    unit "ss" { at = "B4" }
  }
}

case "a passenger does not dismount into an enemy hex" {
  rules   = ["units.apc-unloading", "assault.definition"]
  fixture = "rc-ss"
  unit "ss" { aboard = "apc" }
  unit "rangers" { at = "B3" }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
    hex       = "B3"
  }
  expect {
    rejected = { code = "enemy_hex", rule = "units.apc-unloading" }
    unit "ss" { aboard = "apc" }
  }
}

case "a passenger dismounts under an enemy helicopter" {
  rules   = ["units.apc-unloading", "assault.definition", "stacking.exempt"]
  fixture = "rc-ss"
  unit "ss" { aboard = "apc" }
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "B3"
  }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
    hex       = "B3"
  }
  expect {
    unit "ss" { at = "B3" }
  }
}

case "a passenger does not dismount into water" {
  rules   = ["units.apc-unloading", "movement.water"]
  fixture = "rc-ss"
  board {
    hex "B3" { terrain = "water" }
  }
  unit "ss" { aboard = "apc" }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
    hex       = "B3"
  }
  expect {
    rejected = { code = "impassable" }
    unit "ss" { aboard = "apc" }
  }
}
