# Refusals of the battle generator that the rules' scripts return as messages, so each reader
# is told them in their language (generator/generator.lua) [generator.next-line, generator.reserves].

message "generator.objective-whose" {
  rule = "generator.next-line"
  text = "name the side whose objective it is"
}

message "generator.objective-own" {
  rule = "generator.next-line"
  text = "each side places its own objectives"
}

message "generator.objectives-placed" {
  rule = "generator.next-line"
  text = "{side} has placed its {n} objective(s)"
}

message "generator.objective-not-enemy-rows" {
  rule = "generator.next-line"
  text = "{hex} is not in the last {depth} rows of {enemy}'s side"
}

message "generator.first-not-next-line" {
  rule = "generator.next-line"
  text = "only a To the Next Line battle keeps a formation out of the cup"
}

message "generator.first-not-own" {
  rule = "generator.next-line"
  text = "{formation} is no formation of the side ending its setup"
}

message "generator.first-no-unit" {
  rule = "generator.next-line"
  text = "{formation} has no unit"
}

message "generator.reserves-phase" {
  rule = "generator.reserves"
  text = "reserves enter in the Operations phase of a To the Next Line battle"
}

message "generator.not-reserve" {
  rule = "generator.reserves"
  text = "{unit} is not held in reserve"
}

message "generator.reserves-held" {
  rule = "generator.reserves"
  text = "{side}'s reserves did not roll 6 or more this turn"
}

message "generator.not-edge" {
  rule = "generator.reserves"
  text = "{hex} is not on {side}'s own edge"
}

message "generator.entry-enemy-hex" {
  rule = "generator.reserves"
  text = "{hex} holds an enemy unit"
}
