# The rally area's refusals and lines in the game's narrative (rally.lua), each reader seeing
# them in their language (locales/<lang>.hcl translates them).


message "rally.none-disrupted" {
  rule = "rally.check"
  text = "no unit of the formation is Disrupted"
}

message "rally.listed-twice" {
  rule = "rally.check"
  text = "{unit} is listed twice"
}

message "rally.not-on-map" {
  rule = "rally.check"
  text = "{unit} is not on the map"
}

message "rally.good-order" {
  rule = "rally.check"
  text = "{unit} is in Good Order: it has nothing to rally"
}

message "rally.already-tried" {
  rule = "rally.check"
  text = "{unit} has already tried to rally this pulse"
}

message "rally.rallied" {
  rule = "rally.check"
  text = "{unit} rallies on {roll} ({a}+{b}) against morale {morale}: it is in Good Order"
}

message "rally.rallied-hq" {
  rule = "rally.check"
  text = "{unit} rallies on {roll} ({a}+{b}, HQ {hq} -{leadership}) against morale {morale}: it is in Good Order"
}

message "rally.not-rallied" {
  rule = "rally.check"
  text = "{unit} rallies on {roll} ({a}+{b}) against morale {morale}: it stays Disrupted"
}

message "rally.not-rallied-hq" {
  rule = "rally.check"
  text = "{unit} rallies on {roll} ({a}+{b}, HQ {hq} -{leadership}) against morale {morale}: it stays Disrupted"
}

message "rally.roll-name" {
  rule = "rally.check"
  text = "rally roll"
}

message "rally.roll" {
  rule = "rally.check"
  text = "rally {unit}"
}
