# The game turn: the actions phase (markers drawn from the cup, formations
# activate) then the cleanup phase.
phase "actions" {
  rule        = "turn.sequence"
  title       = "Actions phase"
  order       = 10
  interactive = true
}

phase "cleanup" {
  rule  = "cleanup.steps"
  title = "Cleanup phase"
  order = 20

  step "remove-finished" {
    rule = "cleanup.steps"
  }
}
