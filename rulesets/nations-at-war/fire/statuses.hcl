status "ops-complete" {
  rule = "fire.ops-complete"
  name = "Ops Complete"
}

# The Concealment token of 5.1.2.1: placed on a unit judged concealed (so it has not moved).
status "concealed" {
  rule = "fire.concealed"
  name = "Concealed"
}
