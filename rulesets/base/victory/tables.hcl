# Victory [victory.*]: data that victory/victory.lua reads.

# Victory points by unit class [victory.unit-points]. victory/victory.lua looks a unit
# up by its type first (a row keyed by a unit type overrides its class), then
# by the first of its tags in this order: helicopter, plane, tank, spa, spaa,
# apc, recon, missile, infantry. `reduced` is scored for an enemy unit still on
# its reduced side at the end, `destroyed` for one eliminated (not both). The
# "co" row is added to either when the unit carries the CO or 2IC marker; the
# "objective" row is what each objective hex is worth to the side controlling
# it [victory.objectives].
table "victory-points" {
  rule  = "victory.unit-points"
  title = "Victory points by unit type"

  row "infantry" {
    reduced   = 1
    destroyed = 2
  }
  row "apc" {
    reduced   = 1
    destroyed = 3
  }
  row "recon" {
    reduced   = 1
    destroyed = 3
  }
  row "tank" {
    reduced   = 2
    destroyed = 4
  }
  row "spa" {
    reduced   = 1
    destroyed = 3
  }
  row "spaa" {
    reduced   = 1
    destroyed = 3
  }
  row "helicopter" { # one step: never reduced, so only the destroyed value applies
    reduced   = 2
    destroyed = 4
  }
  row "plane" {
    reduced   = 2
    destroyed = 4
  }
  # Not in the book's table: the V-2 and the Scud are scored as the artillery
  # they are (the SPA row). Project reading.
  row "missile" {
    reduced   = 1
    destroyed = 3
  }
  row "co" {
    reduced   = 1
    destroyed = 1
  }
  row "objective" {
    rule = "victory.objectives"
    held = 5
  }
}

# The victory levels [victory.margins]: the winner's lead over the runner-up,
# from `from` to `to` VP (no `to`: no upper bound).
table "victory-margins" {
  rule  = "victory.margins"
  title = "Victory levels"

  row "tactical" {
    from = 1
    to   = 5
  }
  row "decisive" {
    from = 6
    to   = 10
  }
  row "crushing" {
    from = 11
  }
}
