# The preconditions every unit action names first [impulse.activation,
# units.apc-passengers]: once play has begun a unit acts only inside an
# activation (no_activation), only of the active formation and side
# (not_active), and a passenger does nothing of its own (aboard). Fixtures
# "rc-ss" (APC in B2, SS-VT in B4, Rangers in E9; 1-7-ss active) and
# "rc-hummel" are refusals-combat.hcl's; its twins there (a unit on the map
# fills Sandbags, lays mines and smoke, drops its Weapon...) are the allowing
# cases of the same setups. A no_activation case begins play with the
# formation's marker still in the cup, so no formation is active.

fixture "pc-between-activations" {
  fixture          = "rc-ss"
  active_formation = ""
  phase            = "actions"
  cup              = { "1-7-ss" = 1, "1st-ranger" = 1 }
  draws            = []
  begin            = true
}

fixture "pc-ss-aboard" {
  fixture = "rc-ss"
  unit "ss" {
    at     = ""
    aboard = "apc"
  }
}

# --- drop ------------------------------------------------------------------------

case "drop: no Weapon is dropped between activations" {
  rules   = ["units.weapon-transfer", "impulse.activation"]
  fixture = "pc-between-activations"
  unit "ss" { carries = ["mg42"] }
  action "drop" {
    unit   = "ss"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "ss" { carries = ["mg42"] }
    marker "B4" "mg42" { present = false }
  }
}

case "drop: a passenger drops no Weapon" {
  rules   = ["units.weapon-transfer", "units.apc-passengers"]
  fixture = "pc-ss-aboard"
  unit "ss" { carries = ["mg42"] }
  action "drop" {
    unit   = "ss"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ss" {
      carries = ["mg42"]
      aboard  = "apc"
    }
  }
}

# --- exchange --------------------------------------------------------------------

fixture "pc-ss-pair" {
  fixture = "rc-ss"
  unit "ss" { carries = ["mg42"] }
  unit "ss2" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B4"
  }
}

case "exchange: no Weapon passes between activations" {
  rules            = ["units.weapon-transfer", "impulse.activation"]
  fixture          = "pc-ss-pair"
  active_formation = ""
  phase            = "actions"
  cup              = { "1-7-ss" = 1 }
  draws            = []
  begin            = true
  action "exchange" {
    unit   = "ss"
    with   = "ss2"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "ss" { carries = ["mg42"] }
    unit "ss2" { carries = [] }
  }
}

case "exchange: units of a formation that is not active pass no Weapon" {
  rules   = ["units.weapon-transfer", "impulse.activation"]
  fixture = "pc-ss-pair"
  unit "ss" { formation = "2-7-ss" }
  unit "ss2" { formation = "2-7-ss" }
  action "exchange" {
    unit   = "ss"
    with   = "ss2"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "ss" { carries = ["mg42"] }
    unit "ss2" { carries = [] }
  }
}

case "exchange: a passenger passes no Weapon" {
  rules   = ["units.weapon-transfer", "units.apc-passengers"]
  fixture = "pc-ss-pair"
  unit "ss" {
    at     = ""
    aboard = "apc"
  }
  unit "ss2" { at = "B2" }
  action "exchange" {
    unit   = "ss"
    with   = "ss2"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ss" { carries = ["mg42"] }
    unit "ss2" { carries = [] }
  }
}

case "exchange: stacked units of the active formation pass a Weapon" {
  rules   = ["units.weapon-transfer", "impulse.activation", "units.apc-passengers"]
  fixture = "pc-ss-pair"
  action "exchange" {
    unit   = "ss"
    with   = "ss2"
    weapon = "mg42"
  }
  expect {
    unit "ss" { carries = [] }
    unit "ss2" { carries = ["mg42"] }
  }
}

# --- fill_sandbags ---------------------------------------------------------------

case "fill_sandbags: no Sandbags are filled between activations" {
  rules   = ["units.sandbags", "impulse.activation"]
  fixture = "pc-between-activations"
  action "fill_sandbags" { unit = "ss" }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    marker "B4" "sandbags" { present = false }
    unit "ss" { statuses = [] }
  }
}

case "fill_sandbags: a passenger fills no Sandbags" {
  rules   = ["units.sandbags", "units.apc-passengers"]
  fixture = "pc-ss-aboard"
  action "fill_sandbags" { unit = "ss" }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    marker "B2" "sandbags" { present = false }
    unit "ss" { aboard = "apc" }
  }
}

# --- launch ----------------------------------------------------------------------

case "launch: no missile is launched between activations" {
  rules            = ["missiles.artillery", "impulse.activation"]
  fixture          = "v2"
  active_formation = ""
  phase            = "actions"
  cup              = { "1-130" = 1 }
  draws            = []
  begin            = true
  unit "v2" { at = "B2" }
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "v2" {
      at       = "B2"
      counters = {}
    }
  }
}

case "launch: a launcher aboard a carrier launches nothing" {
  rules   = ["missiles.artillery", "units.apc-passengers"]
  fixture = "v2"
  unit "carrier" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "v2" { aboard = "carrier" }
  action "launch" {
    unit    = "v2"
    warhead = "conventional"
    target  = "B8"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "v2" {
      aboard   = "carrier"
      counters = {}
    }
  }
}

