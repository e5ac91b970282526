# The Out of Command marker of 3.4.2: a hex of units that failed its command check
# [command.out-of-command].
status "out-of-command" {
  rule = "command.out-of-command"
  name = "Out of Command"
}
