# Rule index of the Nations at War area `leaders` (10.5). Section numbers are the book's own;
# summaries are this project's words.

rule "leaders.assignment" {
  section = "10.5"
  title   = "A leader joins one platoon"
  summary = "Leaders come from the Chaos Table or a scenario. Each is attached to one platoon and stays with it for the game: here the `leader` item in the platoon's attached slot (stats leadership and morale, unprinted); no action moves it to another unit."
}

rule "leaders.attack" {
  section = "10.5"
  title   = "Leadership in every attack"
  summary = "The leader's leadership is added to every attack of its platoon (firepower dice of ranged, mortar and assault attacks), with no once-an-activation limit as the HQ's bonus has."
}

rule "leaders.morale" {
  section = "10.5"
  title   = "The leader's morale"
  summary = "A platoon with a leader takes its morale checks against the leader's morale instead of its formation's."
}

rule "leaders.command" {
  section = "10.5"
  title   = "Always in command"
  summary = "A leader, and the platoon it is with, are always in command: they never take the command check and are never Out of Command."
}

rule "leaders.casualty" {
  section = "10.5"
  title   = "When the leader falls"
  summary = "A leader dies with its platoon. When the platoon loses a step (is reduced), its owner throws 1d6: on a 1 the leader dies and is removed."
}
