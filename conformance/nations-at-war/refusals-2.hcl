# Refusals that had no case yet, one code a case, beside the fixtures of the area that allows the
# action (transport.hcl, overwatch.hcl, engineers.hcl, mortars.hcl, artillery.hcl, air.hcl,
# assault.hcl, overrun.hcl, opportunity-fire.hcl, move-and-fire.hcl, turn.hcl). "Between pulses"
# is a begun game with no formation drawn; "off the map" a unit with no hex.

# ---- no formation active: nothing acts between pulses [turn.operations] ----------------------

case "demolish_bridge: no engineers blow a bridge between pulses" {
  rules            = ["engineers.demolition", "turn.operations"]
  fixture          = "engineers-bridge"
  active_formation = ""
  cup              = ["ccb", "end-of-turn"]
  begin            = true
  action "demolish_bridge" { unit = "sappers" }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "dismount: no platoon dismounts between pulses" {
  rules            = ["transport.dismount", "turn.operations"]
  fixture          = "transport-halftracks"
  unit "ai" { face = "mounted" }
  active_formation = ""
  cup              = ["ccb", "end-of-turn"]
  begin            = true
  action "dismount" { unit = "ai" }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "mount: no platoon mounts between pulses" {
  rules            = ["transport.mount", "turn.operations"]
  fixture          = "transport-halftracks"
  active_formation = ""
  cup              = ["ccb", "end-of-turn"]
  begin            = true
  action "mount" { unit = "ai" }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "overwatch: no unit goes into Overwatch between pulses" {
  rules            = ["overwatch.cost", "turn.operations"]
  fixture          = "overwatch-t34"
  active_formation = ""
  cup              = ["soviet-tanks", "end-of-turn"]
  begin            = true
  action "overwatch" { unit = "t34" }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "mortar_fire: no mortar fires between pulses" {
  rules            = ["mortars.hex-attack", "turn.operations"]
  fixture          = "mortars-example"
  active_formation = ""
  cup              = ["ccb", "end-of-turn"]
  begin            = true
  action "mortar_fire" {
    unit   = "mortar"
    target = "C11"
  }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "fire_mission: no fire mission is called between pulses" {
  rules            = ["artillery.calling", "turn.operations"]
  fixture          = "artillery-barrage"
  active_formation = ""
  cup              = ["ccb", "end-of-turn"]
  begin            = true
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "assault: no unit assaults between pulses" {
  rules            = ["assault.attack", "turn.operations"]
  fixture          = "assault-rifles"
  active_formation = ""
  cup              = ["panzergrenadier", "end-of-turn"]
  begin            = true
  action "assault" {
    units = ["grenadiers"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "overrun: no AFV overruns between pulses" {
  rules            = ["overrun.eligibility", "turn.operations"]
  fixture          = "overrun-panzers"
  active_formation = ""
  cup              = ["panzer-abteilung", "end-of-turn"]
  begin            = true
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

# ---- off the map: a unit not (or no longer) on the map does nothing ---------------------------

case "demolish_bridge: engineers off the map blow no bridge" {
  rules   = ["engineers.demolition", "movement.points"]
  fixture = "engineers-bridge"
  unit "reserve" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
  }
  action "demolish_bridge" { unit = "reserve" }
  expect {
    rejected = { code = "not_on_map", rule = "movement.points" }
  }
}

case "dismount: a platoon off the map does not dismount" {
  rules   = ["transport.dismount", "movement.points"]
  fixture = "transport-halftracks"
  unit "reserve" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    face      = "mounted"
  }
  action "dismount" { unit = "reserve" }
  expect {
    rejected = { code = "not_on_map", rule = "movement.points" }
  }
}

case "mount: a platoon off the map does not mount" {
  rules   = ["transport.mount", "movement.points"]
  fixture = "transport-halftracks"
  unit "reserve" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
  }
  action "mount" { unit = "reserve" }
  expect {
    rejected = { code = "not_on_map", rule = "movement.points" }
  }
}

case "overwatch: a tank off the map goes into no Overwatch" {
  rules   = ["overwatch.cost", "movement.points"]
  fixture = "overwatch-t34"
  unit "reserve" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
  }
  action "overwatch" { unit = "reserve" }
  expect {
    rejected = { code = "not_on_map", rule = "movement.points" }
  }
}

case "assault: a unit off the map assaults nobody" {
  rules   = ["assault.attack", "assault.stack"]
  fixture = "assault-rifles"
  unit "reserve" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
  }
  action "assault" {
    units = ["reserve"]
    path  = ["C5"]
  }
  expect {
    rejected = { code = "not_on_map", rule = "assault.stack" }
  }
}

case "overrun: an AFV off the map overruns nobody" {
  rules   = ["overrun.eligibility", "assault.stack"]
  fixture = "overrun-panzers"
  unit "reserve" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
  }
  action "overrun" {
    units = ["reserve"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "not_on_map", rule = "assault.stack" }
  }
}

# ---- Out of Command: no move, nor MP spent otherwise, in the formation's pulse ----------------

case "demolish_bridge: Out of Command engineers blow no bridge" {
  rules   = ["engineers.demolition", "command.out-of-command"]
  fixture = "engineers-bridge"
  unit "sappers" { statuses = ["out-of-command"] }
  action "demolish_bridge" { unit = "sappers" }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
    unit "sappers" { counters = { demolition = 0 } }
  }
}

case "dismount: an Out of Command platoon stays mounted" {
  rules   = ["transport.dismount", "command.out-of-command"]
  fixture = "transport-halftracks"
  unit "ai" {
    face     = "mounted"
    statuses = ["out-of-command"]
  }
  action "dismount" { unit = "ai" }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}

case "overwatch: an Out of Command tank goes into no Overwatch" {
  rules   = ["overwatch.cost", "command.out-of-command"]
  fixture = "overwatch-t34"
  unit "t34" { statuses = ["out-of-command"] }
  action "overwatch" { unit = "t34" }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}

# ---- AA fire [air.aa-fire] -------------------------------------------------------------------

case "aa_fire: with no aircraft coming in there is nothing to fire at" {
  rules   = ["air.aa-fire"]
  fixture = "aa-flak"
  unit "p47" {
    type = "p-47"
    side = "american"
  }
  action "aa_fire" {
    unit   = "flak"
    target = "p47"
  }
  expect {
    rejected = { code = "no_interrupt" } # the kernel's: a reaction with no window open
  }
}

case "aa_fire: the AA fires at the aircraft coming in, not at another unit" {
  rules   = ["air.aa-fire"]
  fixture = "air-strike-with-flak"
  action "aa_fire" {
    unit   = "flak"
    target = "rifles"
  }
  expect {
    rejected  = { code = "no_interrupt", rule = "air.aa-fire" }
    interrupt = "aa-fire"
  }
}

case "aa_fire: only the side whose unit is struck fires AA" {
  rules   = ["air.aa-fire"]
  fixture = "air-strike-with-flak"
  unit "gis" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "B2"
  }
  action "aa_fire" {
    unit   = "gis"
    target = "p47"
  }
  expect {
    rejected = { code = "not_your_turn", rule = "air.aa-fire" }
  }
}

case "aa_fire: an AA unit off the map does not fire" {
  rules   = ["air.aa-fire"]
  fixture = "air-strike-with-flak"
  unit "reserve" {
    type      = "german-flak"
    side      = "german"
    formation = "panzergrenadier"
  }
  action "aa_fire" {
    unit   = "reserve"
    target = "p47"
  }
  expect {
    rejected = { code = "not_on_map", rule = "air.aa-fire" }
  }
}

# ---- assault ---------------------------------------------------------------------------------

# Water without a bridge is no way into the enemy hex [movement.terrain]: the grenadiers in C3
# would wade C4 to reach the Soviets in C5.
case "assault: the approach may not cross water" {
  rules   = ["assault.entry", "movement.terrain"]
  fixture = "assault-rifles"
  board {
    hex "C4" { terrain = "water" }
  }
  unit "grenadiers" { at = "C3" }
  action "assault" {
    units = ["grenadiers"]
    path  = ["C4", "C5"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.terrain" }
  }
}

case "assault: a path off the map is refused" {
  rules   = ["assault.entry"]
  fixture = "assault-rifles"
  action "assault" {
    units = ["grenadiers"]
    path  = ["C0"]
  }
  expect {
    rejected = { code = "off_map" } # the kernel's own check of a hexes parameter
  }
}

# ---- overrun ---------------------------------------------------------------------------------

case "overrun: each hex of the path is next to the one before" {
  rules   = ["overrun.cost"]
  fixture = "overrun-panzers"
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C7"]
  }
  expect {
    rejected = { code = "not_adjacent", rule = "overrun.cost" }
  }
}

case "overrun: no AFV drives into water on the way out" {
  rules   = ["overrun.cost", "movement.terrain"]
  fixture = "overrun-panzers"
  board {
    hex "C6" { terrain = "water" }
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "impassable", rule = "overrun.cost" }
  }
}

# Only the overrun hex (the last but one) may hold enemy units: C5 does too.
case "overrun: the approach passes no other enemy hex" {
  rules   = ["overrun.cost"]
  fixture = "overrun-panzers"
  unit "rifles2" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C6"
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6", "C7"]
  }
  expect {
    rejected = { code = "enemy_hex", rule = "overrun.cost" }
  }
}

