# The independents area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

message "independents.stays-uncontrolled" {
  rule = "independents.recruit"
  text = "{target} stays uncontrolled; {unit} is Finished"
}

message "independents.joins" {
  rule = "independents.recruit"
  text = "{target} joins {formation} ({side}) and is Finished with {unit}"
}

message "independents.released" {
  rule = "independents.release"
  text = "{side} releases {unit}: it is an uncontrolled Independent again"
}

message "independents.turns-hostile" {
  rule = "independents.hostile"
  text = "{attacker} attacks {target}, a recruit of its own side: {target} turns hostile for the rest of the game"
}

message "independents.act-alone" {
  rule = "independents.hostile-activation"
  text = "no player commands the Independents: they act by themselves"
}

message "independents.rallies" {
  rule = "independents.rally"
  text = "{unit} is an Independent: it rallies automatically"
}

message "independents.cannot-recruit" {
  rule = "independents.recruit"
  text = "{unit} is neither infantry nor led by a Hero"
}

message "independents.recruit-out-of-range" {
  rule = "independents.recruit"
  text = "{target} is neither in {unit}'s hex nor next to it"
}

message "independents.recruit-own-side" {
  rule = "independents.hostile"
  text = "{unit} is a recruit: it does not attack its own side"
}

message "independents.assist-infantry" {
  rule = "independents.assist"
  text = "infantry {unit} helps the Independent defend"
}

message "independents.assist-afv" {
  rule = "independents.assist"
  text = "AFV {unit} helps the Independent defend"
}

message "independents.recruit-why-terror" {
  rule = "independents.recruit"
  text = "a Terror unit recruits without fail"
}

message "independents.recruit-why-hero" {
  rule = "independents.recruit"
  text = "a Hero recruits without fail"
}