# --- lay_mines -------------------------------------------------------------------

case "lay_mines: no minefield is laid between activations" {
  rules   = ["units.minefields", "impulse.activation"]
  fixture = "pc-between-activations"
  action "lay_mines" {
    unit = "ss"
    hex  = "B5"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    marker "B5" "mines" { present = false }
  }
}

case "lay_mines: a unit of a formation that is not active lays no mines" {
  rules   = ["units.minefields", "impulse.activation"]
  fixture = "rc-ss"
  action "lay_mines" {
    unit = "rangers"
    hex  = "E8"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    marker "E8" "mines" { present = false }
  }
}

case "lay_mines: a passenger lays no mines" {
  rules   = ["units.minefields", "units.apc-passengers"]
  fixture = "pc-ss-aboard"
  action "lay_mines" {
    unit = "ss"
    hex  = "B3"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    marker "B3" "mines" { present = false }
    unit "ss" { aboard = "apc" }
  }
}

# --- lay_smoke -------------------------------------------------------------------

case "lay_smoke: no smoke is laid between activations" {
  rules   = ["units.smokescreen", "impulse.activation"]
  fixture = "pc-between-activations"
  action "lay_smoke" {
    unit = "ss"
    hex  = "B5"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    marker "B5" "smoke" { present = false }
  }
}

case "lay_smoke: a unit of a formation that is not active lays no smoke" {
  rules   = ["units.smokescreen", "impulse.activation"]
  fixture = "rc-ss"
  action "lay_smoke" {
    unit = "rangers"
    hex  = "E8"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    marker "E8" "smoke" { present = false }
  }
}

case "lay_smoke: a passenger lays no smoke" {
  rules   = ["units.smokescreen", "units.apc-passengers"]
  fixture = "pc-ss-aboard"
  action "lay_smoke" {
    unit = "ss"
    hex  = "B3"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    marker "B3" "smoke" { present = false }
    unit "ss" { aboard = "apc" }
  }
}

# --- load ------------------------------------------------------------------------

fixture "pc-ss-by-apc" {
  fixture = "rc-ss"
  unit "ss" { at = "B2" }
}

case "load: no APC loads between activations" {
  rules            = ["units.apc-loading", "impulse.activation"]
  fixture          = "pc-ss-by-apc"
  active_formation = ""
  phase            = "actions"
  cup              = { "1-7-ss" = 1 }
  draws            = []
  begin            = true
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "apc" { transports = [] }
    unit "ss" { at = "B2" }
  }
}

case "load: an APC of a formation that is not active loads nothing" {
  rules   = ["units.apc-loading", "impulse.activation"]
  fixture = "pc-ss-by-apc"
  unit "apc" { formation = "2-7-ss" }
  unit "ss" { formation = "2-7-ss" }
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "apc" { transports = [] }
    unit "ss" { at = "B2" }
  }
}

case "load: a carrier riding aboard another loads nothing" {
  rules   = ["units.apc-loading", "units.apc-passengers"]
  fixture = "pc-ss-by-apc"
  unit "apc2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    aboard    = "apc"
  }
  action "load" {
    unit      = "apc2"
    passenger = "ss"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "apc2" { transports = [] }
    unit "ss" { at = "B2" }
  }
}

case "load: an APC of the active formation on the map loads" {
  rules   = ["units.apc-loading", "impulse.activation", "units.apc-passengers"]
  fixture = "pc-ss-by-apc"
  action "load" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    unit "apc" { transports = ["ss"] }
    unit "ss" { aboard = "apc" }
  }
}

# --- pick_up ---------------------------------------------------------------------

fixture "pc-mg42-in-b4" {
  fixture = "rc-ss"
  board {
    marker "B4" "mg42" { level = 1 }
  }
}

case "pick_up: no Weapon is picked up between activations" {
  rules            = ["units.weapon-transfer", "impulse.activation"]
  fixture          = "pc-mg42-in-b4"
  active_formation = ""
  phase            = "actions"
  cup              = { "1-7-ss" = 1 }
  draws            = []
  begin            = true
  action "pick_up" {
    unit   = "ss"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "ss" { carries = [] }
    marker "B4" "mg42" { present = true }
  }
}

case "pick_up: a unit of a formation that is not active picks up no Weapon" {
  rules   = ["units.weapon-transfer", "impulse.activation"]
  fixture = "pc-mg42-in-b4"
  unit "ss" { formation = "2-7-ss" }
  action "pick_up" {
    unit   = "ss"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "ss" { carries = [] }
    marker "B4" "mg42" { present = true }
  }
}

case "pick_up: a passenger picks up no Weapon" {
  rules   = ["units.weapon-transfer", "units.apc-passengers"]
  fixture = "pc-ss-aboard"
  board {
    marker "B2" "mg42" { level = 1 }
  }
  action "pick_up" {
    unit   = "ss"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ss" { carries = [] }
    marker "B2" "mg42" { present = true }
  }
}

