# The results area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "results.shaken-reduced" {
  rule = "results.full-strength"
  text = "{unit} is Shaken and reduced"
}

message "results.damaged-shaken-reduced" {
  rule = "results.damaged"
  text = "{unit} is Shaken and reduced"
}

message "results.shaken" {
  rule = "results.full-strength"
  text = "{unit} is Shaken"
}

message "results.wreck-left" {
  rule = "results.wreck"
  text = "a wreck is left in {hex}"
}

message "results.shaken-he-only" {
  rule = "results.shaken"
  text = "{unit} is Shaken and may fire only its HE"
}

message "planes.shaken-he-only" {
  rule = "results.shaken"
  text = "{unit} is Shaken: it attacks only with HE, which does not suit {target}"
}

message "results.spa-shaken-he-only" {
  rule = "results.shaken"
  text = "{unit} is Shaken and may fire only its HE"
}

message "results.shaken-half-speed" {
  rule = "results.shaken"
  text = "Shaken: half speed, rounded down"
}
