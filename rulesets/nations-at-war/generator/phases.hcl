# The setup of a generated battle [generator.points]: played once, where a game starts in it (a
# generated battle states phase = "battle-setup" and turn = 0, so the Operations phase that
# follows is turn 1's). Ordered after the turn's phases so that every other setup, which states
# no phase, starts in the Operations phase as before; the turn's progression skips it. Each side
# buys its units with its points (buy) and, in Defender vs. Attacker, the defender names the
# objectives (set_objective); each side ends it for itself (end_setup). Its step sets the
# battle's length, points and End of Turn markers; its end puts the Formation markers in the cup
# and rolls for Chaos (generator/generator.lua).
phase "battle-setup" {
  rule        = "generator.points"
  title       = "Battle generator setup"
  order       = 90
  interactive = true
  once        = true
  ends        = "every_side"

  step "generate" {
    rule  = "generator.points"
    title = "Points, length and End of Turn markers from the generator's tables"
  }
}
