status "ooc" {
  rule = "command.out-of-contact"
  name = "Out Of Contact"
}
