# The overwatch area's refusals and lines in the game's narrative (overwatch.lua), each reader
# seeing them in their language (locales/<lang>.hcl translates them).

message "overwatch.in-smoke" {
  rule = "overwatch.restrictions"
  text = "{unit} stands in Smoke and may not go into Overwatch"
}

message "overwatch.too-far" {
  rule = "overwatch.cost"
  text = "Overwatch costs {unit} {mp} MP; it has {left} left"
}

message "overwatch.entered" {
  rule = "overwatch.marker"
  text = "{unit} goes into Overwatch for {mp} MP ({spent} of {mf} spent)"
}

message "overwatch.extended-range" {
  rule = "overwatch.fire"
  text = "{unit} is in Overwatch: it fires at normal or reduced range only, and {hex} is at extended range"
}

message "overwatch.fired" {
  rule = "overwatch.ops-complete"
  text = "{unit} fired from Overwatch: Ops Complete replaces its Overwatch marker"
}

message "overwatch.lost" {
  rule = "overwatch.lost"
  text = "{unit} is Disrupted and loses its Overwatch"
}

message "overwatch.ends" {
  rule = "overwatch.marker"
  text = "{unit}'s Overwatch ends as its formation activates again"
}

message "overwatch.overwatch" {
  rule = "overwatch.restrictions"
  text = "{unit} is in Overwatch: no move-and-fire"
}

message "overwatch.cost-name" {
  rule = "overwatch.cost"
  text = "Overwatch for {unit}"
}

message "overwatch.cost-term" {
  rule = "overwatch.cost"
  text = "Overwatch"
}
