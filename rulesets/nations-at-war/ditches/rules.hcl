# Rule index of the Nations at War area `ditches` (7.4). Summaries are this project's words.

rule "ditches.placement" {
  section = "7.4"
  title   = "Placing AT Ditches"
  summary = "A scenario gives a side AT Ditches (the side's `at-ditch` holding, a count), usually set up before play (`place_ditch`, in a bare setup or a generated battle's setup phase), only in Clear, Clear/Road or Clear/Hill hexes, never with Wire or an Improved Position; one a hex. A refused hex is `bad_placement`, an empty holding `no_ditch`."
}

rule "ditches.vehicle-cost" {
  section = "7.4"
  title   = "Vehicles into a ditch"
  summary = "A vehicle pays 3 MP more than the terrain to enter an AT Ditch hex."
}

rule "ditches.slow-vehicles" {
  section = "7.4"
  title   = "Vehicles too slow for the ditch"
  summary = "A vehicle whose MF is below the cost of entering the AT Ditch hex may still enter it if it starts its move next to the ditch and spends its whole MF on that one hex. Reading: the step costs the whole MF when it is the vehicle's first MP of the pulse; otherwise it costs the full price, which the vehicle cannot pay (too_far). The Tiger I (MF 3) enters a Clear ditch (4 MP) this way."
}

rule "ditches.infantry-cost" {
  section = "7.4"
  title   = "Infantry into a ditch"
  summary = "Infantry pays 1 MP more than the terrain to enter an AT Ditch hex."
}

rule "ditches.infantry-exit" {
  section = "7.4"
  title   = "Infantry out of a ditch"
  summary = "Infantry leaves an AT Ditch hex into any adjacent hex at that hex's cost."
}

rule "ditches.vehicle-exit" {
  section = "7.4"
  title   = "Vehicles out of a ditch"
  summary = "A vehicle leaves an AT Ditch hex back to the side it came in from (a hex next to the hex it entered from, or that hex) at the normal cost; to cross over, into one of the three hexes across from its entry hexside, it spends its whole activation on that step. Reading: the entry hex is remembered on the unit (note ditch-from); a crossing is a move of exactly one hex that starts the activation, costs all its MF and ends it."
}

rule "ditches.no-overrun" {
  section = "7.4"
  title   = "No overrun out of or in a ditch"
  summary = "A vehicle leaving an AT Ditch hex may not overrun with that step (an assault it may make), and no overrun happens in an AT Ditch hex; assaults do."
}

rule "ditches.opportunity" {
  section = "7.4"
  title   = "Fire at units leaving a ditch"
  summary = "A unit climbing out of an AT Ditch hex draws Opportunity Fire in the hex it enters, as any move does."
}

rule "ditches.retreat" {
  section = "7.4"
  title   = "Retreat into a ditch"
  summary = "A vehicle may retreat into an AT Ditch hex."
}
