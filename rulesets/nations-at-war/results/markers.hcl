# Hex markers. def_soft / def_hard: Defense Bonus the marker adds to units in its hex.
marker_kind "wreck" {
  rule        = "results.wreck"
  name        = "Wreck"
  stats       = { def_soft = 1, def_hard = 1 }
  source      = "rulebook"
  provisional = true
  note        = "def_hard +1 is printed (5.1.2.2 Panther example). def_soft is provisional: 5.1.3 says a wreck gives cover without limiting it to vehicles, so soft targets get the same +1."
}
