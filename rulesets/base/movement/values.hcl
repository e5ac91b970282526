# The values of movement that rules may change (movement/lib/movement.lua
# computes them; the kernel's path search applies mp's modifiers to every
# step).

value "mp" {
  rule  = "movement.speed"
  title = "Movement points a unit spends to enter a hex"
  facts = {
    "unit.id"       = "the mover's id"
    "unit.side"     = "the mover's side"
    "unit.type"     = "the mover's unit type"
    "unit.class"    = "the mover's movement class (terrain/movement.hcl: foot, wasteland, tracked, wheeled; air, fixed...)"
    "unit.infantry" = "the mover is infantry"
    "unit.air"      = "the mover is a helicopter or a plane"
    "move.from"     = "the hex left (\"\" when the unit enters the map)"
    "move.to"       = "the hex entered"
    "move.road"     = "both hexes are road hexes"
  }
}

value "mp_budget" {
  rule  = "movement.speed"
  title = "Movement points a unit may spend this activation"
  facts = {
    "unit.id"     = "the mover's id"
    "unit.side"   = "the mover's side"
    "unit.class"  = "the mover's movement class (terrain/movement.hcl and others)"
    "unit.shaken" = "the mover is Shaken"
    "unit.ooc"    = "the mover is Out Of Contact"
    "unit.recon"  = "the mover is a recon unit"
    "budget.road" = "the budget holds the road bonus (a path along the road)"
  }
}
