# Rule index of the Nations at War area `results`. Section numbers are the book's own; summaries are
# this project's words, numbers carried over from the book. Where the book contradicts itself
# the summary says so and names the reading the project follows.

rule "results.disruption" {
  section = "5.1.3"
  title   = "Disruption"
  summary = "The first hit on a Good Order unit disrupts it (HQs excepted): it gets a Disrupted marker. Any further hit of the same attack is a step loss."
}

rule "results.disrupted-effects" {
  section = "5.1.3"
  title   = "Disrupted units"
  summary = "A Disrupted unit may not fire; it may move but not toward or next to an enemy it can see, counterattacks in assault at To-Hit 6 and can rally with a Morale Check at the start of its formation's pulse. This slice implements only the ban on firing."
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
