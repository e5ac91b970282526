# The Acquisition markers of 5.2: the firer and its target carry the same letter, the first letter
# no unit carries [acquisition.gain, acquisition.multiple]. The book does not say how many markers
# the game has; eight letters (a to h) is the project's count.

status "acquisition-a" {
  rule = "acquisition.gain"
  name = "Acquisition A"
}

status "acquisition-b" {
  rule = "acquisition.gain"
  name = "Acquisition B"
}

status "acquisition-c" {
  rule = "acquisition.gain"
  name = "Acquisition C"
}

status "acquisition-d" {
  rule = "acquisition.gain"
  name = "Acquisition D"
}

status "acquisition-e" {
  rule = "acquisition.gain"
  name = "Acquisition E"
}

status "acquisition-f" {
  rule = "acquisition.gain"
  name = "Acquisition F"
}

status "acquisition-g" {
  rule = "acquisition.gain"
  name = "Acquisition G"
}

status "acquisition-h" {
  rule = "acquisition.gain"
  name = "Acquisition H"
}
