# Evaluation [victory.*]: how the computer player (core/ai) judges a
# position. It knows no rule of the game; this block tells it what the game
# rewards, in the game's own terms: a position is worth to a side the sum of
# these terms for it less the same terms for each of its enemies.
evaluation "victory" {
  rule  = "victory.unit-points"
  title = "What a position is worth, by the victory points it is heading for"

  # A living unit is worth what an enemy would score for destroying it
  # [victory.unit-points], so a kill gains the killer that much; on its
  # reduced face it keeps the destroyed value less the reduced value already
  # lost. A unit takes the block of its type, else the first block of its
  # tags, in this order (the order victory/victory.lua looks rows up in).
  unit "helicopter" {
    value = 4
    faces = { reduced = 2 }
  }
  unit "plane" {
    value = 4
    faces = { reduced = 2 }
  }
  unit "tank" {
    value = 4
    faces = { reduced = 2 }
  }
  unit "spa" {
    value = 3
    faces = { reduced = 2 }
  }
  unit "spaa" {
    value = 3
    faces = { reduced = 2 }
  }
  unit "apc" {
    value = 3
    faces = { reduced = 2 }
  }
  unit "recon" {
    value = 3
    faces = { reduced = 2 }
  }
  unit "missile" {
    value = 3
    faces = { reduced = 2 }
  }
  unit "infantry" {
    value = 2
    faces = { reduced = 1 }
  }

  # the CO and 2IC markers add 1 to the VP of the unit carrying them
  attached = { co = 1, "2ic" = 1 }

  # Each objective is worth 5 VP to the side controlling it at the end
  # [victory.objectives]; a side a little further from one it lacks is a
  # little worse off, so units close on the objectives between fights.
  objectives {
    rule     = "victory.objectives"
    marker   = "objective"
    held     = 5
    distance = 0.25
  }

  # Once the game ends its result report settles it [victory.margins]: a
  # won game outweighs any material, and the final VP count (which credits
  # each hit to whoever landed it) is counted beside the material terms.
  report "victory" {
    rule   = "victory.margins"
    own    = 1
    winner = 100
  }
}
