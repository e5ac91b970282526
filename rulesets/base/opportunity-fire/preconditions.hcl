# A Finished unit makes no opportunity fire [opportunity-fire.trigger]: it has
# had its act of the turn, and firing Finishes it.
precondition "reactor-unfinished" {
  rule      = "opportunity-fire.trigger"
  code      = "finished"
  each      = ["unit"]
  condition = !unit.statuses.finished
  reason    = "${unit.id} is Finished"
}
