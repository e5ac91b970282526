# Hex control [control.hex]: a hex belongs to the last side that had a unit
# in it, a unit only moving through included.

case "moving through a hex takes control of it" {
  rules   = ["control.hex"]
  fixture = "tiger"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "tiger" { at = "B2" }
  active_formation = "1-130"
  action "move" {
    unit = "tiger"
    path = ["B3", "B4", "B5"]
  }
  expect {
    control = { "B3" = "reich", "B4" = "reich", "B5" = "reich" }
    unit "tiger" { at = "B5" }
  }
}

case "the last side through a hex controls it" {
  rules   = ["control.hex"]
  fixture = "rangers"
  board {
    cols    = 6
    rows    = 12
    terrain = "clear"
    hex "B2" { terrain = "woods" } # hides the rangers' walk from the fallschirmjager
  }
  unit "rangers" { at = "B3" }
  unit "fj" {
    type      = "fallschirmjager"
    side      = "reich"
    formation = "2-130"
    at        = "B1"
  }
  # no active formation: either side may move (the rangers, Finished after
  # moving, cannot opportunity-fire at the fallschirmjager)
  action "move" {
    unit = "rangers"
    path = ["B4", "B5", "B6", "B7"] # nato takes B4-B7
  }
  action "move" {
    unit = "fj"
    path = ["B2", "B3", "B4"] # woods 1 + 1 + 1 = 3; reich takes B2-B4 back
  }
  expect {
    control = { "B2" = "reich", "B3" = "reich", "B4" = "reich", "B5" = "nato", "B6" = "nato", "B7" = "nato" }
    unit "fj" { at = "B4" }
    unit "rangers" { at = "B7" }
    interrupt = ""
  }
}
