# A two-step campaign: the supply left after the crossing and the red and
# blue troopers that survive it go on to the ridge.
rule "f.battle" { title = "Skirmishes eliminate troopers" }
rule "f.end" { title = "A game ends in a truce, or when its turns run out" }
rule "f.campaign" { title = "The frontier war: what carries from one battle to the next" }

# a mark a carry may select units by (units_with_status)
status "veteran" { rule = "f.campaign" }

action "skirmish" {
  rule = "f.battle"
  param "unit" {
    type = "unit"
    of   = "any"
  }
}
action "truce" { rule = "f.end" }

scenario "ridge" {
  title = "The Ridge"
  order = 2
  turns = 2
  board {
    cols    = 4
    rows    = 4
    terrain = "plain"
  }
  sides  = ["red", "blue", "green"]
  supply = { red = 1, green = 2 }
  unit "gr1" {
    type = "trooper"
    side = "green"
    at   = "D4"
  }
  phase = "muster"
  turn  = 1
}

campaign "frontier-war" {
  rule  = "f.campaign"
  title = "The Frontier War"
  scenario "crossing" {}
  scenario "ridge" {
    carry {
      holdings       = ["supply"]
      units          = "survivors"
      units_of_sides = ["red", "blue"]
    }
  }
}
