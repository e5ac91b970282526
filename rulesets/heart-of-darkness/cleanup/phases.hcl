# The expansion's Cleanup [cleanup.order], in two phases, so that the players'
# part of it comes where the book's list puts it: the supply units and the
# purchases come before the weather of the next turn, and the markers go
# back to the cup last.
#
# The kernel runs all the steps of a phase in one go and an interactive phase
# waits only after its last step. So the first phase, "cleanup" (it replaces
# the base block: same kind and id), ends with the steps that wait for the
# players: it waits while a refit, a purchase or a cash-in is possible for a
# side played by a person (base turn.cleanup_waits, which the auxiliary and
# supply areas extend) and end_phase, or the last point spent, ends it (base
# turn.finish). The second phase, "cleanup-end", waits for nobody: the
# weather is rolled, the planes go home and the markers go back to the cup,
# then the next turn starts. After the game's last turn turn.finish ends the
# game as the first phase ends, so the second never runs then: no weather is
# rolled for a turn that will not come, and the step "last-weather" lets the
# weather in play act in that last Cleanup all the same.
#
# The base step names are kept, so the base handlers (cleanup/cleanup.lua,
# the planes' return, the refits of supply/supply.lua) still run on them;
# the expansion's areas hook the others by name:
#   lower-smoke    smoke AND fire, per their rules and the weather (the fires
#                  area hooks it with { after = "cleanup" })
#   supply-units   supply units give their point [supply.units]
#   buy            purchases may be made (the `buy` action [auxiliary.buy])
#   weather        the weather roll for the next turn (the weather area)
#   last-weather   the weather's Cleanup effects after the last turn
#                  (cleanup/order.lua)
# The 2IC take-over stays base command's phase_start handler of "cleanup",
# which runs before its steps. The points a supply unit gives at its step are
# there to spend while the phase waits.
phase "cleanup" {
  rule        = "cleanup.order"
  title       = "Cleanup phase"
  order       = 20
  interactive = true

  step "remove-finished" {
    rule  = "cleanup.steps"
    title = "Remove every Finished marker"
  }

  step "remove-chemical" {
    rule  = "cleanup.steps"
    title = "Remove every Chemical marker (the artillery rules handle the optional dispersal roll)"
  }

  step "lower-smoke" {
    rule  = "cleanup.order"
    title = "Lower every smoke and fire marker by one level, per their own rules and the weather in play"
  }

  step "supply-units" {
    rule  = "supply.units"
    title = "Each supply unit in a controlled urban hex gives its faction a supply point"
  }

  step "buy" {
    rule  = "auxiliary.buy"
    title = "AUX may be bought and set up with supply points"
  }

  # after the last turn only (cleanup/order.lua): the game ends with this
  # phase, so what the weather in play does at each Cleanup happens here
  step "last-weather" {
    rule  = "cleanup.order"
    title = "After the game's last turn only: the weather in play acts as at every Cleanup (Darkness's hits, Radwind's drift); no roll for a next turn"
  }

  # the players' part: the phase waits here, before the weather
  step "supply" {
    rule  = "supply.refit"
    title = "Spend supply points on refits and purchases, cash supply units in; the points left stay in the faction pool; the game ends after the last turn"
  }
}

phase "cleanup-end" {
  rule  = "cleanup.order"
  title = "Cleanup phase, after the purchases"
  order = 21

  step "weather" {
    rule  = "cleanup.order"
    title = "Roll the weather of the next turn, map by map (the weather rules hook this step)"
  }

  step "remove-planes" {
    rule  = "cleanup.steps"
    title = "Planes still on the map go home to refuel (the air rules hook this step)"
  }

  step "refill-cup" {
    rule  = "turn.activation-markers"
    title = "Markers back to the cup, except those of eliminated formations; formations that arrived this turn add theirs"
  }
}
