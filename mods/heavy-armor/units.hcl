# Only armor changes; speed and the weapons stay as the base ruleset has them.
patch "unit_type" "king-tiger" {
  stats = { armor = 19 }
}
