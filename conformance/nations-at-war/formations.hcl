# Formations (2.10) and the sides' camps: Germany and Italy allied, Great Britain, the United
# States and the Soviet Union allied, the camps enemies (units/sides.hcl).

case "Germany and Italy are allies: a German platoon does not fire at an Italian one" {
  rules            = ["formations.definition"]
  fixture          = "turn-desert"
  formation "panzergrenadier" { side = "german" }
  unit "gren" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "H6"
  }
  active_formation = "panzergrenadier"
  action "fire" {
    unit   = "gren"
    target = "it1"
    weapon = "he"
  }
  expect {
    rejected = { code = "friendly_target" }
  }
}

case "the British and the Americans are allies too" {
  rules            = ["formations.definition"]
  fixture          = "turn-desert"
  formation "ccb" { side = "american" }
  unit "ai" {
    type      = "us-armored-infantry"
    side      = "american"
    formation = "ccb"
    at        = "D5"
  }
  active_formation = "14th-infantry"
  action "fire" {
    unit   = "br2"
    target = "ai"
    weapon = "he"
  }
  expect {
    rejected = { code = "friendly_target" }
  }
}

case "the Axis and the Allies are enemies: the British fire at the Italians" {
  rules            = ["formations.definition", "formations.activation"]
  fixture          = "turn-desert"
  active_formation = "14th-infantry"
  unit "it1" { at = "D6" }
  dice = [5, 1]
  action "fire" {
    unit   = "br2"
    target = "it1"
    weapon = "he"
  }
  expect {
    attack { hits = 1 }
    unit "it1" { statuses = ["disrupted"] }
  }
}

case "a formation's HQ factors are its block's: the 14th Infantry checks against morale 7" {
  rules   = ["formations.definition", "morale.formation"]
  fixture = "turn-desert"
  unit "br2" { at = "H3" }
  cup   = ["14th-infantry", "end-of-turn"]
  draws = ["14th-infantry"]
  dice  = [1, 1]
  action "draw" {}
  expect {
    command_check { morale = 7 }
  }
}
