# Rule index of the Nations at War area `results`. Section numbers are the book's own; summaries are
# this project's words, numbers carried over from the book. Where the book contradicts itself
# the summary says so and names the reading the project follows.

rule "results.disruption" {
  section = "5.1.3"
  title   = "Disruption"
  summary = "The first hit on a Good Order unit disrupts it: it gets a Disrupted marker. Any further hit of the same attack is a step loss. HQs are never Disrupted; the book leaves open what a hit that reaches one does (they are no targets, hq.no-target, and share no hex attack's hits): the project makes it a step loss at once, on the last step the HQ is removed."
}

rule "results.disrupted-effects" {
  section = "5.1.3"
  title   = "Disrupted units"
  summary = "A Disrupted unit may not fire, though it may move (results.disrupted-movement), counterattacks in assault at To-Hit 6 (assault.disrupted) and may rally by passing a Morale Check at the start of its formation's pulse (rally.check). This rule is the ban on firing: fire and opportunity_fire refuse a Disrupted firer."
}

rule "results.step-loss" {
  section = "5.1.3"
  title   = "Reduction"
  summary = "Every hit on a Disrupted unit costs one step and the unit stays Disrupted: a full-strength unit flips to its reduced face, a reduced unit (or a single-step unit) is eliminated. So a Good Order full-strength unit is Disrupted by 1 hit, Disrupted and reduced by 2, eliminated by 3."
}

rule "results.wreck" {
  section = "5.1.3"
  title   = "Wrecks"
  summary = "A hard target that is destroyed is replaced by a wreck marker; a hex holds at most one wreck however many vehicles die there. A wreck gives cover: +1 Defense Bonus in its hex (5.1.2.2 example)."
}

rule "results.disrupted-movement" {
  section = "5.1.3"
  title   = "Disrupted units keep their distance"
  summary = "A Disrupted unit may move, but no step of its move may bring it closer to an enemy unit it can see, nor next to one: it may not advance. Already next to an enemy it may move away, as long as no step brings it closer to any enemy in its sight. It may still unload armoured infantry. A refused step is disrupted_advance."
}

rule "results.single-step" {
  section = "5.1.3"
  title   = "Single-step units"
  summary = "A unit printed with a single step (no reduced side; some carry a wreck on their back) is Disrupted by a first hit like any unit and destroyed by the next: it has no step to lose. A destroyed hard target still leaves a wreck."
}
