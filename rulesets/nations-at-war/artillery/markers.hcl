# The Barrage marker of an HE mission [artillery.he]: on the target hex while the mission's hits
# are resolved, then taken off (so a case sees it only in the log).
marker_kind "barrage" {
  rule   = "artillery.he"
  name   = "Barrage"
  symbol = "*"
}
