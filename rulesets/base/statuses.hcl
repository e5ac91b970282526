status "shaken" {
  rule = "results.shaken"
  name = "Shaken"
}

status "finished" {
  rule = "impulse.finished"
  name = "Finished"
}

status "concealed" {
  rule = "concealment.conditions"
  name = "Concealed"
}

status "ooc" {
  rule = "command.out-of-contact"
  name = "Out Of Contact"
}

status "high-morale" {
  rule = "counters.high-morale"
  name = "High Morale"
}

