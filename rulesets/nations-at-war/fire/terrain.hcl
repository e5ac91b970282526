# Terrain. The book takes Defense Bonus values from its Terrain Effects Chart, which the text
# this project works from does not contain; every value below comes from a worked example or is
# provisional. Stats:
#   def_soft  Defense Bonus dice of a soft target (the TEC's "infantry" value, 5.1.6, 10.2.1)
#   def_hard  Defense Bonus dice of a hard target, before the +2 cap of 5.1.2.2
#   conceals  whether the hex is concealing terrain (5.1.2.1)
#   los_block, degrading  line-of-sight stats (los/stats.hcl)
# Movement costs are the movement area's.

terrain "clear" {
  rule        = "fire.defence-bonus"
  name        = "Clear"
  stats       = { def_soft = 0, def_hard = 0, conceals = false }
  source      = "rulebook"
  provisional = true
  note        = "def_soft 0 is printed: the 5.1.6 mortar example says two dismounted platoons in Clear get no defence dice. def_hard 0 and conceals false are provisional: open ground gives nothing in any example."
}

terrain "palm" {
  rule        = "fire.defence-bonus"
  name        = "Palm"
  stats       = { def_soft = 1, def_hard = 1, conceals = true, degrading = 1 }
  source      = "rulebook"
  provisional = true
  note        = "degrading 1 (los.degrading) is provisional: the book names no degrading terrain, and a palm grove thins a line without stopping it. def_soft 1 is printed (7.1 example: infantry in Palm rolls 1d6). def_hard 1 is inferred from the 5.1.1 Crusader example (Armor Factor 2 plus the bonus gives 3 dice). conceals is provisional (a palm grove is cover, as Forest is)."
}

terrain "forest" {
  rule        = "fire.defence-bonus"
  name        = "Forest"
  stats       = { def_soft = 1, def_hard = 1, conceals = true, los_block = 1 }
  source      = "rulebook"
  provisional = true
  note        = "los_block 1 is printed (6.1.1: Forest blocks sight). def_soft 1 is printed (5.1.1 Soviet HMG example: one die for the Forest). def_hard 1 and conceals are provisional: Forest blocks sight (6.0) and covers vehicles at least as well as Palm."
}

terrain "city" {
  rule   = "fire.defence-bonus"
  name   = "Town/City"
  stats  = { def_soft = 1, def_hard = 1, conceals = true, los_block = 1 }
  source = "rulebook"
  note   = "All printed: los_block 1 (6.1.1: Town/Village blocks sight), 5.1.2.1 example (infantry in City, bonus 1, can be Concealed) and 5.1.2.2 example (Panther in City, +1)."
}
