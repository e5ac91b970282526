# Cases of the Nations at War area `maps` (12.0): the project's maps (made for it: bridgehead,
# crossroads, wadi) carry the terrain the rules use, and the terrain and features declared in
# maps/terrain.hcl give their Defense Bonus dice. Movement costs are the movement area's.

case "bridgehead: Saint-Aubin is Town, a rifle platoon there throws its one defence die" {
  rules   = ["maps.key", "fire.defence-bonus"]
  ruleset = "nations-at-war"
  map     = "bridgehead"
  unit "gren" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "L9"
  }
  unit "gis" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
    at        = "L11"
  }
  active_formation = "ccb"
  # the engineers' HE 2 at To-Hit 5, 2 hexes: 5 and 6 hit; the Town die, a 5, saves one
  dice = [5, 6, 5]
  action "fire" {
    unit   = "gis"
    target = "gren"
    weapon = "he"
  }
  expect {
    attack {
      hits         = 2
      defence_dice = 1
      saved        = 1
      net_hits     = 1
    }
  }
}

case "bridgehead: a road adds no cover, Clear with a road gives no defence die" {
  rules   = ["maps.key", "fire.defence-bonus"]
  ruleset = "nations-at-war"
  map     = "bridgehead"
  unit "gren" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "B4"
  }
  unit "gis" {
    type      = "us-engineers"
    side      = "american"
    formation = "ccb"
    at        = "B6"
  }
  active_formation = "ccb"
  dice = [5, 1]
  action "fire" {
    unit   = "gis"
    target = "gren"
    weapon = "he"
  }
  expect {
    attack {
      hits         = 1
      defence_dice = 0
      net_hits     = 1
    }
  }
}

case "bridgehead: the north bridge carries the road over the river" {
  rules   = ["maps.key", "movement.terrain"]
  ruleset = "nations-at-war"
  map     = "bridgehead"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "I4"
  }
  active_formation = "panzer-abteilung"
  action "move" {
    unit = "pz"
    path = ["H4", "G4"]
  }
  expect {
    unit "pz" { at = "G4" }
  }
}

case "bridgehead: off its bridges the river is impassable" {
  rules   = ["maps.key", "movement.terrain"]
  ruleset = "nations-at-war"
  map     = "bridgehead"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "I6"
  }
  active_formation = "panzer-abteilung"
  action "move" {
    unit = "pz"
    path = ["H6", "G6"]
  }
  expect {
    rejected = { code = "impassable", rule = "movement.terrain" }
  }
}

case "crossroads: the crest of Cote 204 is a ridgeline on a hill, one die of cover" {
  rules   = ["maps.key", "fire.defence-bonus"]
  ruleset = "nations-at-war"
  map     = "crossroads"
  unit "gren" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "J6"
  }
  unit "rifles" {
    type      = "soviet-rifle"
    side      = "soviet"
    formation = "soviet-rifles"
    at        = "J4"
  }
  active_formation = "soviet-rifles"
  dice = [6, 1, 4]
  action "fire" {
    unit   = "rifles"
    target = "gren"
    weapon = "he"
  }
  expect {
    attack {
      hits         = 1
      defence_dice = 1
      saved        = 0
      net_hits     = 1
    }
  }
}

case "wadi: the oasis is Palm, a tank there throws armour plus one" {
  rules   = ["maps.key", "fire.defence-bonus", "fire.armor-save"]
  ruleset = "nations-at-war"
  map     = "wadi"
  unit "m13" {
    type      = "m13-40"
    side      = "italian"
    formation = "7th-armored"
    at        = "G6"
  }
  unit "crusaders" {
    type      = "crusader"
    side      = "british"
    formation = "22nd-armoured"
    at        = "G2"
  }
  active_formation = "22nd-armoured"
  # Crusader AP 3 at 5, 4 hexes of range 5: 5, 5, 5 hit; armor 1 + Palm 1 = 2 dice: 6, 2
  dice = [5, 5, 5, 6, 2]
  action "fire" {
    unit   = "crusaders"
    target = "m13"
    weapon = "ap"
  }
  expect {
    attack {
      hits         = 3
      defence_dice = 2
      saved        = 1
      net_hits     = 2
    }
  }
}
