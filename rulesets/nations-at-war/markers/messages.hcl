# The markers area's messages: lines of the narrative and refusals its rules tell, each reader in their language.

message "markers.end-of-turn-aside" {
  rule = "markers.end-of-turn"
  text = "an End of Turn marker is set aside; {n} left in the cup"
}
