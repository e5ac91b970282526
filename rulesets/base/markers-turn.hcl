# Markers and holdings of the turn [turn.*, control.objectives].

# Objective marker: neutral, placed on the scenario's objective hexes. The side
# controlling the hex at the end scores the "objective" row of the VP table.
marker_kind "objective" {
  rule = "control.objectives"
  name = "Objective"
}

# Control marker: side-specific, it shows who holds an objective hex. The
# game's hex control (control.hex) is what counts; turn.lua keeps the marker
# of every objective hex in step with it after each activation and at
# Cleanup. Its level names the side (table "control-sides"), so a setup may
# give an empty objective to a side at the start: marker "E5" "control"
# { level = 2 } is NATO's, and the hex is NATO's when play begins.
marker_kind "control" {
  rule = "control.objectives"
  name = "Control"
}

table "control-sides" {
  rule  = "control.objectives"
  title = "Control marker faces"

  row "1" { side = "reich" }
  row "2" { side = "nato" }
  row "3" { side = "black-hand" }
}

# The owner of the Advance marker [turn.advance-marker]: advance = { reich = 1 }
# says the scenario gives the Reich the Advance marker in the cup (cup = {
# advance = 1 }). When it is drawn, that side picks which of its formations
# takes the extra activation (the `advance` action).
holding "advance" {
  rule = "turn.advance-marker"
  name = "Advance marker"
}
