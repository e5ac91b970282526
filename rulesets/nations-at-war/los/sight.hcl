# How Nations at War judges a line of sight (6.0-6.1.2), as the kernel evaluates it for every
# line (core/engine/sight_line.go). Scripts ask nw68.line_of_sight through los/lib/los.lua, which
# adds what these clauses cannot say yet: a Ridgeline is judged by whether it is next to either
# end, and degrading terrain is counted with wrecks (los.ground, los.hill-ridgeline,
# los.degrading).
#
# Heights: a unit sees and is seen at the ground of its hex (stat `ground`: a hill 1). What
# stands in a hex is `los_block` (Forest and Town 1). Only the hexes strictly between the ends are
# judged, so the ends' own terrain never counts [los.own-hex] and two adjacent hexes always see
# each other [los.adjacent]; a hex is judged whole [los.whole-hex].
sight "naw" {
  rule      = "los.required"
  ground    = "ground"
  obstacle  = "los_block"
  other_map = "los.required" # no line joins two maps
  hexside   = "los.hexside"  # along one blocking hex: clear; between two: blocked

  # both ends at ground level: any Forest or Town between blocks
  block "ground-level" {
    rule = "los.ground"
    when = high == 0 && top > 0
  }
  # both ends on hills: blocking terrain between still blocks (the book says so)
  block "hill-to-hill" {
    rule = "los.hill-blocking"
    when = low >= 1 && low == high && top > 0
  }
  # a hill hex between a hill end and a ground end blocks (and, as the project reads it,
  # between two ground ends)
  block "hill-between" {
    rule = "los.hill-intervening"
    when = ground > low
  }
  # from a hill down: blocking terrain hides only the ground-level hex right behind it
  block "blind-spot" {
    rule = "los.hill-behind"
    when = low < high && top > 0 && beside_low
  }

  # smoke of either level blocks a line through its hex, from any height; in the target's own
  # hex it blocks nothing and gives the line cover (what cover does is the smoke area's:
  # smoke.fire-into), in the firer's hex nothing [los.smoke, smoke.los]. Level 2 smoke reaches
  # one hex beyond its own: it veils its six neighbours as if it lay there too, so a line through
  # any of them is blocked, while a unit standing in one still sees out and is seen
  # [smoke.level-2].
  veil "smoke" {
    rule        = "los.smoke"
    block_level = 1
    ends        = "target"
    cover_max   = 1
    reach       = { 2 = 1 }
  }

  # a wreck counts on every line; one never blocks, two do [los.wreck, los.degrading]
  debris "wreck" {
    rule = "los.wreck"
    when = top >= 0
  }
  stack "wrecks" {
    rule   = "los.degrading"
    counts = { wreck = 2 }
  }
}
