# A tiny game to prove the kernel's cost model: movement classes priced
# from data, a road that connects, water closed but along it, a marker that
# bears on movement and one that does not, a gated marker, enemy hexes.
rule "m.chart" { title = "Terrain chart" }
rule "m.water" { title = "Water is closed but along a road" }
rule "m.wreck" { title = "Wrecks" }
rule "m.zone" { title = "Zones open to red only" }
rule "m.enemy" { title = "Enemy hexes are entered by assault only" }
rule "m.air" { title = "Fliers" }

side "red" { rule = "m.chart" }
side "blue" { rule = "m.chart" }

terrain "plain" { rule = "m.chart" }
terrain "marsh" {
  rule = "m.chart"
  name = "Marsh"
}
terrain "water" { rule = "m.water" }
terrain "road" {
  rule = "m.chart"
  name = "Road"
  tags = ["feature"]
}
terrain "hill" {
  rule = "m.chart"
  name = "Hill"
  tags = ["feature"]
}
marker_kind "wreck" {
  rule = "m.wreck"
  name = "Wreck"
}
marker_kind "zone" {
  rule = "m.zone"
  name = "Zone"
}
marker_kind "smoke" { rule = "m.chart" }

value "zone_access" {
  rule  = "m.zone"
  title = "Whether a unit may enter zones: above 0 it may"
  facts = { "unit.side" = "the mover's side" }
}

modifier "red-zone" {
  rule  = "m.zone"
  stage = "zone_access"
  label = "red"
  value = 1
  when  = unit.side == "red"
}

movement_class "walker" {
  rule      = "m.chart"
  costs     = { plain = 1, marsh = 3, road = 1, hill = 1, wreck = { mp = 1, rule = "m.wreck" }, zone = 1 }
  connect   = "road"
  closed    = { water = "m.water" }
  gates     = { zone = "zone_access" }
  enemy_hex = "m.enemy"
}

movement_class "flier" {
  rule      = "m.air"
  costs     = { plain = 1, marsh = 1, water = 1, road = 0, hill = 0, wreck = 0, zone = 0 }
  holds_hex = false
}

unit_type "trooper" {
  rule     = "m.chart"
  movement = "walker"
}
unit_type "kite" {
  rule     = "m.air"
  movement = "flier"
}

scenario "field" {
  title = "The Field"
  board {
    cols    = 6
    rows    = 6
    terrain = "plain"
    hex "B3" { terrain = "marsh" }
    hex "C2" {
      features = ["hill"]
    }
    hex "D2" { terrain = "water" }
    hex "D3" {
      terrain  = "water"
      features = ["road"]
    }
    hex "D4" { features = ["road"] }
    hex "E2" {
      features = ["road", "hill"]
    }
    hex "E3" { features = ["road"] }
    marker "A3" "wreck" {}
    marker "A4" "smoke" {}
    marker "B4" "zone" {}
  }
  sides = ["red", "blue"]
  unit "r1" {
    type = "trooper"
    side = "red"
    at   = "B2"
  }
  unit "b1" {
    type = "trooper"
    side = "blue"
    at   = "F5"
  }
  unit "k1" {
    type = "kite"
    side = "blue"
    at   = "A5"
  }
  turn = 1
}
