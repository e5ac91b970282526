# Rule index of the Nations at War area `mortars` (2.5.5.1-2.5.5.2, 5.1.6). Section numbers are
# the book's own; summaries are this project's words, numbers carried over from the book. Where
# the book contradicts itself the summary says so and names the reading the project follows.

rule "mortars.direct" {
  section = "2.5.5.1"
  title   = "Direct mortar fire"
  summary = "A mortar fires at targets it can see, in its formation's pulse or as Opportunity Fire. Its range is not underlined yet works as a limited one: never beyond it, and never a reduced-range bonus. Here a direct shot is the `mortar_fire` action at a hex in the mortar's sight, or the `fire` action at a unit, which is the same hex attack on that unit's hex."
}

rule "mortars.indirect" {
  section = "2.5.5.1, 5.1.6"
  title   = "Indirect mortar fire"
  summary = "A mortar may hit a hex it cannot see when a Good Order HQ (sub-HQ, 3.4.4) or Recon unit of its own formation sees that hex. Such fire is a fire mission: only in the Fire Mission step of the mortar's formation, never as Opportunity Fire, and it uses up one of the formation's two fire missions (3.4.4). The spotter calls it as a fire mission caller does (not Ops Complete, before it has moved) and is not marked for it; the mortar still needs the hex within its range and ends Ops Complete. No target marker is placed, unlike artillery."
}

rule "mortars.hex-attack" {
  section = "5.1.6"
  title   = "A mortar attacks a hex"
  summary = "A mortar aims at a hex, not a unit, and may harm soft and hard targets alike. It throws its HE firepower in dice (it has no AP factor); every die at or above its To-Hit is a hit on the hex. It affects the target hex only, never the six around it, and the mortar is Ops Complete afterwards."
}

rule "mortars.defence" {
  section = "5.1.6"
  title   = "The hex defends once"
  summary = "The owner of the units in the hex throws as many dice as the terrain's infantry Defense Bonus, one roll for the hex whatever the number of units in it; each 5 or 6 cancels one hit. When at least one unit there is a hard target the hex throws one die more. Two dismounted platoons in Clear throw nothing (the example)."
}

rule "mortars.hits" {
  section = "5.1.6"
  title   = "Sharing the hits"
  summary = "The hits left are shared evenly among the units in the hex (HQs, never targets, take none): each takes one before any takes two. An odd hit between two units goes by 1d6: 1-3 the first of the two in unit id order, 4-6 the second (the example's 3 lands on the Pz IVG)."
}

rule "mortars.hard-targets" {
  section = "5.1.6"
  title   = "Mortars against hard targets"
  summary = "The book says a hard target 'can only be destroyed' by a mortar whatever the number of hits, yet its own example has the Pz IVG merely Disrupted by a mortar hit. The project reads the sentence as 'can only be disrupted': a hard target hit by mortar fire is Disrupted, and more mortar hits (or hits on an already Disrupted hard target) do it no further harm."
}

rule "mortars.smoke" {
  section = "2.5.5.2"
  title   = "Mortar smoke"
  summary = "A mortar on the map may shoot Level 1 smoke (Level 2 only where a scenario says so, which no scenario here does) at a hex it sees, in its formation's activation, its own hex included. It throws its HE firepower against its To-Hit: any hit puts one smoke marker of that level in the target hex only; all misses and nothing happens. Smoke is never shot as Opportunity Fire. Here it is `mortar_fire` with smoke = true."
}

rule "mortars.smoke-indirect" {
  section = "2.5.5.2"
  title   = "Indirect mortar smoke"
  summary = "Smoke may also be shot indirectly, spotted as indirect mortar fire is (a qualified HQ or Recon unit of the active formation that sees the hex), with the hex in the mortar's range: only in the Fire Mission step, and it counts as one of the formation's fire missions."
}
