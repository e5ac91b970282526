# Actions of the turn [turn.*]. turn/sequence.lua says when each is legal and
# what it does. Who draws does not matter: any side may `draw` or `end_phase`.

action "draw" {
  rule  = "turn.sequence"
  title = "Draw the next marker from the cup (a formation activates, an event strikes, an Advance is handed out)"
}

action "end_phase" {
  rule  = "turn.sequence"
  title = "End the Actions phase once no draw is left (Cleanup follows, then the next turn), or end Cleanup's refits"
}

action "advance" {
  rule     = "turn.advance-marker"
  title    = "Give the Advance marker just drawn to one of your formations: it takes an extra activation"
  reaction = true

  param "formation" {
    type = "string"
  }
}
