# The Fate Points Table of 9.0: what each effect of spend_fate costs.
table "fate-costs" {
  rule  = "fate.points"
  title = "Fate Points Table"

  row "reroll" {
    cost = 1
    rule = "fate.reroll"
  }
  row "move" {
    cost = 1
    rule = "fate.move"
  }
  row "adjust" {
    cost = 1
    rule = "fate.adjust"
  }
  row "in_command" {
    cost = 1
    rule = "fate.in-command"
  }
  row "remove_ops_complete" {
    cost = 2
    rule = "fate.ops-complete"
  }
  row "return_marker" {
    cost = 2
    rule = "fate.redraw"
  }
}
