# What the movement actions forbid, one refusal a case: move, mount, dismount, overwatch,
# demolish_bridge and the fire action's move-and-fire (the fixtures are movement.hcl's,
# transport.hcl's, overwatch.hcl's, engineers.hcl's and move-and-fire.hcl's).

case "move: a path off the map is refused" {
  rules   = ["movement.points"]
  fixture = "movement-field"
  unit "pz" { at = "C1" }
  action "move" {
    unit = "pz"
    path = ["C0"]
  }
  expect {
    rejected = { code = "off_map" } # the kernel's own check of a hexes parameter
  }
}

# Once play has begun, a move waits for a drawn formation [turn.operations].
case "move: no unit moves between pulses" {
  rules            = ["movement.points", "turn.operations"]
  fixture          = "movement-field"
  active_formation = ""
  cup              = ["panzer-abteilung", "end-of-turn"]
  begin            = true
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    rejected = { code = "no_activation", rule = "turn.operations" }
  }
}

case "move: unit and units together are refused" {
  rules   = ["movement.stacks"]
  fixture = "movement-field"
  action "move" {
    unit  = "pz"
    units = ["pz", "grenadiers"]
    path  = ["C3"]
  }
  expect {
    rejected = { code = "bad_param", rule = "movement.stacks" }
  }
}

case "move: a unit named twice in a stack is refused" {
  rules   = ["movement.stacks"]
  fixture = "movement-field"
  action "move" {
    units = ["pz", "pz"]
    path  = ["C3"]
  }
  expect {
    rejected = { code = "bad_param", rule = "movement.stacks" }
  }
}

case "move: a stack of two formations is no stack" {
  rules   = ["movement.stacks"]
  fixture = "movement-field"
  unit "grenadiers" { formation = "panzergrenadier" }
  active_formation = ""
  action "move" {
    units = ["pz", "grenadiers"]
    path  = ["C3"]
  }
  expect {
    rejected = { code = "not_stacked", rule = "movement.stacks" }
  }
}

case "move: a unit off the map does not move" {
  rules   = ["movement.points"]
  fixture = "movement-field"
  unit "reserve" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
  }
  action "move" {
    unit = "reserve"
    path = ["C3"]
  }
  expect {
    rejected = { code = "not_on_map", rule = "movement.points" }
  }
}

case "move: an Out of Command unit does not move" {
  rules   = ["movement.points"]
  fixture = "movement-field"
  unit "pz" { statuses = ["out-of-command"] }
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}

case "move: an Out of Command unit in a stack stops the stack" {
  rules   = ["movement.stacks"]
  fixture = "movement-field"
  unit "grenadiers" { statuses = ["out-of-command"] }
  action "move" {
    units = ["pz", "grenadiers"]
    path  = ["C3"]
  }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}

case "move: an Ops Complete unit in a stack stops the stack" {
  rules   = ["movement.stacks", "movement.ops-complete"]
  fixture = "movement-field"
  unit "grenadiers" { statuses = ["ops-complete"] }
  action "move" {
    units = ["pz", "grenadiers"]
    path  = ["C3"]
  }
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

case "move: a stack may not pass through a hex where it would make three" {
  rules   = ["stacking.limit", "movement.stacks"]
  fixture = "movement-field"
  unit "rifles" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "C3"
  }
  action "move" {
    units = ["pz", "grenadiers"]
    path  = ["C3", "C4"]
  }
  expect {
    rejected = { code = "stacking_limit", rule = "stacking.limit" }
  }
}

case "move: a unit with no MF on the face shown does not move" {
  rules   = ["movement.points"]
  fixture = "movement-field"
  unit "pz" { type = "p-47" }
  action "move" {
    unit = "pz"
    path = ["C3"]
  }
  expect {
    rejected = { code = "too_far", rule = "movement.points" }
  }
}

