# The terrain area's lines and term labels: nw68.say and computed values name them (locales/<lang>.hcl translates them).

message "terrain.hill-edge" {
  rule = "terrain.hill-defense"
  text = "hill edge"
}
