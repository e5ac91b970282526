# Refusals of the los area (los/lib/los.lua), each reader told them in their language
# (locales/<lang>.hcl translates them).

message "los.no-sight" {
  rule = "los.required"
  text = "{unit} in {from} cannot see {target} in {to}"
}

message "los.blocked-at" {
  rule = "los.required"
  text = "{unit} in {from} cannot see {target} in {to}: the line is blocked at {at}"
}