case "overrun: an HQ never leads an overrun" {
  rules   = ["overrun.eligibility", "assault.hq"]
  fixture = "overrun-panzers"
  unit "pzhq" {
    type      = "hq-pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C4"
  }
  action "overrun" {
    units = ["pzhq"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "hq_no_attack", rule = "assault.hq" }
  }
}

case "overrun: an HQ alone is never overrun" {
  rules   = ["overrun.eligibility", "hq.no-target"]
  fixture = "overrun-panzers"
  unit "rifles" {
    type = "hq-soviet-rifle"
  }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "hq_target", rule = "hq.no-target" }
  }
}

case "overrun: an AFV of another formation does not overrun in this pulse" {
  rules   = ["overrun.eligibility", "turn.operations"]
  fixture = "overrun-panzers"
  unit "panzers" { formation = "panzer-regiment" }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "not_active", rule = "turn.operations" }
  }
}

case "overrun: two AFVs overrun together only from one hex" {
  rules   = ["overrun.eligibility", "assault.stack"]
  fixture = "overrun-panzers"
  unit "panzers2" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "D4"
  }
  action "overrun" {
    units = ["panzers", "panzers2"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "not_stacked", rule = "assault.stack" }
  }
}

case "overrun: at most two AFVs overrun together" {
  rules   = ["overrun.eligibility", "assault.stack"]
  fixture = "overrun-panzers"
  unit "panzers2" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C4"
  }
  unit "panzers3" {
    type      = "panzer-iii"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "C4"
  }
  action "overrun" {
    units = ["panzers", "panzers2", "panzers3"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "stacking_limit", rule = "assault.stack" }
  }
}

