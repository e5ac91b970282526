rule "bare.play" {
  title   = "Play"
  summary = "Each side passes in turn."
}

side "north" {
  rule = "bare.play"
  name = "North"
}

side "south" {
  rule = "bare.play"
  name = "South"
}

phase "play" {
  rule        = "bare.play"
  title       = "Play"
  order       = 1
  interactive = true
}

terrain "open" { rule = "bare.play" }
