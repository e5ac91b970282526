# Grey is played by the ruleset: on its turn its patrol marches one hex
# west, then it hands the turn on.
rule "f.automated" { title = "Grey's patrol moves by itself" }

action "march" {
  rule = "f.automated"
  param "unit" { type = "unit" }
  param "to" { type = "hex" }
}
action "end_turn" { rule = "f.automated" }
action "confuse" { rule = "f.automated" } # grey then marches off the map: its choice is refused

scenario "watch" {
  title = "The Watch"
  board {
    cols    = 5
    rows    = 5
    terrain = "plain"
  }
  sides       = ["red", "blue", "green", "grey"]
  automated   = ["grey"]
  phase       = "battle"
  turn        = 1
  active_side = "red"
  unit "g1" {
    type = "trooper"
    side = "grey"
    at   = "E3"
  }
}

# Grey keeps the first watch: it acts as play begins, before any player, so
# the game's first digests are of an automated side's actions.
scenario "sentry" {
  title = "The Sentry"
  board {
    cols    = 5
    rows    = 5
    terrain = "plain"
  }
  sides       = ["red", "grey"]
  automated   = ["grey"]
  phase       = "battle"
  turn        = 1
  active_side = "grey"
  unit "g1" {
    type = "trooper"
    side = "grey"
    at   = "E3"
  }
}
