# The command markers a unit carries: the CO and, once it has taken over, the 2IC.
# Their ratings are the formation's (command/formations.hcl).
item "co" {
  rule   = "command.co"
  name   = "CO"
  tags   = ["co"]
  source = "rulebook"
  note   = "Ratings come from the formation's stats."
}

item "2ic" {
  rule   = "command.2ic"
  name   = "2IC"
  tags   = ["2ic"]
  source = "rulebook"
  note   = "Ratings come from the formation's 2ic face."
}
