# Objects (1.3): weapons and equipment carried, one used at a time; dropped,
# picked up and passed before the unit acts; Fire and Electric sources and
# the weather; fire-placing weapons; the Charred Heart and its dark aura.

fixture "objects-field" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "C7"
  }
  active_formation = "1-7-ss"
}

# The Heart's carrier in F6; its ally ssvt2 two hexes away in the open; the
# enemy rangers two hexes away in the open, "dug" two hexes away in woods,
# "far" four hexes away.
fixture "objects-aura" {
  ruleset = "heart-of-darkness"
  board {
    cols    = 10
    rows    = 12
    terrain = "clear"
    hex "F4" { terrain = "woods" }
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "F6"
    carries   = ["charred-heart"]
  }
  unit "ssvt2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "F8"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "H6"
  }
  unit "dug" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F4"
  }
  unit "far" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "F10"
  }
  active_formation = "1-7-ss"
}

# --- One object at a time -------------------------------------------------------------------

case "a unit carrying several objects attacks with the one it names, alone" {
  rules   = ["objects.carrying"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["tesla", "flammenwerfer", "mg42"] }
  dice = [3, 4]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "mg42"
  }
  expect {
    attack {
      weapon = "mg42"
      av     = 13 # MG 42 HE 6 + 7: neither the Tesla's 7 nor the unit's own HE is added
      hits   = 0
    }
    unit "ssvt" { carries = ["tesla", "flammenwerfer", "mg42"] }
  }
}

case "an object that is not a weapon cannot be fired" {
  rules   = ["objects.carrying", "objects.equipment"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["first-aid-kit"] }
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "first-aid-kit"
  }
  expect {
    rejected = { code = "no_weapon" }
  }
}

# --- Drop, pick up, exchange -----------------------------------------------------------------

case "a unit drops an object in its hex and is not Finished" {
  rules   = ["objects.transfer"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["first-aid-kit", "mg42"] }
  action "drop" {
    unit   = "ssvt"
    weapon = "first-aid-kit"
  }
  expect {
    objects {
      unit   = "ssvt"
      skills = []
    }
    unit "ssvt" {
      carries  = ["mg42"]
      statuses = []
    }
    marker "C4" "first-aid-kit" { present = true }
  }
}

case "a unit picks up the Charred Heart lying in its hex before it acts" {
  rules   = ["objects.transfer", "objects.heart-ground"]
  fixture = "objects-field"
  board {
    marker "C4" "charred-heart" { level = 1 }
  }
  action "pick_up" {
    unit   = "ssvt"
    weapon = "charred-heart"
  }
  expect {
    unit "ssvt" {
      carries  = ["charred-heart"]
      statuses = []
    }
    marker "C4" "charred-heart" { present = false }
  }
}

case "no object is picked up once the unit has acted" {
  rules   = ["objects.transfer"]
  fixture = "objects-field"
  board {
    marker "C4" "first-aid-kit" { level = 1 }
  }
  dice = [1, 1]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  action "pick_up" {
    unit   = "ssvt"
    weapon = "first-aid-kit"
  }
  expect {
    rejected = { code = "not_at_start", rule = "units.weapon-transfer" }
  }
}

case "the First Aid Kit passed to a stacked unit gives it the Heal skill, and the giver still acts" {
  rules   = ["objects.transfer", "objects.equipment"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["first-aid-kit"] }
  dice = [3, 4]
  action "exchange" {
    unit   = "ssvt"
    with   = "ssvt2"
    weapon = "first-aid-kit"
  }
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    objects {
      unit   = "ssvt2"
      skills = ["heal"]
    }
    attack { attacker = "ssvt" }
    unit "ssvt" { carries = [] }
    unit "ssvt2" { carries = ["first-aid-kit"] }
  }
}

case "objects pass only between friendly stacked units" {
  rules   = ["objects.transfer"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["first-aid-kit"] }
  unit "rangers" { at = "C4" }
  action "exchange" {
    unit   = "ssvt"
    with   = "rangers"
    weapon = "first-aid-kit"
  }
  expect {
    rejected = { code = "not_stacked", rule = "units.weapon-transfer" }
  }
}

# --- Fire and Electric sources ------------------------------------------------------------------

case "an Electric weapon's hits reach an Undead target in full" {
  rules   = ["objects.sources"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["tesla"] }
  unit "rangers" {
    type = "reanimated"
    side = "nato"
  }
  dice = [5, 5]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "tesla"
  }
  expect {
    attack {
      av   = 17 # Tesla HE 7 + 10
      dv   = 13
      hits = 4
    }
    undead_damage {
      hits = 4
      kept = 4
    }
  }
}

