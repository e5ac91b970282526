# How a line of sight is judged in the base game: the model the kernel
# evaluates for every line (core/engine/sight_line.go), read from the book's
# LOS section as the project takes it. Scripts ask nw68.line_of_sight,
# nw68.sees or nw68.sight_level; none traces a line itself.
#
# Heights: a hex's ground is its terrain's `ground` stat (a hill 1); what
# stands in it reaches its `los_level` (woods or urban 1, a bare hill 1,
# woods or urban on a hill 2) [los.hill-levels]. A unit sees and is seen at
# the ground of its hex, an aircraft above the trees at level 2.
#
# A hex strictly between the ends blocks when the first `block` clause that
# holds for it says so; the facts are the ends' heights (low <= high), the
# hex's ground and top, and whether it touches the lower end.
sight "nw68" {
  rule      = "los.required"
  ground    = "ground"
  obstacle  = "los_level"
  other_map = "los.tracing" # no line joins two maps in play
  hexside   = "los.hexside" # along a hexside the lesser hex counts; both blocking block

  # helicopters at Cruise and planes fly at level 2; the "noe" face hugs the ground
  height "cruise" {
    rule         = "los.hill-levels"
    tags         = ["air"]
    except_faces = ["noe"]
    level        = 2
  }

  # a Huge unit on the ground is a level 1 object in its hex; its own eyes stay
  # at its ground, so it may hide behind woods like any other unit
  unit_obstacle "huge" {
    rule   = "units.huge"
    tags   = ["huge"]
    height = 1
  }

  # ground to ground: any obstacle blocks
  block "ground-level" {
    rule = "los.required"
    when = top > 0 && high == 0
  }
  # hill to hill: only what stands on a hill rises above the line
  block "hill-to-hill" {
    rule = "los.hill-firing"
    when = top > low && low == high && low == 1
  }
  # from the ground up a hill: every hill hex between cuts the line, so only
  # the hill's edge hex is seen
  block "into-the-hill" {
    rule = "los.hill-firing"
    when = top > 0 && low == 0 && high == 1 && ground >= 1
  }
  # looking down from a hill's edge: a ground obstacle hides only the hex right
  # behind it
  block "blind-spot" {
    rule = "los.hill-blind-spots"
    when = top > 0 && low == 0 && high == 1 && beside_low
  }
  # to or from the air: only an obstacle on a hill reaches level 2, and nothing
  # comes between two aircraft
  block "air" {
    rule = "los.hill-levels"
    when = top >= 2 && high >= 2 && low < high
  }

  # smoke: a Level 2 hex blocks; a Level 1 hex counts where an obstacle as high
  # would block, and gives the target +1 DV once, also in the target's own hex
  veil "smoke" {
    block_level = 2
    ends        = "target"
    cover_max   = 1
  }
  # a wreck counts only for two units standing at its own ground level
  debris "wreck" {
    rule = "los.tracing"
    when = low == high && ground == low
  }

  # two Level 1 smoke hexes, or one and a wreck, block; so do two wrecks
  stack "light-smoke" {
    counts = { smoke = 2 }
  }
  stack "smoke-and-wreck" {
    counts = { smoke = 1, wreck = 1 }
  }
  stack "wrecks" {
    rule   = "los.tracing"
    counts = { wreck = 2 }
  }
}
