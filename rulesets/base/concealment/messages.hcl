# The concealment area's lines and term labels: nw68.say and computed values name them (locales/<lang>.hcl translates them).

message "concealment.concealed" {
  rule = "concealment.conditions"
  text = "concealed"
}