case "incendiary ammunition is a Fire source: full hits on the Undead" {
  rules   = ["objects.sources"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["incendiary-ammo"] }
  unit "rangers" {
    type = "reanimated"
    side = "nato"
  }
  dice = [5, 5]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "incendiary-ammo"
  }
  expect {
    attack { hits = 2 } # HE 5 + 10 vs 13
    undead_damage { kept = 2 }
    marker "C7" "fire" { present = false } # it places no fire
  }
}

case "Acid Rain forbids Electric weapons" {
  rules   = ["objects.sources"]
  fixture = "objects-field"
  board {
    marker "A1" "acid-rain" {}
  }
  unit "ssvt" { carries = ["tesla"] }
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "tesla"
  }
  expect {
    rejected = { code = "weather", rule = "weather.acid-rain" }
  }
}

case "Acid Rain forbids Fire weapons" {
  rules   = ["objects.sources"]
  fixture = "objects-field"
  board {
    marker "A1" "acid-rain" {}
  }
  unit "ssvt" { carries = ["incendiary-ammo"] }
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "incendiary-ammo"
  }
  expect {
    rejected = { code = "weather", rule = "weather.acid-rain" }
  }
}

# --- Fire-placing weapons -------------------------------------------------------------------------

case "a fire-placing weapon never leads a group attack" {
  rules   = ["objects.fire-placing"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["flammenwerfer"] }
  unit "rangers" { at = "C5" }
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "flammenwerfer"
    assist = "ssvt2"
  }
  expect {
    rejected = { code = "fire_placing", rule = "objects.fire-placing" }
  }
}

case "a fire-placing weapon is never used in an assault" {
  rules   = ["objects.fire-placing"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["flammenwerfer"] }
  unit "rangers" { at = "C5" }
  action "assault" {
    units  = ["ssvt"]
    path   = ["C5"]
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    rejected = { code = "fire_placing", rule = "objects.fire-placing" }
  }
}

case "a flamethrower attack sets fire in its target's hex" {
  rules   = ["objects.fire-placing", "objects.sources"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["flammenwerfer"] }
  unit "rangers" {
    at   = "C5"
    type = "reanimated"
  }
  dice = [5, 5]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "flammenwerfer"
  }
  expect {
    attack { hits = 4 } # HE 7 + 10 vs 13
    undead_damage { kept = 4 }
    marker "C5" "fire" { present = true }
    log_contains = ["flammenwerfer sets C5 on fire"]
  }
}

# --- The Charred Heart --------------------------------------------------------------------------

case "the Heart's carrier counts as Undead: HE hits on it are halved" {
  rules   = ["objects.charred-heart"]
  fixture = "objects-field"
  unit "rangers" {
    at      = "C8" # out of the Heart's aura: the firer need not flee it
    carries = ["charred-heart"]
  }
  dice = [6, 6]
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { hits = 3 } # HE 6 + 12 - 2 long range vs 13
    undead_damage { kept = 1 }
    unit "rangers" { alive = true }
  }
}

case "the aura strikes every unit out of cover within 3 hexes, allies too, not the carrier" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  action "heart_aura" {
    unit = "ssvt"
  }
  expect {
    unit "ssvt" { statuses = [] }
    unit "ssvt2" { statuses = ["shaken"] }
    unit "rangers" { statuses = ["shaken"] }
    unit "dug" { statuses = [] }   # in woods: in cover
    unit "far" { statuses = [] }   # 4 hexes away
    log_contains = ["dug is in cover in F4: the aura spares it"]
  }
}

case "a hill is cover from the aura" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  board {
    hex "H6" {
      terrain  = "clear"
      features = ["hill"]
    }
  }
  action "heart_aura" {
    unit = "ssvt"
  }
  expect {
    unit "rangers" { statuses = [] }
    unit "ssvt2" { statuses = ["shaken"] }
  }
}

case "the aura does not Finish the carrier: it may attack afterwards" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  dice    = [3, 4]
  action "heart_aura" {
    unit = "ssvt"
  }
  action "fire" {
    unit   = "ssvt"
    target = "far"
    weapon = "he"
  }
  expect {
    attack { attacker = "ssvt" }
    unit "ssvt" { statuses = ["finished"] }
  }
}

