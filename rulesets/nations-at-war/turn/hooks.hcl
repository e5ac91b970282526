# The hook points of the turn: where other areas take part in the markers drawn from the cup
# and in the end of the game. Scripts fire them with nw68.fire and handle them with nw68.on.

hook "marker_drawn" {
  rule   = "turn.operations"
  title  = "A marker is drawn from the cup"
  filter = "the marker's kind: formation (a formation's marker, named by its id), end-of-turn, chaos, aircraft (an air-strike counter, named by its unit's id), else the marker itself"
  args   = { marker = "the marker drawn" }
}

hook "game_end" {
  rule    = "turn.marker-removal"
  title   = "The game is scored"
  filter  = "* (asked at the end of the Marker Removal phase of the scenario's last turn)"
  returns = "the result: a message {key, params} (its key and values), or its text; the first handler that returns one settles the game (the scenarios' victory rules)"
}
