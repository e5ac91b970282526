rule "s.move" { title = "Move one hex" }
rule "s.shoot" { title = "Shoot" }
rule "s.turn" { title = "Turns alternate" }
terrain "open" { rule = "s.move" }
status "hit" { rule = "s.shoot" }
unit_type "trooper" {
  rule  = "s.move"
  stats = { range = 3 }
}
action "move" {
  rule = "s.move"
  param "unit" { type = "unit" }
  param "to" { type = "hex" }
}
action "shoot" {
  rule = "s.shoot"
  param "unit" { type = "unit" }
  param "target" {
    type = "unit"
    of   = "enemy"
  }
}
action "end_turn" { rule = "s.turn" }
phase "play" {
  rule        = "s.turn"
  order       = 1
  interactive = true
}
phase "refit" {
  rule  = "s.turn"
  order = 2
  step "clear-hits" { rule = "s.turn" }
}
scenario "duel" {
  title = "Duel"
  board {
    cols    = 6
    rows    = 6
    terrain = "open"
  }
  unit "a1" {
    type = "trooper"
    side = "red"
    at   = "A1"
  }
  unit "a2" {
    type = "trooper"
    side = "red"
    at   = "B1"
  }
  unit "b1" {
    type = "trooper"
    side = "blue"
    at   = "F6"
  }
  unit "b2" {
    type = "trooper"
    side = "blue"
    at   = "E6"
  }
  active_side = "red"
}
value "reach" {
  rule  = "s.move"
  title = "Hexes a unit may move"
}