case "the aura comes before anything else the carrier does" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  action "move" {
    unit = "ssvt"
    path = ["E6"]
  }
  expect {
    rejected = { code = "aura_first", rule = "objects.heart-aura" }
  }
}

case "the aura strikes once an activation" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  action "heart_aura" {
    unit = "ssvt"
  }
  action "heart_aura" {
    unit = "ssvt"
  }
  expect {
    rejected = { code = "not_first", rule = "objects.heart-aura" }
  }
}

case "a unit without the Heart has no aura" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  action "heart_aura" {
    unit = "ssvt2"
  }
  expect {
    rejected = { code = "no_heart", rule = "objects.heart-aura" }
  }
}

case "a friendly unit may not enter the aura" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  unit "ssvt2" { at = "F11" }
  action "move" {
    unit = "ssvt2"
    path = ["F10", "F9"]
  }
  expect {
    rejected = { code = "aura", rule = "objects.aura-fear" }
  }
}

case "an enemy unit may not enter the aura" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "move" {
    unit = "far"
    path = ["F9"]
  }
  expect {
    rejected = { code = "aura", rule = "objects.aura-fear" }
  }
}

case "a unit outside the aura moves freely around it" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "move" {
    unit = "far"
    path = ["F11"]
  }
  expect {
    unit "far" { at = "F11" }
  }
}

case "a unit in the aura may do nothing before it moves out" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "fire" {
    unit   = "rangers"
    target = "ssvt"
    weapon = "he"
  }
  expect {
    rejected = { code = "must_leave", rule = "objects.aura-fear" }
  }
}

case "a unit in the aura, even in cover, must end its move out of it" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "move" {
    unit = "dug"
    path = ["F3"]
  }
  expect {
    rejected = { code = "must_leave", rule = "objects.aura-fear" }
  }
}

case "a unit in the aura moves out through it" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "move" {
    unit = "dug"
    path = ["F3", "F2"]
  }
  expect {
    unit "dug" { at = "F2" }
  }
}

case "the activation does not end while a unit that can leave the aura stays in it" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "move" {
    unit = "dug"
    path = ["F3", "F2"]
  }
  action "end_activation" {}
  expect {
    rejected = { code = "must_leave", rule = "objects.aura-fear" }
  }
}

case "the Heart on the ground has no aura" {
  rules   = ["objects.heart-ground", "objects.aura-fear"]
  fixture = "objects-aura"
  unit "ssvt" { carries = [] }
  board {
    marker "F6" "charred-heart" { level = 1 }
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "far"
    path = ["F9"] # three hexes from the Heart (F8 holds the enemy ssvt2: only an assault enters it)
  }
  expect {
    unit "far" { at = "F9" }
  }
}

case "a unit moves into the Heart's hex and picks it up in the same activation" {
  rules   = ["objects.heart-ground"]
  fixture = "objects-aura"
  unit "ssvt" { carries = [] }
  board {
    marker "F9" "charred-heart" { level = 1 }
  }
  active_formation = "1-7-ss"
  action "move" {
    unit = "ssvt2"
    path = ["F9"]
  }
  action "pick_up" {
    unit   = "ssvt2"
    weapon = "charred-heart"
  }
  expect {
    unit "ssvt2" {
      at      = "F9"
      carries = ["charred-heart"]
    }
    marker "F9" "charred-heart" { present = false }
  }
}

case "a Weapon, unlike the Heart, is picked up only at the start of an activation" {
  rules   = ["objects.heart-ground", "units.weapon-transfer"]
  fixture = "objects-aura"
  unit "ssvt" { carries = [] }
  board {
    marker "F9" "mg42" { level = 1 }
  }
  active_formation = "1-7-ss"
  action "move" {
    unit = "ssvt2"
    path = ["F9"]
  }
  action "pick_up" {
    unit   = "ssvt2"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_at_start", rule = "units.weapon-transfer" }
  }
}

case "a dropped Heart stops its aura at once" {
  rules   = ["objects.heart-ground", "objects.transfer"]
  fixture = "objects-aura"
  action "drop" {
    unit   = "ssvt"
    weapon = "charred-heart"
  }
  action "heart_aura" {
    unit = "ssvt"
  }
  expect {
    rejected = { code = "no_heart", rule = "objects.heart-aura" }
  }
}

