# An SPA never fires on the move [moving-fire.general]. A fire that names no
# `moving` leaves this holding.
precondition "spa-standing" {
  rule      = "moving-fire.general"
  code      = "no_moving_fire"
  condition = given.moving == "" || !unit.tags.spa
  reason    = "SPA never fire on the move"
}
