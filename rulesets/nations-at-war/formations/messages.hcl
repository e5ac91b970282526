# The formations area's messages: lines of the narrative and refusals its rules tell, each reader in their language.

message "formations.formation-absent" {
  rule = "formations.activation"
  text = "{formation} has no unit on the map: its marker is spent"
}

message "formations.formation-active" {
  rule = "formations.activation"
  text = "{formation} is the Active Formation: its pulse begins"
}
