# The leaders area's lines in the game's narrative (leaders.lua), each reader seeing them in
# their language (locales/<lang>.hcl translates them).

message "leaders.always-in-command" {
  rule = "leaders.command"
  text = "{unit} has a leader: it is always in command"
}

message "leaders.dies" {
  rule = "leaders.casualty"
  text = "{unit} is reduced; leader casualty 1d6: {die}: its leader dies"
}

message "leaders.lives" {
  rule = "leaders.casualty"
  text = "{unit} is reduced; leader casualty 1d6: {die}: its leader lives"
}

message "leaders.dies-with-unit" {
  rule = "leaders.casualty"
  text = "{unit} is destroyed and its leader with it"
}

message "leaders.leader" {
  rule = "leaders.attack"
  text = "leader"
}

message "leaders.leader-morale" {
  rule = "leaders.morale"
  text = "leader's morale"
}

message "leaders.casualty-roll" {
  rule = "leaders.casualty"
  text = "leader casualty"
}
