# The chaos area's lines in the game's narrative (chaos.lua), each reader seeing them in their
# language (locales/<lang>.hcl translates them).

message "chaos.thrown" {
  rule = "chaos.marker"
  text = "the Chaos marker: {total} on the Battlefield Chaos Table: {effect}"
}

message "chaos.no-fate" {
  rule = "chaos.table"
  text = "no Fate Points are kept in this game: the result has no effect"
}

message "chaos.fate-gained" {
  rule = "chaos.table"
  text = "{side} gains {n} Fate Point(s)"
}

message "chaos.next-formation" {
  rule = "chaos.next-formation"
  text = "the result strikes the next formation drawn"
}

message "chaos.lull" {
  rule = "chaos.next-formation"
  text = "a lull: {formation} rallies {units}"
}

message "chaos.lull-none" {
  rule = "chaos.next-formation"
  text = "a lull: {formation} rallies no unit (none is Disrupted)"
}

message "chaos.ignored" {
  rule = "chaos.next-formation"
  text = "the turn ends before another formation is drawn: the Chaos result is ignored and the marker goes back into the cup"
}

message "turn.chaos-leaves" {
  rule = "chaos.removal"
  text = "the Chaos marker leaves the game"
}
