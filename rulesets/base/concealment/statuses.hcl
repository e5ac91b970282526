status "concealed" {
  rule = "concealment.conditions"
  name = "Concealed"
}
