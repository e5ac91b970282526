# The cleanup area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "cleanup.finished-removed" {
  rule = "cleanup.steps"
  text = "Cleanup: {n} Finished marker(s) removed"
}

message "cleanup.chemical-removed" {
  rule = "cleanup.steps"
  text = "Cleanup: {n} Chemical marker(s) removed"
}

message "cleanup.smoke-stays" {
  rule = "cleanup.steps"
  text = "Cleanup: the smoke in {hex} stays"
}

message "cleanup.smoke-clears" {
  rule = "cleanup.steps"
  text = "Cleanup: the Level 1 smoke in {hex} clears"
}

message "cleanup.smoke-thins" {
  rule = "cleanup.steps"
  text = "Cleanup: the smoke in {hex} thins to Level {level}"
}

message "cleanup.markers-back" {
  rule = "cleanup.steps"
  text = "the markers go back to the cup: {n} in it"
}
