# The defences area's lines in the game's narrative (lib/defences.lua), each reader seeing them
# in their language (locales/<lang>.hcl translates them).

message "defences.cancels" {
  rule = "defences.improved-position"
  text = "the {what} in {hex} cancels {n} hit(s)"
  names = { what = "marker_kind" }
}

message "defences.cancels-terrain" {
  rule = "defences.improved-position"
  text = "the {what} in {hex} cancels {n} hit(s)"
  names = { what = "terrain" }
}

message "defences.cancels-text" {
  rule = "defences.improved-position"
  text = "the {what} in {hex} cancels {n} hit(s)"
}
