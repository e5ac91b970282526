# What a shot needs before its dice are thrown (fire/preconditions.hcl and fire/fire.lua), each
# refusal beside the shot it allows.

case "AP fire at a soft target is refused, citing the firepower choice" {
  rules   = ["fire.firepower-choice", "units.target-types"]
  fixture = "crusaders"
  unit "germans" {
    type = "german-rifle"
    side = "german"
    at   = "C4"
  }
  action "fire" {
    unit   = "crusaders"
    target = "germans"
    weapon = "ap"
  }
  expect {
    rejected = { code = "wrong_weapon", rule = "fire.firepower-choice", reason = "a soft target is attacked with he firepower" }
    unit "germans" { statuses = [] }
  }
}

case "a mortar with no AP firepower may not fire AP at a hard target" {
  rules   = ["units.factors", "fire.firepower-choice"]
  fixture = "crusaders-and-panzer"
  # the Americans and the British are allies (units/sides.hcl): the mortar fires at the Germans
  unit "mortar" {
    type = "us-81mm-mortar"
    side = "american"
    at   = "C2"
  }
  action "fire" {
    unit   = "mortar"
    target = "pz"
    weapon = "ap"
  }
  expect {
    rejected = { code = "no_weapon", rule = "units.factors" }
  }
}

case "a unit off the map does not fire" {
  rules   = ["fire.ranged-combat"]
  fixture = "soviet-rifles"
  unit "germans" {
    type = "german-rifle"
    side = "german"
  }
  action "fire" {
    unit   = "germans"
    target = "soviets"
    weapon = "he"
  }
  expect {
    rejected = { code = "not_on_map", rule = "fire.ranged-combat", reason = "both units must be on the map" }
  }
}

case "a unit does not fire at a unit of its own side" {
  rules   = ["fire.ranged-combat"]
  fixture = "soviet-rifles"
  unit "comrades" {
    type = "soviet-rifle"
    side = "soviet"
    at   = "C4"
  }
  action "fire" {
    unit   = "soviets"
    target = "comrades"
    weapon = "he"
  }
  expect {
    rejected = { code = "friendly_target", rule = "fire.ranged-combat" }
  }
}

case "a Disrupted unit is refused before its weapon is weighed" {
  rules   = ["results.disrupted-effects", "fire.firepower-choice"]
  fixture = "crusaders-and-panzer"
  unit "crusaders" { statuses = ["disrupted"] }
  action "fire" {
    unit   = "crusaders"
    target = "pz"
    weapon = "he"
  }
  expect {
    rejected = { code = "disrupted", rule = "results.disrupted-effects", reason = "crusaders is Disrupted and may not fire" }
  }
}
