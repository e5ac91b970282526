# The shot the cases of this folder judge: the King Tiger of 1-130, in its
# activation, fires at US Rangers three hexes away.
fixture "tiger-fires-he-at-rangers" {
  ruleset = "base"
  mods    = ["shaken-hold-fire"]
  board {
    cols    = 10
    rows    = 12
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
    at        = "B5"
  }
  active_formation = "1-130"
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
}
