# The values of movement that rules may change (movement/lib/movement.lua computes them; the
# kernel's path search applies mp's declarative modifiers to every step, so reach, bots, the AI
# and validation price a step alike).

value "mp" {
  rule  = "movement.terrain"
  title = "Movement points a unit spends to enter a hex"
  facts = {
    "unit.id"        = "the mover's id"
    "unit.side"      = "the mover's side"
    "unit.type"      = "the mover's unit type"
    "unit.infantry"  = "the mover is infantry or dismounted armored infantry (a soft target that is no gun, truck or mortar)"
    "unit.hard"      = "the face shown is a hard target (an armor factor)"
    "unit.mounted"   = "the face shown is a mounted face (mounted or reduced-mounted)"
    "unit.mf"        = "the Movement Factor of the face shown"
    "move.from"      = "the hex left"
    "move.to"        = "the hex entered"
    "move.road"      = "both hexes are road hexes"
    "move.before"    = "the hex the path came out of into move.from (\"\" on a path's first step; not known to the kernel's path search)"
    "move.fresh"     = "the step is the first MP the unit spends this pulse (not known to the kernel's path search)"
  }
}

value "mp_budget" {
  rule  = "movement.points"
  title = "Movement points a unit may still spend in this activation"
  facts = {
    "unit.id"              = "the mover's id"
    "unit.side"            = "the mover's side"
    "unit.mf"              = "the Movement Factor of the face shown"
    "unit.spent"           = "MP the face shown has spent this activation (the unit counter mp)"
    "unit.hard"            = "the face shown is a hard target"
    "budget.move_and_fire" = "the budget is for a move-and-fire's path (fire with moving)"
  }
}
