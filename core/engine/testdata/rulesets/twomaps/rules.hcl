# A tiny game written to prove a game of several maps: a stand-in for the
# Wewelsburg map (its size and layout, flat with the even columns lower) and a
# Magdeburg map (pointy) are played together, J7 existing on both. A unit
# moves one hex on its own map; shelling a hex lights a fire that the map
# keeps count of (a per-map var).
rule "t.maps" { title = "Two maps" }
rule "t.move" { title = "Move one hex on your map" }
rule "t.shell" { title = "Shelling lights fires" }
rule "t.turn" { title = "Turns" }

terrain "open" { rule = "t.maps" }
terrain "woods" { rule = "t.maps" }
terrain "rubble" { rule = "t.maps" }
marker_kind "smoke" { rule = "t.maps" }
unit_type "trooper" { rule = "t.move" }

map "wewelsburg" {
  title   = "Wewelsburg (stand-in)"
  cols    = 30
  rows    = 20
  layout  = "flat-even"
  terrain = "open"
  hex "J7" { terrain = "woods" }
  marker "J6" "smoke" {}
}
map "magdeburg" {
  title   = "Magdeburg"
  cols    = 16
  rows    = 12
  layout  = "pointy-odd"
  terrain = "rubble"
  hex "J7" { terrain = "open" }
  marker "K7" "smoke" { level = 2 }
}

action "move" {
  rule = "t.move"
  param "unit" { type = "unit" }
  param "to" { type = "hex" }
}
action "shell" {
  rule = "t.shell"
  param "at" { type = "hex" }
}
action "end_turn" { rule = "t.turn" }
# survey reports what the scripts see of two hexes and the maps.
action "survey" {
  rule = "t.maps"
  param "a" { type = "hex" }
  param "b" { type = "hex" }
  param "along" {
    type     = "hexes"
    optional = true
  }
}

phase "play" {
  rule        = "t.turn"
  order       = 1
  interactive = true
}

scenario "two-fronts" {
  title       = "Two fronts"
  maps        = ["wewelsburg", "magdeburg"]
  active_side = "red"
  unit "w1" {
    type = "trooper"
    side = "red"
    at   = "wewelsburg:J7"
  }
  unit "m1" {
    type = "trooper"
    side = "red"
    at   = "magdeburg:J7"
  }
  unit "b1" {
    type = "trooper"
    side = "blue"
    at   = "magdeburg:A1"
  }
}

scenario "one-front" {
  title       = "One front"
  map         = "wewelsburg"
  active_side = "red"
  unit "w1" {
    type = "trooper"
    side = "red"
    at   = "J7"
  }
}
