# What the rules hide, declared as the server reads it: `hidden` names from
# whom (enemies, others or all), `revealed_by` a status that shows it on a
# unit.
rule "x.play" { title = "Play: sides take turns" }
rule "x.hidden" { title = "What a side cannot see" }

side "red" { rule = "x.play" }
side "blue" { rule = "x.play" }
terrain "open" { rule = "x.play" }

unit_type "scout" { rule = "x.play" }
unit_type "ghost" {
  rule        = "x.hidden"
  hidden      = "enemies"
  revealed_by = "spotted"
}

item "rifle" { rule = "x.play" }
item "mine-kit" {
  name        = "Mine Kit"
  rule        = "x.hidden"
  hidden      = "enemies"
  revealed_by = "spotted"
}

status "spotted" { rule = "x.hidden" }
status "ambushing" {
  rule   = "x.hidden"
  hidden = "others"
}

holding "supply" { rule = "x.play" }
holding "plans" {
  rule   = "x.hidden"
  hidden = "enemies"
}

marker_kind "smoke" { rule = "x.play" }
marker_kind "mines" {
  rule   = "x.hidden"
  hidden = "all"
}

formation "red-1" {
  rule    = "x.play"
  faction = "red"
}
formation "blue-1" {
  rule    = "x.play"
  faction = "blue"
  hidden  = "others"
}

action "spot" {
  rule = "x.hidden"
  param "unit" { type = "unit" }
  param "target" {
    type = "unit"
    of   = "enemy"
  }
}
action "reveal" {
  rule = "x.hidden"
  param "unit" { type = "unit" }
}
action "signal" {
  rule = "x.hidden"
  param "unit" { type = "unit" }
}
action "drop" {
  rule = "x.play"
  param "unit" {
    type = "unit"
    of   = "own"
  }
  param "item" { type = "string" }
}
action "raise" { rule = "x.hidden" }
action "end_turn" { rule = "x.play" }
action "concede" { rule = "x.play" }

phase "play" {
  rule        = "x.play"
  order       = 1
  interactive = true
}

scenario "ambush" {
  title = "Ambush"
  board {
    cols    = 4
    rows    = 4
    terrain = "open"
    marker "B2" "smoke" {}
    marker "C3" "mines" {}
  }
  cup         = { "red-1" = 1, "blue-1" = 2 }
  active_side = "red"
  formation "red-1" { side = "red" }
  formation "blue-1" { side = "blue" }
  unit "r1" {
    type      = "scout"
    side      = "red"
    formation = "red-1"
    at        = "A1"
    carries   = ["rifle", "mine-kit"]
    statuses  = ["ambushing"]
  }
  unit "r2" {
    type      = "ghost"
    side      = "red"
    formation = "red-1"
    at        = "A2"
  }
  unit "b1" {
    type      = "scout"
    side      = "blue"
    formation = "blue-1"
    at        = "D4"
    carries   = ["rifle"]
  }
}

value "signal" {
  rule  = "x.hidden"
  title = "How far a unit's signal reaches"
}
