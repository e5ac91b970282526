# The factions of the orders of battle.
side "reich" {
  rule = "command.formations"
  name = "Das Dritte Reich"
}

side "nato" {
  rule = "command.formations"
  name = "NATO and Soviet allies"
}
