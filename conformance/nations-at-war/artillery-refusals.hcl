# What fire_mission refuses (10.2, 3.4.4).

case "a tank calls no fire mission" {
  rules   = ["artillery.calling"]
  fixture = "artillery-barrage"
  unit "hq" {
    type = "m4-sherman"
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  expect {
    rejected = { code = "not_caller", rule = "artillery.calling" }
  }
}

case "an HQ of a formation that is not active calls no mission" {
  rules   = ["artillery.calling", "turn.operations"]
  fixture = "artillery-barrage"
  active_formation = "22nd-armoured"
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  expect {
    rejected = { code = "not_active" }
  }
}

case "an Ops Complete caller calls no mission" {
  rules   = ["artillery.caller"]
  fixture = "artillery-barrage"
  unit "hq" {
    statuses = ["ops-complete"]
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  expect {
    rejected = { code = "ops_complete", rule = "artillery.caller" }
  }
}

case "a caller that has moved calls no mission: missions are its first actions" {
  rules   = ["artillery.calling"]
  fixture = "artillery-barrage"
  unit "hq" {
    counters = { mp = 2 }
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  expect {
    rejected = { code = "not_first", rule = "artillery.calling" }
  }
}

case "no mission once the pulse's operations have begun" {
  rules   = ["artillery.timing"]
  fixture = "artillery-barrage"
  unit "mortar" {
    type      = "us-81mm-mortar"
    side      = "american"
    formation = "ccb"
    at        = "C3"
  }
  action "mortar_fire" {
    unit   = "mortar"
    target = "H9"
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  dice = [1, 1]
  expect {
    rejected = { code = "not_first", rule = "artillery.timing" }
  }
}

case "a side calls only the missions it holds" {
  rules   = ["artillery.missions"]
  fixture = "artillery-barrage"
  action "fire_mission" {
    unit    = "hq"
    mission = "he-6-4"
    target  = "E6"
  }
  expect {
    rejected = { code = "no_mission", rule = "artillery.missions" }
  }
}

case "a mission spent is gone" {
  rules   = ["artillery.missions"]
  fixture = "artillery-he-on-e6"
  unit "hq2" {
    type      = "m8-greyhound"
    side      = "american"
    formation = "ccb"
    at        = "C3"
  }
  action "fire_mission" {
    unit    = "hq2"
    mission = "he-4-5"
    target  = "E6"
  }
  dice = [1]
  expect {
    rejected = { code = "no_mission", rule = "artillery.missions" }
  }
}

case "a mission key must read he-<FP>-<To-Hit> or smoke" {
  rules   = ["artillery.missions"]
  fixture = "artillery-barrage"
  action "fire_mission" {
    unit    = "hq"
    mission = "napalm"
    target  = "E6"
  }
  expect {
    rejected = { code = "no_mission", rule = "artillery.missions" }
  }
}

case "the caller must see the target hex" {
  rules   = ["artillery.calling"]
  fixture = "artillery-barrage"
  board {
    hex "D4" { terrain = "forest" }
    hex "D5" { terrain = "forest" }
    hex "C4" { terrain = "forest" }
    hex "D3" { terrain = "forest" }
    hex "C3" { terrain = "forest" }
    hex "B3" { terrain = "forest" }
  }
  unit "hq" {
    at = "C1"
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  expect {
    rejected = { code = "no_los", rule = "artillery.calling" }
  }
}

case "a third fire mission in one activation is refused" {
  rules   = ["pulse.fire-missions"]
  fixture = "artillery-barrage"
  missions = { american = ["he-4-5", "smoke", "smoke"] }
  action "fire_mission" {
    unit    = "hq"
    mission = "smoke"
    target  = "E6"
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "smoke"
    target  = "H9"
  }
  action "fire_mission" {
    unit    = "hq"
    mission = "he-4-5"
    target  = "E6"
  }
  dice = [1, 1]
  expect {
    rejected = { code = "too_many_missions", rule = "pulse.fire-missions" }
  }
}

case "a caller off the map calls nothing" {
  rules   = ["artillery.calling"]
  fixture = "artillery-barrage"
  unit "hq2" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
  }
  action "fire_mission" {
    unit    = "hq2"
    mission = "he-4-5"
    target  = "E6"
  }
  expect {
    rejected = { code = "not_on_map", rule = "artillery.calling" }
  }
}