case "the Heart stays on the ground where its carrier falls" {
  rules   = ["objects.heart-ground"]
  fixture = "objects-aura"
  unit "far" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    carries   = ["tesla"]
  }
  unit "ssvt" {
    side      = "nato"
    formation = "1st-ranger"
  }
  dice = [6, 6]
  action "fire" {
    unit   = "far"
    target = "ssvt"
    weapon = "tesla"
  }
  expect {
    attack { hits = 4 } # Tesla HE 7 + 12 - 2 long range vs 13
    unit "ssvt" { alive = false }
    marker "F6" "charred-heart" { present = true }
  }
}

case "the Heart survives its destroyed transport and lies where it fell; the other objects are lost" {
  rules   = ["objects.heart-ground"]
  fixture = "objects-aura"
  unit "ssvt" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    carries   = []
  }
  unit "pax" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    aboard    = "ssvt"
    carries   = ["charred-heart", "first-aid-kit"]
  }
  unit "far" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-7-ss"
    at        = "F11"
  }
  dice = [6, 6]
  action "fire" {
    unit   = "far"
    target = "ssvt"
    weapon = "ap"
  }
  expect {
    unit "ssvt" { alive = false }
    unit "pax" { alive = false }
    marker "F6" "charred-heart" { present = true }
    marker "F6" "first-aid-kit" { present = false }
  }
}

case "a Huge unit cannot pick up the Heart" {
  rules   = ["objects.transfer"]
  fixture = "objects-field"
  board {
    marker "C4" "charred-heart" { level = 1 }
  }
  unit "ravager" {
    type      = "ravager"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
  }
  action "pick_up" {
    unit   = "ravager"
    weapon = "charred-heart"
  }
  expect {
    rejected = { code = "huge" }
  }
}

case "the Heart carried by a passenger keeps its aura inside the transport" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "F6"
  }
  unit "ssvt" { aboard = "apc" }
  action "move" {
    unit = "far"
    path = ["F9"]
  }
  active_formation = "1st-ranger"
  expect {
    rejected = { code = "aura", rule = "objects.aura-fear" }
  }
}

# --- Sides the ruleset plays --------------------------------------------------------------------

case "a masterless Black Hand carrier strikes with the aura before its own choice" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  sides   = ["nato", "reich"]
  unit "ssvt" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
  }
  unit "ssvt2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "A12"
  }
  active_formation = ""
  phase            = "actions"
  cup              = ["black-hand", "1st-ranger", "1st-ranger"]
  draws            = ["black-hand"]
  dice             = [1, 1] # ssvt's own fire after the aura, at dug
  action "draw" {}
  expect {
    unit "rangers" { statuses = ["shaken"] }
    unit "dug" { statuses = [] }
    log_contains = ["the Charred Heart carried by ssvt pulses"]
  }
}

case "a masterless Black Hand unit's walk stops short of the aura" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  sides   = ["nato", "reich"]
  unit "ssvt2" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "F12"
  }
  unit "rangers" { at = "A1" }
  unit "dug" { at = "B1" }
  unit "far" { at = "C1" }
  active_formation = ""
  phase            = "actions"
  cup              = ["black-hand", "1st-ranger", "1st-ranger"]
  draws            = ["black-hand"]
  action "draw" {}
  expect {
    unit "ssvt2" { at = "F10" } # its walk F11 F10 F9 towards ssvt ends short of F9, 3 hexes from the Heart
  }
}

case "the First Aid Kit lends Heal to the infantry carrying it" {
  rules   = ["objects.equipment"]
  fixture = "objects-field"
  unit "ssvt" { carries = ["first-aid-kit"] }
  unit "ssvt2" { reduced = true }
  supply = { reich = 1 }
  action "heal" {
    unit   = "ssvt"
    target = "ssvt2"
  }
  expect {
    unit "ssvt2" { reduced = false }
    unit "ssvt" { statuses = ["finished"] }
  }
}

case "a Huge unit gets nothing from a First Aid Kit it holds" {
  rules   = ["objects.equipment"]
  fixture = "objects-field"
  unit "ravager" {
    type      = "ravager"
    side      = "reich"
    formation = "1-7-ss"
    at        = "C4"
    carries   = ["first-aid-kit"]
  }
  unit "ssvt2" { reduced = true }
  supply = { reich = 1 }
  action "heal" {
    unit   = "ravager"
    target = "ssvt2"
  }
  expect {
    rejected = { code = "no_skill" }
  }
}

case "the transport of the Heart's carrier is not in fear of its passenger's aura" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "F6"
  }
  unit "ssvt" { aboard = "apc" }
  unit "ssvt2" { at = "A12" }
  dice = [1, 1]
  action "fire" {
    unit   = "apc"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { attacker = "apc" }
  }
}