case "pick_up: a unit of the active formation picks up the Weapon in its hex" {
  rules   = ["units.weapon-transfer", "impulse.activation", "units.apc-passengers"]
  fixture = "pc-mg42-in-b4"
  action "pick_up" {
    unit   = "ss"
    weapon = "mg42"
  }
  expect {
    unit "ss" { carries = ["mg42"] }
    marker "B4" "mg42" { present = false }
  }
}

# --- spa_indirect ----------------------------------------------------------------

case "spa_indirect: no SPA fires between activations" {
  rules            = ["units.spa-indirect-fire", "impulse.activation"]
  fixture          = "rc-hummel"
  active_formation = ""
  phase            = "actions"
  cup              = { "1-130" = 1 }
  draws            = []
  begin            = true
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "hummel" { counters = {} }
    unit "t64" { statuses = [] }
  }
}

case "spa_indirect: an SPA aboard a carrier fires nothing" {
  rules   = ["units.spa-indirect-fire", "units.apc-passengers"]
  fixture = "rc-hummel"
  unit "carrier" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-130"
    at        = "B1"
  }
  unit "hummel" {
    at     = ""
    aboard = "carrier"
  }
  action "spa_indirect" {
    unit   = "hummel"
    target = "B10"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "hummel" {
      aboard   = "carrier"
      counters = {}
    }
  }
}

# --- unload ----------------------------------------------------------------------

fixture "pc-ss-in-apc" {
  fixture = "rc-ss"
  unit "ss" {
    at     = ""
    aboard = "apc"
  }
}

case "unload: no APC unloads between activations" {
  rules            = ["units.apc-unloading", "impulse.activation"]
  fixture          = "pc-ss-in-apc"
  active_formation = ""
  phase            = "actions"
  cup              = { "1-7-ss" = 1 }
  draws            = []
  begin            = true
  action "unload" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "ss" { aboard = "apc" }
  }
}

case "unload: an APC of a formation that is not active unloads nothing" {
  rules   = ["units.apc-unloading", "impulse.activation"]
  fixture = "pc-ss-in-apc"
  unit "apc" { formation = "2-7-ss" }
  unit "ss" { formation = "2-7-ss" }
  action "unload" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation" }
    unit "ss" { aboard = "apc" }
  }
}

case "unload: a carrier riding aboard another unloads nothing" {
  rules   = ["units.apc-unloading", "units.apc-passengers"]
  fixture = "rc-ss"
  unit "apc2" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    aboard    = "apc"
  }
  unit "ss" {
    at     = ""
    aboard = "apc2"
  }
  action "unload" {
    unit      = "apc2"
    passenger = "ss"
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ss" { aboard = "apc2" }
  }
}

case "unload: an APC of the active formation on the map unloads" {
  rules   = ["units.apc-unloading", "impulse.activation", "units.apc-passengers"]
  fixture = "pc-ss-in-apc"
  action "unload" {
    unit      = "apc"
    passenger = "ss"
  }
  expect {
    unit "apc" { transports = [] }
    unit "ss" { at = "B2" }
  }
}

# --- move ------------------------------------------------------------------------

case "move: a passenger does not move on its own" {
  rules   = ["movement.speed", "units.apc-passengers"]
  fixture = "pc-ss-aboard"
  action "move" {
    unit = "ss"
    path = ["B3"]
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ss" { aboard = "apc" }
    unit "apc" { at = "B2" }
  }
}

case "move: the same unit on the map moves" {
  rules   = ["movement.speed", "units.apc-passengers"]
  fixture = "rc-ss"
  action "move" {
    unit = "ss"
    path = ["B5"]
  }
  expect {
    unit "ss" { at = "B5" }
  }
}

# --- fly -------------------------------------------------------------------------

case "fly: a passenger does not fly" {
  rules   = ["helicopters.movement", "units.apc-passengers"]
  fixture = "pc-ss-aboard"
  action "fly" {
    unit = "ss"
    path = ["B3"]
  }
  expect {
    rejected = { code = "aboard", rule = "units.apc-passengers" }
    unit "ss" { aboard = "apc" }
  }
}

# Off the carrier the same unit gets past not-aboard: it is refused next as
# no aircraft.
case "fly: the same unit on the map is refused only as no aircraft" {
  rules   = ["helicopters.movement", "units.apc-passengers"]
  fixture = "rc-ss"
  action "fly" {
    unit = "ss"
    path = ["B5"]
  }
  expect {
    rejected = { code = "not_aircraft", rule = "helicopters.movement" }
    unit "ss" { at = "B4" }
  }
}

# --- fire ------------------------------------------------------------------------

case "fire: no unit fires between activations" {
  rules   = ["combat.forms", "impulse.activation"]
  fixture = "pc-between-activations"
  unit "rangers" { at = "B7" }
  action "fire" {
    unit   = "ss"
    target = "rangers"
    weapon = "he"
  }
  expect {
    rejected = { code = "no_activation", rule = "impulse.activation" }
    unit "ss" { counters = {} }
    unit "rangers" { statuses = [] }
  }
}
