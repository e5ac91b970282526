# Rule index of the Nations at War area `opportunity-fire` (5.3). Section numbers are the book's
# own; summaries are this project's words.

rule "opportunity-fire.trigger" {
  section = "5.3"
  title   = "Fire of Opportunity"
  summary = "When an enemy unit enters a hex within the line of sight and range of a Good Order unit without an Ops Complete marker, that unit may attack it there, after it has entered, by the ranged combat rules of 5.1. Each hex a moving unit or stack enters opens a window for the other side (a side at a time, by the game's order of sides) with every unit able to fire; passing lets the move go on. The project lets a firer name a later hex of the path (at) and let the mover walk up to it."
}

rule "opportunity-fire.once-per-hex" {
  section = "5.3"
  title   = "Once per hex entered"
  summary = "A moving unit may be attacked on opportunity only once in each hex it enters: after one Opportunity Fire the window closes and the move goes on to the next hex, where it may be fired at again."
}

rule "opportunity-fire.stop" {
  section = "5.3"
  title   = "Hit movers stop"
  summary = "A moving unit that Opportunity Fire disrupts or reduces stops where it stands and takes no further action in this pulse: it is Ops Complete (the movement area stops the walk, movement.ops-complete)."
}

rule "opportunity-fire.ops-complete" {
  section = "5.3"
  title   = "The firer is Ops Complete"
  summary = "A unit that fired on opportunity is marked Ops Complete, so it fires at most once, and not in its own formation's coming pulse."
}

rule "opportunity-fire.friendly-hex" {
  section = "5.3"
  title   = "Not into a friendly hex"
  summary = "No Opportunity Fire is made at enemy units entering a hex that holds the firer's own or allied units, as in an assault or an overrun: such a hex opens no window for that side."
}

rule "opportunity-fire.stacks" {
  section = "5.3"
  title   = "One target in a moving stack"
  summary = "Against units moving together as a stack, an Opportunity Fire attacks one unit of the stack, the firer's choice; the stack opens one window per hex, not one per unit."
}

rule "opportunity-fire.single-unit" {
  section = "5.3"
  title   = "One firer per hex moved"
  summary = "Opportunity Fire is made by one unit per hex the mover enters: units in different hexes cannot combine their fire into one attack, and once one unit has fired the window closes."
}
