# The game turn [turn.operations, turn.marker-removal]: an Operations phase, in which markers
# are drawn from the cup and each drawn formation takes its pulse (the `draw` action, the pulse
# of pulse/, then `end_activation`), then the Marker Removal phase, whose steps run as it
# starts; the next turn's Operations phase follows. turn/turn.lua runs both.
#
# A formation's pulse (3.4) is no phase of its own: its steps (remove markers, command check,
# rallies, fire missions, operations) are the ruleset's, inside an activation (pulse/).
# The slice's phase "pulse" is this Operations phase.
phase "operations" {
  rule        = "turn.operations"
  title       = "Operations phase"
  order       = 10
  interactive = true
}

# Other areas hook a step by its name: nw68.on("step", "<name>", fn). Smoke's duration
# (smoke.duration, 7.5) hooks "adjust-smoke".
phase "marker-removal" {
  rule  = "turn.marker-removal"
  title = "Marker Removal phase"
  order = 20

  step "remove-ops-complete" {
    rule  = "turn.marker-removal"
    title = "Take every Ops Complete marker off the map"
  }

  step "adjust-smoke" {
    rule  = "turn.marker-removal"
    title = "Adjust every Smoke marker (the smoke rules hook this step)"
  }

  step "replace-hq" {
    rule  = "hq.replacement"
    title = "Put destroyed HQs back, reduced side up, with a platoon of their type and formation"
  }

  step "missed-activations" {
    rule  = "turn.no-activation"
    title = "Mark the formations that did not activate; their owners keep all but one End of Turn marker"
  }

  step "return-markers" {
    rule  = "turn.marker-removal"
    title = "Formation and End of Turn markers go back into the cup; the game ends after its last turn"
  }
}
