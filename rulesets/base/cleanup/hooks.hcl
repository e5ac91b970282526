# The hook points of the Cleanup, fired by turn/lib/turn.lua: where other
# areas keep the Cleanup waiting for the players or leave a marker as it is.

hook "cleanup_waits" {
  rule    = "cleanup.steps"
  title   = "Whether the Cleanup waits for the players"
  filter  = "* (the Cleanup asks every handler)"
  returns = "true while the Cleanup must wait for the players (a purchase it offers, say): end_phase ends it"
}

hook "keeps_marker" {
  rule    = "cleanup.steps"
  title   = "Whether the Cleanup leaves a marker as it is"
  filter  = "the marker's kind (smoke...)"
  args    = { hex = "the marker's hex", kind = "the marker's kind" }
  returns = "true to leave it as it is: not lowered, not removed (a weather that keeps the smoke, say)"
}