case "a passenger carrying the Heart strikes with its aura, sparing its own transport" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "F6"
  }
  unit "ssvt" { aboard = "apc" }
  action "heart_aura" {
    unit = "ssvt"
  }
  expect {
    unit "apc" { statuses = [] }
    unit "ssvt" { statuses = [] }
    unit "rangers" { statuses = ["shaken"] }
    unit "ssvt2" { statuses = ["shaken"] }
  }
}

case "a flamethrower fired after a move that draws opportunity fire still sets its fire" {
  rules   = ["objects.fire-placing"]
  fixture = "objects-field"
  unit "ssvt" {
    at      = "C2"
    carries = ["flammenwerfer"]
  }
  unit "ssvt2" { at = "A1" }
  unit "rangers" { at = "C5" }
  unit "watcher" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E3"
  }
  dice = [1, 1, 1, 1] # the flamethrower's attack, then the new fire's on the rangers
  action "fire" {
    unit   = "ssvt"
    target = "rangers"
    weapon = "flammenwerfer"
    moving = "after"
    path   = ["C3", "C4"]
  }
  action "pass" {}
  expect {
    unit "ssvt" { at = "C4" }
    marker "C5" "fire" { present = true }
    log_contains = ["ssvt attacks rangers", "flammenwerfer sets C5 on fire"]
  }
}

case "a unit in the aura that cannot move out may act as it can" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  unit "rangers" { statuses = ["shaken", "ooc"] } # Shaken and Out Of Contact: no movement at all
  unit "dug" { at = "A12" }
  dice = [1, 1]
  action "fire" {
    unit   = "rangers"
    target = "ssvt"
    weapon = "he"
  }
  action "end_activation" {}
  expect {
    log_contains = ["rangers attacks ssvt"]
    active_formation = ""
  }
}

# --- The aura and aircraft, moving fire, Huge cover; the aura's refusals ----------

case "a helicopter may not fly into the aura" {
  rules   = ["objects.aura-fear", "helicopters.movement"]
  fixture = "objects-aura"
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "J6" # four hexes from the carrier in F6
    altitude  = "cruise"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["I6"] # three hexes from F6: inside the aura
  }
  expect {
    rejected = { code = "aura", rule = "objects.aura-fear" }
    unit "huey" {
      at       = "J6"
      statuses = ["cruise"]
      counters = {}
    }
  }
}

case "a helicopter flies past the aura, staying out of it" {
  rules   = ["objects.aura-fear", "helicopters.movement"]
  fixture = "objects-aura"
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "J6"
    altitude  = "cruise"
  }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["J7", "J8"]
  }
  expect {
    unit "huey" { at = "J8" }
  }
}

case "a helicopter caught in the aura flies out of it" {
  rules   = ["objects.aura-fear", "helicopters.movement"]
  fixture = "objects-aura"
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "H6"
    altitude  = "cruise"
  }
  unit "rangers" { at = "H9" }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["I6", "J6"] # out of the aura at J6
  }
  expect {
    unit "huey" { at = "J6" }
  }
}

case "a helicopter caught in the aura must end its flight out of it" {
  rules   = ["objects.aura-fear", "helicopters.movement"]
  fixture = "objects-aura"
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "H6"
    altitude  = "cruise"
  }
  unit "rangers" { at = "H9" }
  active_formation = "335th-ahc"
  action "fly" {
    unit = "huey"
    path = ["I6"] # still three hexes from F6
  }
  expect {
    rejected = { code = "must_leave", rule = "objects.aura-fear" }
    unit "huey" {
      at       = "H6"
      counters = {}
    }
  }
}

case "once every unit caught in the aura has moved out, the activation ends" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["I6", "J6"] # out of the aura
  }
  action "move" {
    unit = "dug"
    path = ["F3", "F2"]
  }
  action "end_activation" {}
  expect {
    unit "rangers" { at = "J6" }
    unit "dug" { at = "F2" }
  }
}

