# The setup phase [setup.order]: played once, before the Actions phase of
# turn 1, where a game starts in it (a setup states no phase, or
# phase = "setup"). The turn's progression skips it afterwards.
#
# Its steps, as the phase starts:
#   specialization  each faction receives the 7 Specialization points when the
#                   scenario says so (options = { specialization = true })
#                   [supply.specialization]
#   purchases       the sides may `buy` AUX with their supply points
#                   [auxiliary.buy]; when no side holds a point the phase ends
#                   at once, so a scenario with nothing to buy (every base
#                   scenario) starts in the Actions phase of turn 1 as before.
# Each side ends it for itself (ends = "every_side"): a seat's `end_phase`
# (base turn/sequence.lua) says that side is done, after which the seat takes
# no more action in the phase, and the phase ends once every side a person
# plays has said so; the Independents, who buy nothing, are done from the
# start (setup.lua). Hot seat, where one player speaks for every side, ends
# it for all with one `end_phase`. The points left stay in each faction's
# pool [auxiliary.pool].
# Other areas hook a step by its name: nw68.on("step", "<name>", fn).
phase "setup" {
  rule        = "setup.order"
  title       = "Setup phase"
  order       = 5
  interactive = true
  once        = true
  ends        = "every_side"

  step "specialization" {
    rule  = "supply.specialization"
    title = "Each faction receives its Specialization supply points, when the scenario gives them"
  }

  step "purchases" {
    rule  = "auxiliary.buy"
    title = "Sides buy AUX with their supply points and set them up; end_phase starts turn 1"
  }
}
