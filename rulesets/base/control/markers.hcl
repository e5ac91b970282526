# Markers of objectives and hex control [control.objectives].

# Objective marker: neutral, placed on the scenario's objective hexes. The side
# controlling the hex at the end scores the "objective" row of the VP table.
marker_kind "objective" {
  rule = "control.objectives"
  name = "Objective"
}

# Control marker: side-specific, it shows who holds an objective hex. The
# game's hex control (control.hex) is what counts; turn/sequence.lua keeps the marker
# of every objective hex in step with it after each activation and at
# Cleanup. Its level names the side (table "control-sides"), so a setup may
# give an empty objective to a side at the start: marker "E5" "control"
# { level = 2 } is NATO's, and the hex is NATO's when play begins.
marker_kind "control" {
  rule = "control.objectives"
  name = "Control"
}
