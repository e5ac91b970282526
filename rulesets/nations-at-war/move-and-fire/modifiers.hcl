# Firing on the move, either way round: one die less and one more on each die
# [move-and-fire.penalty]. fire/lib/attack.lua passes fire.moving for a fire with `moving`.
modifier "move-and-fire-firepower" {
  rule  = "move-and-fire.penalty"
  stage = "firepower"
  label = "move and fire"
  value = -1
  when  = fire.moving
}

modifier "move-and-fire-to-hit" {
  rule  = "move-and-fire.penalty"
  stage = "to_hit"
  label = "move and fire"
  value = 1
  when  = fire.moving
}

# A move-and-fire walks at most half the MF of the face shown, rounded down (Tiger I: MF 3 gives
# 1; T-34: MF 5 gives 2; Pz IV: MF 4 gives 2) [move-and-fire.move-first, move-and-fire.fire-first].
# The unit has spent nothing yet (move-and-fire.eligibility), so the budget is its MF and this
# takes the upper half off.
modifier "move-and-fire-half-mf" {
  rule  = "move-and-fire.move-first"
  stage = "mp_budget"
  label = "move and fire: half the MF, rounded down"
  value = unit.mf % 2 == 1 ? -(unit.mf + 1) / 2 : -(unit.mf / 2)
  when  = budget.move_and_fire
}