case "a unit in the aura may move out and fire from outside it (moving fire)" {
  rules   = ["objects.aura-fear", "moving-fire.order"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "fire" {
    unit   = "rangers"
    target = "ssvt2"
    weapon = "he"
    moving = "after"
    path   = ["I6", "J6"] # out of the aura, then fire
  }
  dice = [1, 1]
  expect {
    unit "rangers" { at = "J6" }
  }
}

case "a moving fire that ends inside the aura is still refused" {
  rules   = ["objects.aura-fear", "moving-fire.order"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "fire" {
    unit   = "rangers"
    target = "ssvt2"
    weapon = "he"
    moving = "after"
    path   = ["I6"] # three hexes from F6: still inside
  }
  expect {
    rejected = { code = "must_leave", rule = "objects.aura-fear" }
    unit "rangers" {
      at       = "H6"
      counters = {}
    }
  }
}

case "a Huge unit in a crop field is not in cover from the aura" {
  rules   = ["objects.heart-aura", "units.huge-hod", "units.huge"]
  fixture = "objects-aura"
  board {
    hex "H7" { terrain = "crop-field" }
  }
  unit "rav" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "H7"
  }
  action "heart_aura" {
    unit = "ssvt"
  }
  expect {
    unit "rav" { statuses = ["shaken"] }
  }
}

case "a Huge unit in woods is in cover from the aura" {
  rules   = ["objects.heart-aura", "units.huge-hod", "units.huge"]
  fixture = "objects-aura"
  board {
    hex "H7" { terrain = "woods" }
  }
  unit "rav" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "H7"
  }
  action "heart_aura" {
    unit = "ssvt"
  }
  expect {
    unit "rav" { statuses = [] }
    log_contains = ["rav is in cover in H7: the aura spares it"]
  }
}

case "a helicopter caught in the aura may not only change altitude in place" {
  rules   = ["objects.aura-fear", "helicopters.movement"]
  fixture = "objects-aura"
  unit "huey" {
    type      = "uh-1-huey"
    side      = "nato"
    formation = "335th-ahc"
    at        = "H6"
    altitude  = "cruise"
  }
  unit "rangers" { at = "H9" }
  active_formation = "335th-ahc"
  action "fly" {
    unit     = "huey"
    altitude = "noe"
  }
  expect {
    rejected = { code = "must_leave", rule = "objects.aura-fear" }
    unit "huey" {
      at       = "H6"
      statuses = ["cruise"]
    }
  }
}

case "no assault path may step into the aura" {
  rules   = ["objects.aura-fear"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "assault" {
    units  = ["far"]
    target = "ssvt2"
    path   = ["F9", "F8"] # F9 is three hexes from the carrier
  }
  expect {
    rejected = { code = "aura", rule = "objects.aura-fear" }
    unit "far" {
      at       = "F10"
      counters = {}
    }
    unit "ssvt2" { statuses = [] }
  }
}

case "no moving fire may step into the aura" {
  rules   = ["objects.aura-fear", "moving-fire.order"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "fire" {
    unit   = "far"
    target = "ssvt2"
    weapon = "he"
    moving = "after"
    path   = ["F9"]
  }
  expect {
    rejected = { code = "aura", rule = "objects.aura-fear" }
    unit "far" {
      at       = "F10"
      counters = {}
    }
  }
}

case "no passenger may be unloaded into the aura" {
  rules   = ["objects.aura-fear", "units.apc-passengers"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "J6" # four hexes from the carrier
  }
  unit "far" { aboard = "m113" }
  action "unload" {
    unit      = "m113"
    passenger = "far"
    hex       = "I6" # three hexes from F6
  }
  expect {
    rejected = { code = "aura", rule = "objects.aura-fear" }
    unit "far" { aboard = "m113" }
  }
}

case "a passenger is unloaded beside the aura, out of it" {
  rules   = ["objects.aura-fear", "units.apc-passengers"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  unit "m113" {
    type      = "m113"
    side      = "nato"
    formation = "1st-ranger"
    at        = "J6"
  }
  unit "far" { aboard = "m113" }
  action "unload" {
    unit      = "m113"
    passenger = "far"
    hex       = "J7"
  }
  expect {
    unit "far" { at = "J7" }
  }
}

case "the aura is struck only by a carrier of the active formation" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  active_formation = "1st-ranger"
  action "heart_aura" {
    unit = "ssvt"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "rangers" { statuses = [] }
    unit "ssvt" { counters = {} }
  }
}

case "a carrier off the map has no aura to strike with" {
  rules   = ["objects.heart-aura"]
  fixture = "objects-aura"
  unit "ssvt" { carries = [] }
  unit "ss3" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    carries   = ["charred-heart"]
  }
  action "heart_aura" {
    unit = "ss3"
  }
  expect {
    rejected = { code = "not_on_map", rule = "objects.heart-aura" }
    unit "rangers" { statuses = [] }
  }
}
