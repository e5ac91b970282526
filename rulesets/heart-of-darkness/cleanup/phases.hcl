# The expansion's Cleanup phase [cleanup.order]: it replaces the base block
# (same kind and id) and lists the steps in the expansion's order. The base
# step names are kept, so the base handlers (cleanup/cleanup.lua, the
# planes' return, the refits of supply/supply.lua) still run on them; the
# expansion's areas hook the others by name:
#   lower-smoke    smoke AND fire, per their rules and the weather (the fires
#                  area hooks it with { after = "cleanup" })
#   supply-units   supply units give their point [supply.units]
#   buy            purchases may be made (the `buy` action [auxiliary.buy])
#   weather        the weather roll for the next turn (the weather area)
# The 2IC take-over stays base command's phase_start handler, which runs
# before every step. The kernel runs a phase's steps in one go, so the
# players' own Cleanup actions (refit, buy, cash_supply) are taken when the
# phase waits, after its last step: it waits while one of them is possible
# for a side played by a person (base turn.cleanup_waits, which the
# auxiliary and supply areas extend), and end_phase ends it. The points a
# supply unit gives at its step are therefore there to spend.
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

  step "supply" {
    rule  = "supply.refit"
    title = "Spend supply points on refits and purchases; the points left stay in the faction pool; the game ends after the last turn"
  }
}
