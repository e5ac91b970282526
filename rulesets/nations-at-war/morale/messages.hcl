# The morale area's messages: term labels and value names its scripts give, each reader seeing them
# in their language (locales/<lang>.hcl translates them).

message "morale.name" {
  rule = "morale.check"
  text = "morale"
}

message "morale.of-formation" {
  rule = "morale.formation"
  text = "morale of {formation}"
}
