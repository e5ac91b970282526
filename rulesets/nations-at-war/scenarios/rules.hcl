# Rule index of the Nations at War area `scenarios` (1.1, 13). The book's scenarios are in the
# modules' booklets, not in this text: the scenarios of this folder are made for the project
# from the formations the rules name (formations/), and say so in their notes.

rule "scenarios.precedence" {
  section = "1.1"
  title   = "Special rules come first"
  summary = "Module rules override the core rules, and a scenario's special rules (SSR) override both module and core rules. In this project a scenario's options (and a mod's patches) are read before the core rules' defaults: a scenario that states objectives, a victory kind or a game length has the last word."
}

rule "scenarios.outline" {
  section = "13.1"
  title   = "How a scenario is laid out"
  summary = "Every scenario gives, in this order: a title; a background; forces and setup (the formations and the units in or attached to each; unless it says otherwise each listed formation puts its Formation marker in the cup; support such as HE fire missions, air support and Fate Points); the map layout; the length in turns and how many End of Turn markers (and any Chaos markers) go into the cup; victory conditions (control of locations, victory points, units exiting a map edge); and special scenario rules (surprise, reinforcements, withdrawal...). In this project a scenario block carries them as title, note (background), formation and unit blocks with holdings, map, turns and cup, and options (objectives, victory)."
}

rule "scenarios.control" {
  section = "13.1, 13.2"
  title   = "Controlling a hex"
  summary = "A side controls a hex when it is the only side with a unit there, or when it was the last side to move a unit through the hex and the hex is now empty. The two paragraphs word it slightly differently (13.1: 'the only side with a unit'; 13.2: 'a unit in the hex'); the project reads 13.1's, stricter: a hex both sides occupy stays with whoever held it. A scenario may name who controls an objective at the start (options.control); otherwise the only side with units in it at the start controls it. At the end the side controlling more of the scenario's objectives wins; equal objectives are settled by the points of the enemy units each side destroyed (the generator's cost list), and equal points are a draw."
}

rule "scenarios.training" {
  section = "13.3"
  title   = "Training scenario"
  summary = "Each module's booklet has a training scenario with a step-by-step walkthrough, meant for new players. The booklet is not part of this text, so the project's training scenario (first-clash) is its own: two small formations on one map, few rules in play (no mines, wire, artillery, air or Fate Points), a short game decided by one objective."
}
