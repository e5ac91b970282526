# The Smoke marker [smoke.placement, smoke.level-2]: level 1 (laid by a unit, fired by a mortar)
# or 2 (a smoke fire mission, 10.2.2). Its sight effects are the los area's `sight` model (a veil
# of kind "smoke": blocks through, not into; Level 2 reaches its six neighbours) [smoke.los,
# smoke.level-2].
#   to_hit_into  added to the To-Hit of direct fire at a unit in the hex [smoke.fire-into]
#   to_hit_out   added to the To-Hit of a unit firing from the hex [smoke.fire-out]
#   no_overrun   units in the hex cannot be overrun [smoke.no-overrun]
marker_kind "smoke" {
  rule   = "smoke.placement"
  name   = "Smoke"
  symbol = "~"
  stats  = { max_level = 2, to_hit_into = 1, to_hit_out = 1, no_overrun = 1 }
  source = "rulebook"
  note   = "All printed (7.5.1, 10.2.2): +1 To-Hit into and out of smoke, no overrun of units in smoke, levels 1 and 2."
}
