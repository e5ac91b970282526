# The units area's lines in the game's narrative (lib/units.lua), each reader seeing them in
# their language (locales/<lang>.hcl translates them).

message "units.rerolled" {
  rule = "units.augmented"
  text = "'+': the missed {missed} is rerolled: {die}"
}

message "units.no-firepower" {
  rule = "units.factors"
  text = "{unit} has no {weapon} firepower"
  names = { unit = "unit_type" }
}

message "units.printed-range" {
  rule = "units.factors"
  text = "printed range"
}

message "units.item-range" {
  rule = "units.hmg"
  text = "{item}"
  names = { item = "item" }
}

message "units.plus-reroll" {
  rule = "units.augmented"
  text = "{purpose}: '+' reroll of a missed die"
  names = { purpose = "message" }
}
