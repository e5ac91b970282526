# The moving-fire area's messages: lines of the narrative and refusals its rules tell, each reader in their language.

message "moving-fire.moving-fire-no-path" {
  rule = "moving-fire.order"
  text = "moving fire needs a path"
}

message "moving-fire.no-fire-after-move" {
  rule  = "moving-fire.order"
  text  = "{unit} does not fire after its move: {reason}"
  names = { reason = "message" } # the refusal, passed on; the line cites its rule
}
