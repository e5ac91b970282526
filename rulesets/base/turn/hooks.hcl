# The hook points of the turn sequence: where other areas take part in
# drawing the cup's markers and at the end of the game (the Cleanup's are
# cleanup/hooks.hcl). Scripts fire them with nw68.fire and handle them with
# nw68.on.

hook "marker_drawn" {
  rule   = "turn.activation-markers"
  title  = "A marker is drawn from the activation cup"
  filter = "the marker's kind: formation (a formation's activation marker), event, advance or black-hand"
  args   = { marker = "the marker drawn (a formation's id for its activation marker)" }
}

hook "game_end" {
  rule    = "turn.game-length"
  title   = "The game is scored"
  filter  = "* (asked when the last turn ends, and by a player's tools without ending the game)"
  returns = "the result's text; the first handler that returns one settles the game (a later layer replaces the scoring with nw68.replace_handler)"
}
