# The group-fire area's messages: lines of the narrative and refusals its rules tell, each reader in their language.

message "group-fire.self-assist" {
  rule = "group-fire.stack"
  text = "a unit cannot assist itself"
}

message "group-fire.assist-not-stacked" {
  rule = "group-fire.stack"
  text = "{assist} is not stacked with {unit} in its formation"
}

message "group-fire.assist-no-white" {
  rule = "group-fire.assistant"
  text = "{assist} has no weapon with a white range"
}

message "group-fire.fires-without" {
  rule  = "group-fire.assistant"
  text  = "{unit} fires without {assist}: {reason}"
  names = { reason = "message" }
}
