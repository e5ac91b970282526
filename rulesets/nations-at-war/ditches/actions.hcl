# Setting up an AT Ditch the side holds [ditches.placement]: before play (or in a generated
# battle's setup), into a Clear hex (with a road or a hill or not) that holds no AT Ditch and no
# marker that bars it (Wire's or an Improved Position's no_ditch stat). The side is the
# submitter's, else the one side holding AT Ditches (wire/lib/obstacles.lua).
action "place_ditch" {
  rule     = "ditches.placement"
  title    = "Set up one of the side's AT Ditch markers (before play)"
  requires = ["obstacle-setup"]

  param "hex" {
    type = "hex"
  }
}