case "overrun: an Ops Complete AFV does not overrun" {
  rules   = ["overrun.eligibility", "assault.ops-complete"]
  fixture = "overrun-panzers"
  unit "panzers" { statuses = ["ops-complete"] }
  action "overrun" {
    units = ["panzers"]
    path  = ["C5", "C6"]
  }
  expect {
    rejected = { code = "ops_complete", rule = "assault.ops-complete" }
  }
}

# ---- Opportunity Fire ------------------------------------------------------------------------

# The window of C3 offers the rest of the Pz IVGs' path, C4 and C5; an American P-47 flies over C5
# (an aircraft holds no hex, so it bars no one's way): the Crusaders may not fire into a hex that
# holds a unit friendly to them.
case "opportunity_fire: no shot into a hex that holds a friendly unit" {
  rules   = ["opportunity-fire.friendly-hex"]
  fixture = "opportunity-fire-pz-moves"
  unit "p47" {
    type = "p-47"
    side = "american"
    at   = "C5"
  }
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
    at     = "C5"
  }
  expect {
    rejected  = { code = "friendly_hex", rule = "opportunity-fire.friendly-hex" }
    interrupt = "opportunity"
  }
}

case "opportunity_fire: a unit with no AA firepower fires no AA" {
  rules   = ["opportunity-fire.trigger", "units.factors"]
  fixture = "opportunity-fire-pz-moves"
  action "opportunity_fire" {
    unit   = "crusaders"
    target = "pz"
    weapon = "aa"
  }
  expect {
    rejected = { code = "no_weapon", rule = "units.factors" }
  }
}

case "opportunity_fire: a unit off the map fires on no mover" {
  rules   = ["opportunity-fire.trigger", "fire.ranged-combat"]
  fixture = "opportunity-fire-pz-moves"
  unit "reserve" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
  }
  action "opportunity_fire" {
    unit   = "reserve"
    target = "pz"
  }
  expect {
    rejected = { code = "not_on_map", rule = "fire.ranged-combat" }
  }
}

# ---- move and fire ---------------------------------------------------------------------------

case "fire: a move-and-fire path goes hex by hex" {
  rules   = ["move-and-fire.move-first", "movement.terrain"]
  fixture = "move-and-fire-field"
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C9"
  }
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C4"]
  }
  expect {
    rejected = { code = "not_adjacent", rule = "movement.terrain" }
  }
}

case "fire: a move-and-fire path off the map is refused" {
  rules   = ["move-and-fire.move-first"]
  fixture = "move-and-fire-field"
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C1"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C9"
  }
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "before"
    path   = ["C0"]
  }
  expect {
    rejected = { code = "off_map" } # the kernel's own check of a hexes parameter
  }
}

# ---- rally and retreat: parameters that do not fit together ----------------------------------

case "rally: a unit listed twice is refused" {
  rules            = ["rally.check"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "br2" { statuses = ["disrupted"] }
  action "rally" { units = ["br2", "br2"] }
  expect {
    rejected = { code = "bad_param", rule = "rally.check" }
    unit "br2" { statuses = ["disrupted"] }
  }
}

case "retreat: a retreat moves at least one hex" {
  rules   = ["assault.retreat"]
  fixture = "assault-rifles-go-in"
  dice    = [6, 5, 1, 6, 1, 1]
  action "retreat" {
    path = []
    by   = "soviet"
  }
  expect {
    rejected  = { code = "bad_param", rule = "assault.retreat" }
    interrupt = "retreat"
  }
}

# ---- draw: markers come out of the cup in the Operations phase only [turn.operations] ---------

# A generated battle's setup (generator.hcl) comes before turn 1's Operations phase.
case "draw: no marker is drawn while the sides set up a generated battle" {
  rules   = ["turn.operations", "generator.points"]
  fixture = "gen-meeting-begun"
  action "draw" {}
  expect {
    rejected = { code = "wrong_phase", rule = "turn.operations" }
    phase    = "battle-setup"
  }
}
