# Rule index of the Nations at War area `overwatch` (11.0). Section numbers are the book's own;
# summaries are this project's words, the book's numbers carried over.

rule "overwatch.cost" {
  section = "11.0"
  title   = "Going into Overwatch"
  summary = "A unit goes into Overwatch by spending MP at any point of its activation: 2 MP for armour (a hard target), 1 MP for infantry (a soft one). The rest of its MF stays available. The `overwatch` action pays it, counted on the unit counter `mp`."
}

rule "overwatch.marker" {
  section = "11.0"
  title   = "The Overwatch marker"
  summary = "Once it paid, the unit carries an Overwatch marker instead of Ops Complete when its activation ends. Reading (IDS.md): the status `overwatch` is set at once, the unit may spend its remaining MP moving, and when the activation ends it is not marked Ops Complete. The marker stays until the unit fires, is Disrupted, or its formation's next pulse removes the formation's markers (3.4.1)."
}

rule "overwatch.fire" {
  section = "11.0"
  title   = "Overwatch fire"
  summary = "A unit in Overwatch reacts to an enemy moving in its sight as with opportunity fire, but only at normal or reduced range (never extended) and with +1 on its To-Hit: a T-34 of To-Hit 5 needs 6 at a Panzer IV that ended its move within normal range. Overwatch fire goes through the opportunity window (`opportunity_fire`)."
}

rule "overwatch.restrictions" {
  section = "11.0"
  title   = "Who may not go into Overwatch"
  summary = "A unit that moves and fires in the activation may not go into Overwatch; neither may a Disrupted unit, nor one in a Smoke hex."
}

rule "overwatch.lost" {
  section = "11.0"
  title   = "Losing Overwatch"
  summary = "A unit in Overwatch that is Disrupted loses its Overwatch: it may not make Overwatch fire."
}

rule "overwatch.ops-complete" {
  section = "11.0"
  title   = "Ops Complete after Overwatch fire"
  summary = "When a unit in Overwatch fires, its Overwatch marker is replaced by Ops Complete."
}
