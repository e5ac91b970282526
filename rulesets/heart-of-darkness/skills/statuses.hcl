# a unit a Mind Control skill commands for one action (skills/skills.lua
# gives it its effect)
status "mind-controlled" {
  rule = "skills.mind-control"
  name = "Mind-controlled"
}
