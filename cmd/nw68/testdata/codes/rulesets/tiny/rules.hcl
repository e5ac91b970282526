rule "t.move" { title = "Move one hex" }
rule "t.shoot" { title = "Shoot" }
rule "t.turn" { title = "Turns alternate" }
terrain "open" { rule = "t.move" }
unit_type "trooper" {
  rule  = "t.move"
  stats = { range = 2 }
}
# of = "own": the kernel refuses another side's unit (not_yours)
action "move" {
  rule = "t.move"
  param "unit" {
    type = "unit"
    of   = "own"
  }
  param "to" { type = "hex" }
}
action "shoot" {
  rule = "t.shoot"
  param "unit" { type = "unit" }
  param "target" { type = "unit" }
}
action "end_turn" { rule = "t.turn" }
phase "play" {
  rule        = "t.turn"
  order       = 1
  interactive = true
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
  active_side = "red"
}
