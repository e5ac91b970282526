# The aa area's messages: lines of the narrative and refusals its rules tell, each reader in their language.

message "aa.aa-out-of-range" {
  rule = "aa.ground-fire"
  text = "{target} is {d} hexes away; AA fire at a ground target reaches {range}, with no extended range"
}

message "aa.ground-target" {
  rule = "aa.ground-fire"
  text = "AA fire at a ground target"
}

message "aa.printed" {
  rule = "aa.firepower"
  text = "printed"
}
