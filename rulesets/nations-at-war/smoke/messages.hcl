# The smoke area's refusals and lines in the game's narrative (smoke.lua), each reader seeing
# them in their language (locales/<lang>.hcl translates them).

message "smoke.not-adjacent" {
  rule = "smoke.placement"
  text = "smoke goes in {unit}'s own hex or an adjacent one"
}

message "smoke.water" {
  rule = "smoke.water"
  text = "{hex} is water with no road or bridge: no smoke there"
}

message "smoke.too-far" {
  rule = "smoke.continue"
  text = "{unit} has {left} MP left; smoke costs {mp}"
}

message "smoke.laid" {
  rule = "smoke.placement"
  text = "{unit} lays Level 1 smoke in {hex} ({mp} MP)"
}

message "smoke.cannot-fire-out" {
  rule = "smoke.fire-out"
  text = "{unit} stands in smoke and its {weapon} To-Hit is already 6: it cannot fire out"
}

message "smoke.thins" {
  rule = "smoke.level-2"
  text = "the Level 2 smoke in {hex} thins to Level 1"
}

message "smoke.clears" {
  rule = "smoke.duration"
  text = "the smoke in {hex} clears"
}

message "acquisition.target-in-smoke" {
  rule = "smoke.no-acquisition"
  text = "{unit} does not acquire {target}: a unit in smoke cannot be acquired"
}

message "smoke.firer-in-smoke" {
  rule = "smoke.no-acquisition"
  text = "{unit} does not acquire {target}: it fired out of smoke"
}

message "smoke.target-in-smoke" {
  rule = "smoke.fire-into"
  text = "target in smoke"
}

message "smoke.firing-out-of-smoke" {
  rule = "smoke.fire-out"
  text = "firing out of smoke"
}
