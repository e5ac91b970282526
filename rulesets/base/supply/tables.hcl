# What becomes of the supply points a side has not spent when the Cleanup
# ends [supply.timing]: fate = "lost" (the base game: they are thrown away) or
# "kept" (they stay in the side's pool for later turns, and the points a
# scenario gives at the start of a turn are added to it). A ruleset built on
# this one replaces the table to keep them (turn/lib/turn.lua reads it).
table "supply-pool" {
  rule  = "supply.timing"
  title = "Unspent supply points"

  row "unspent" {
    fate = "lost"
  }
}
