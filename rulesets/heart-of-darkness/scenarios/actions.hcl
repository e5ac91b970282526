# deploy: a unit carried from the campaign's previous scenario goes to
# another of its side's setup hexes during the setup phase
# [scenarios.campaign].
action "deploy" {
  rule  = "scenarios.campaign"
  title = "Set a unit carried over from the previous scenario on another of your setup hexes"

  param "unit" {
    type = "unit"
    of   = "own"
  }
  param "at" { type = "hex" }
}
