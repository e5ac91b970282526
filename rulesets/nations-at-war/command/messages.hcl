# The command area's messages: lines of the narrative and refusals its rules tell, each reader in their language.

message "pulse.confusion" {
  rule = "command.check"
  text = "{formation} is in confusion: every hex takes the command check"
}

message "pulse.no-hq" {
  rule = "command.check"
  text = "{formation} has no HQ in command on the map: every hex takes the command check"
}

message "pulse.entering" {
  rule = "command.entering"
  text = "{unit} entered the map: it is in command on its first activation"
}

message "pulse.in-command" {
  rule = "command.per-hex"
  text = "{hex} ({units}): command check {roll} against morale {morale}: in command"
}

message "pulse.out-of-command" {
  rule = "command.out-of-command"
  text = "{hex} ({units}): command check {roll} against morale {morale}: Out of Command"
}

message "pulse.command-check-roll" {
  rule = "command.per-hex"
  text = "command check {hex}"
}
