# The Cleanup phase runs its steps in this order, as the phase starts (the 2IC
# take-over is command/officers.lua's phase_start handler, which runs before them).
# Other areas hook a step by its name: nw68.on("step", "<name>", fn).
# The phase waits for players only when a side holds supply points and has a
# reduced unit on the map: they `refit`, then `end_phase` (or spend the last
# point); otherwise, and afterwards, the unused points are lost, the game ends
# if this was the last turn, and the next turn starts.
phase "cleanup" {
  rule        = "cleanup.steps"
  title       = "Cleanup phase"
  order       = 20
  interactive = true

  step "remove-finished" {
    rule  = "cleanup.steps"
    title = "Remove every Finished marker"
  }

  step "remove-chemical" {
    rule  = "cleanup.steps"
    title = "Remove every Chemical marker (the artillery rules handle the optional dispersal roll)"
  }

  step "lower-smoke" {
    rule  = "cleanup.steps"
    title = "Lower every smoke marker by one level; Level 1 smoke is removed"
  }

  step "remove-planes" {
    rule  = "cleanup.steps"
    title = "Planes still on the map go home to refuel (the air rules hook this step)"
  }

  step "refill-cup" {
    rule  = "turn.activation-markers"
    title = "Markers back to the cup, except those of eliminated formations; formations that arrived this turn add theirs"
  }

  step "supply" {
    rule  = "supply.refit"
    title = "Spend supply points on refits; unused points are lost; the game ends after the last turn"
  }
}
