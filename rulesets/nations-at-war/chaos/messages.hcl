# The chaos area's lines in the game's narrative (chaos.lua), each reader seeing them in their
# language (locales/<lang>.hcl translates them).

message "chaos.thrown" {
  rule = "chaos.marker"
  text = "the Chaos marker: {total} on the Battlefield Chaos Table: {effect}"
  names = { effect = "message" }
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

message "chaos.chaos-leaves" {
  rule = "chaos.removal"
  text = "the Chaos marker leaves the game"
}

message "chaos.row-2" {
  rule = "chaos.table"
  text = "A stroke of luck for the Axis: each Axis side gains 1 Fate Point."
}

message "chaos.row-3" {
  rule = "chaos.next-formation"
  text = "Orders go astray: the next formation drawn checks command with every hex."
}

message "chaos.row-4" {
  rule = "chaos.next-formation"
  text = "A lull: the next formation drawn rallies all its Disrupted units."
}

message "chaos.row-5" {
  rule = "chaos.table"
  text = "The fighting goes on."
}

message "chaos.row-6" {
  rule = "chaos.table"
  text = "The fighting goes on."
}

message "chaos.row-7" {
  rule = "chaos.table"
  text = "The fighting goes on."
}

message "chaos.row-8" {
  rule = "chaos.table"
  text = "The fighting goes on."
}

message "chaos.row-9" {
  rule = "chaos.table"
  text = "The fighting goes on."
}

message "chaos.row-10" {
  rule = "chaos.next-formation"
  text = "A lull: the next formation drawn rallies all its Disrupted units."
}

message "chaos.row-11" {
  rule = "chaos.next-formation"
  text = "Orders go astray: the next formation drawn checks command with every hex."
}

message "chaos.row-12" {
  rule = "chaos.table"
  text = "A stroke of luck for the Allies: each Allied side gains 1 Fate Point."
}

message "chaos.roll" {
  rule = "chaos.table"
  text = "Battlefield Chaos"
}
