# The command area's messages: lines of the narrative and refusals its rules tell, each reader in their language.

message "command.confusion" {
  rule = "command.check"
  text = "{formation} is in confusion: every hex takes the command check"
}

message "command.no-hq" {
  rule = "command.check"
  text = "{formation} has no HQ in command on the map: every hex takes the command check"
}

message "command.entering" {
  rule = "command.entering"
  text = "{unit} entered the map: it is in command on its first activation"
}

message "command.in-command" {
  rule = "command.per-hex"
  text = "{hex} ({units}): command check {roll} against morale {morale}: in command"
}

message "command.out-of-command" {
  rule = "command.out-of-command"
  text = "{hex} ({units}): command check {roll} against morale {morale}: Out of Command"
}

message "command.command-check-roll" {
  rule = "command.per-hex"
  text = "command check {hex}"
}
