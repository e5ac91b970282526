# The stacking area's messages: lines of the narrative and refusals its rules tell, each reader in their language.

message "stacking.stacking-limit" {
  rule = "stacking.limit"
  text = "{hex} would hold {n} combat units; the limit is {limit}, passing through included"
}
