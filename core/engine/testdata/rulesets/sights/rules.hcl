# A tiny game to prove the kernel's line-of-sight model: obstacles from
# terrain stats, a hill's ground, a flier above it all, a giant standing in
# its hex, smoke that thins or stops a line, wrecks that count in pairs.
rule "s.sight" { title = "An obstacle blocks a level line" }
rule "s.hill" { title = "Below a hill's edge, a blind spot" }
rule "s.side" { title = "Along a hexside both hexes must block" }
rule "s.maps" { title = "No line joins two maps" }
rule "s.big" { title = "Giants block like woods" }
rule "s.fly" { title = "Fliers see from above" }
rule "s.smoke" { title = "Smoke" }
rule "s.wreck" { title = "Wrecks" }

side "red" { rule = "s.sight" }
side "blue" { rule = "s.sight" }

terrain "plain" { rule = "s.sight" }
terrain "woods" {
  rule  = "s.sight"
  stats = { top = 1 }
}
terrain "hill" {
  rule  = "s.hill"
  tags  = ["feature"]
  stats = { top = 1, ground = 1 }
}
marker_kind "smoke" { rule = "s.smoke" }
marker_kind "wreck" { rule = "s.wreck" }

unit_type "walker" { rule = "s.sight" }
unit_type "giant" {
  rule = "s.big"
  tags = ["big"]
}
unit_type "flier" {
  rule = "s.fly"
  tags = ["air"]
  face "high" {}
  face "low" {}
}

sight "eyes" {
  rule      = "s.sight"
  ground    = "ground"
  obstacle  = "top"
  other_map = "s.maps"
  hexside   = "s.side"
  height "flying" {
    rule         = "s.fly"
    tags         = ["air"]
    except_faces = ["low"]
    level        = 2
  }
  unit_obstacle "giant" {
    rule   = "s.big"
    tags   = ["big"]
    height = 1
  }
  block "level" {
    rule = "s.sight"
    when = top > low && low == high
  }
  block "blind" {
    rule = "s.hill"
    when = top > 0 && low < high && high < 2 && beside_low
  }
  veil "smoke" {
    block_level = 2
    ends        = "target"
    cover_max   = 1
  }
  debris "wreck" {
    when = low == high && ground == low
  }
  stack "pair" {
    counts = { smoke = 2 }
  }
  stack "mixed" {
    counts = { smoke = 1, wreck = 1 }
  }
  stack "wrecks" {
    rule   = "s.wreck"
    counts = { wreck = 2 }
  }
}

# One column per line to judge, each traced from row 1 to row 5.
scenario "field" {
  title = "The Field"
  board {
    cols    = 12
    rows    = 5
    terrain = "plain"
    hex "B3" { terrain = "woods" }
    hex "B4" { terrain = "woods" }
    hex "K1" {
      features = ["hill"]
    }
    hex "K3" { terrain = "woods" }
    hex "L1" {
      features = ["hill"]
    }
    hex "L4" { terrain = "woods" }
    marker "C3" "smoke" { level = 1 }
    marker "D2" "smoke" { level = 1 }
    marker "D4" "smoke" { level = 1 }
    marker "E3" "smoke" { level = 2 }
    marker "F2" "wreck" {}
    marker "F4" "smoke" { level = 1 }
    marker "G2" "wreck" {}
    marker "G4" "wreck" {}
    marker "H5" "smoke" { level = 2 }
  }
  sides = ["red", "blue"]
  unit "giant" {
    type = "giant"
    side = "blue"
    at   = "I3"
  }
  unit "hawk" {
    type = "flier"
    side = "red"
    at   = "I1"
  }
  unit "owl" {
    type = "flier"
    side = "red"
    face = "low"
    at   = "J1"
  }
  unit "scout" {
    type = "walker"
    side = "red"
    at   = "J1"
  }
  turn = 1
}