case "mount: an Out of Command platoon does not mount" {
  rules   = ["transport.mount"]
  fixture = "transport-halftracks"
  unit "ai" { statuses = ["out-of-command"] }
  action "mount" { unit = "ai" }
  expect {
    rejected = { code = "out_of_command", rule = "command.out-of-command" }
  }
}

case "dismount: an Ops Complete platoon does not dismount" {
  rules   = ["transport.dismount"]
  fixture = "transport-halftracks"
  unit "ai" {
    mounted  = true
    statuses = ["ops-complete"]
  }
  action "dismount" { unit = "ai" }
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

case "dismount: a platoon of another formation does not dismount" {
  rules   = ["transport.dismount"]
  fixture = "transport-halftracks"
  unit "ai" {
    mounted   = true
    formation = "panzergrenadier"
  }
  action "dismount" { unit = "ai" }
  expect {
    rejected = { code = "not_active" }
  }
}

case "overwatch: an Ops Complete unit does not go into Overwatch" {
  rules   = ["overwatch.cost"]
  fixture = "overwatch-t34"
  unit "t34" { statuses = ["ops-complete"] }
  action "overwatch" { unit = "t34" }
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

case "overwatch: a unit of another formation does not go into Overwatch" {
  rules   = ["overwatch.cost"]
  fixture = "overwatch-t34"
  unit "t34" { formation = "soviet-rifles" }
  action "overwatch" { unit = "t34" }
  expect {
    rejected = { code = "not_active" }
  }
}

case "demolish_bridge: an Ops Complete engineer starts nothing" {
  rules   = ["engineers.demolition"]
  fixture = "engineers-bridge"
  unit "sappers" { statuses = ["ops-complete"] }
  action "demolish_bridge" { unit = "sappers" }
  expect {
    rejected = { code = "ops_complete", rule = "movement.ops-complete" }
  }
}

case "demolish_bridge: an engineer of another formation starts nothing" {
  rules   = ["engineers.demolition"]
  fixture = "engineers-bridge"
  unit "sappers" { formation = "panzergrenadier" }
  action "demolish_bridge" { unit = "sappers" }
  expect {
    rejected = { code = "not_active" }
  }
}

case "fire moving: a move-and-fire without a path is refused" {
  rules   = ["move-and-fire.eligibility"]
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
    at   = "C7"
  }
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "before"
  }
  expect {
    rejected = { code = "bad_param", rule = "move-and-fire.eligibility" }
  }
}

case "fire moving: a move-and-fire path may not break the stacking limit" {
  rules   = ["move-and-fire.stacks", "stacking.limit"]
  fixture = "move-and-fire-field"
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C2"
  }
  unit "r1" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C3"
  }
  unit "r2" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "C3"
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
    path   = ["C3", "C4"]
  }
  expect {
    rejected = { code = "stacking_limit", rule = "stacking.limit" }
  }
}

case "fire moving: a move-and-fire path is priced by the terrain and may not enter Water" {
  rules   = ["move-and-fire.move-first", "movement.terrain"]
  fixture = "move-and-fire-field"
  board {
    hex "C3" { terrain = "water" }
  }
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
    path   = ["C3"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.terrain" }
  }
}

case "fire moving: moving first, a target out of range from the path's end is refused" {
  rules   = ["move-and-fire.move-first"]
  fixture = "move-and-fire-field"
  board { rows = 20 }
  # 12 hexes at the start (twice the T-34's AP range 6: still in reach), 13 after the step
  unit "t34" {
    type      = "t-34"
    side      = "soviet"
    formation = "soviet-tanks"
    at        = "C13"
  }
  unit "pz" {
    type = "pz-ivg"
    side = "german"
    at   = "C1"
  }
  action "fire" {
    unit   = "t34"
    target = "pz"
    weapon = "ap"
    moving = "after"
    path   = ["C14"]
  }
  expect {
    rejected = { code = "out_of_range", rule = "fire.extended-range" }
  }
}
