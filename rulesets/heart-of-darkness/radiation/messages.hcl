# The radiation area's messages: the labels of the terms its scripts add to values, each reader in their language.

message "radiation.immune-infantry" {
  rule  = "radiation.immune"
  text  = "{side} infantry"
  names = { side = "side" }
}

message "radiation.immune-non-infantry" {
  rule  = "radiation.immune"
  text  = "{side} non-infantry"
  names = { side = "side" }
}
