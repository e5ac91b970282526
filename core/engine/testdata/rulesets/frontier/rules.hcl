# A tiny game written to prove the kernel's mechanisms for alliances,
# neutral sides, terrain that changes in play and a setup phase played once:
# red and blue are allies against green; grey is neutral to all.
rule "f.sides" { title = "Sides and their relations" }
rule "f.muster" { title = "Muster: buy troops once, before turn 1" }
rule "f.bridge" { title = "Bridges are built and blown" }
rule "f.turn" { title = "Turns" }

side "red" {
  rule      = "f.sides"
  relations = { blue = "allied", grey = "neutral" }
}
side "blue" {
  rule      = "f.sides"
  relations = { grey = "neutral" }
}
side "green" {
  rule      = "f.sides"
  relations = { grey = "neutral" }
}
side "grey" { rule = "f.sides" }

# statuses that bend how one unit regards another, whatever its side's
# relations: a rogue is every other side's enemy, a turncoat its own side's,
# a parley makes a unit neutral to other sides
status "rogue" {
  rule     = "f.sides"
  relation = "enemy"
}
status "turncoat" {
  rule         = "f.sides"
  relation_own = "enemy"
}
status "parley" {
  rule     = "f.sides"
  relation = "neutral"
}
status "banner" { rule = "f.sides" }

holding "supply" { rule = "f.muster" }

terrain "plain" { rule = "f.sides" }
terrain "river" { rule = "f.bridge" }
terrain "bridge" {
  rule = "f.bridge"
  tags = ["feature"]
}

unit_type "trooper" {
  rule  = "f.muster"
  stats = { cost = 2 }
}

action "buy" {
  rule = "f.muster"
  param "side" {
    type    = "string"
    choices = ["red", "blue", "green"]
    of      = "own" # a seat buys for its own side only
  }
  param "at" { type = "hex" }
}
action "build_bridge" {
  rule = "f.bridge"
  param "at" { type = "hex" }
}
action "blow_bridge" {
  rule = "f.bridge"
  param "at" { type = "hex" }
}
action "end_phase" { rule = "f.turn" }

phase "muster" {
  rule        = "f.muster"
  order       = 1
  interactive = true
  once        = true
}
phase "battle" {
  rule        = "f.turn"
  order       = 2
  interactive = true
}

scenario "crossing" {
  title = "The Crossing"
  board {
    cols    = 5
    rows    = 5
    terrain = "plain"
    hex "C3" { terrain = "river" }
    hex "C4" {
      terrain  = "river"
      features = ["bridge"]
    }
  }
  sides  = ["red", "blue", "green", "grey"]
  supply = { red = 5, blue = 2, green = 4 }
  unit "g1" {
    type = "trooper"
    side = "grey"
    at   = "E5"
  }
  phase = "muster"
  turn  = 1
}
