# The side-activation house rule [house.side-activation]: the mod lifts the
# base game's active-formation precondition [impulse.activation]; the
# active-side one still holds.

case "side-activation: a unit of another formation of the active side moves" {
  rules   = ["house.side-activation", "impulse.activation"]
  ruleset = "base"
  mods    = ["side-activation"]
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "2nd-ranger"
    at        = "B2"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "rangers"
    path = ["B3"]
  }
  expect {
    unit "rangers" { at = "B3" }
  }
}

case "side-activation: a unit of the other side still waits" {
  rules   = ["house.side-activation", "impulse.activation"]
  ruleset = "base"
  mods    = ["side-activation"]
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "B2"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "E8"
  }
  active_formation = "1st-ranger"
  action "move" {
    unit = "tiger"
    path = ["B3"]
  }
  expect {
    rejected = { code = "not_active", rule = "impulse.activation", reason = "tiger is not of the active side nato" }
    unit "tiger" { at = "B2" }
  }
}
