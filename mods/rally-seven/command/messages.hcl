# The lines rally.lua writes [command.rally-seven]: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them). The roll, the value's
# name and its 2D6 term use the base game's command.rally-roll, command.rally-of and command.2d6.

message "command.rally-seven-rallied" {
  rule = "command.rally-seven"
  text = "{unit} rallies: {total} reaches {need}"
}

message "command.rally-seven-not-rallied" {
  rule = "command.rally-seven"
  text = "{unit} stays Shaken: {total} is below {need}"
}
