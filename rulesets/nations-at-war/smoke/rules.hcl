# Rule index of the Nations at War area `smoke` (7.5, 10.2.2). Summaries are this project's words.

rule "smoke.supply" {
  section = "7.5"
  title   = "Who has smoke"
  summary = "Only units the scenario gives smoke may lay it (status smoke-capable); a scenario giving none means the units lacked it or the weather made it useless."
}

rule "smoke.placement" {
  section = "7.5.1, 7.5.2"
  title   = "Laying smoke"
  summary = "A smoke-capable unit spends 1 MP of its movement to put a Level 1 Smoke marker in its own hex or an adjacent one (the `lay_smoke` action)."
}

rule "smoke.continue" {
  section = "7.5.1"
  title   = "Moving on after smoke"
  summary = "Having laid smoke, a unit may lay more or go on moving while it has MP left."
}

rule "smoke.disrupted" {
  section = "7.5.1"
  title   = "Disrupted units lay no smoke"
  summary = "A Disrupted unit cannot lay smoke."
}

rule "smoke.water" {
  section = "7.5.1"
  title   = "No smoke on water"
  summary = "Smoke cannot be laid in a water hex that has neither road nor bridge."
}

rule "smoke.los" {
  section = "7.5.1, 6.0"
  title   = "Smoke and line of sight"
  summary = "A Smoke hex blocks sight through it as blocking terrain does, but not into it: a unit may be seen and shot at in the smoke, not beyond it. Level 1 and 2 both block, hills included (6.0)."
}

rule "smoke.fire-into" {
  section = "7.5.1"
  title   = "Firing into smoke"
  summary = "Direct fire at units in a Smoke hex adds 1 to the firer's To-Hit number; indirect fire (mortar missions, artillery) does not."
}

rule "smoke.fire-out" {
  section = "7.5.1"
  title   = "Firing out of smoke"
  summary = "A unit in a Smoke hex fires out without its own smoke blocking the line, at +1 To-Hit. A weapon whose To-Hit is already 6 cannot go to 7 and so cannot fire from smoke."
}

rule "smoke.no-acquisition" {
  section = "7.5.1, 5.2"
  title   = "Smoke and acquisition"
  summary = "A unit firing out of smoke gains no acquisition, and units in a Smoke hex cannot be acquired."
}

rule "smoke.no-overrun" {
  section = "7.5.1"
  title   = "No overrun in smoke"
  summary = "Units in a Smoke hex cannot be overrun."
}

rule "smoke.duration" {
  section = "7.5.1, 3.3"
  title   = "How long smoke lasts"
  summary = "Smoke lasts a full turn: every Level 1 Smoke marker on the map at the start of the next Marker Removal phase is removed."
}

rule "smoke.level-2" {
  section = "10.2.2"
  title   = "Level 2 smoke"
  summary = "A smoke fire mission puts a Smoke 2 marker (level 2) in its hex: it blocks sight through that hex and its six neighbours from any height, for every unit (the sight model's veil reach). A unit standing in one of the neighbours still sees out and is seen, as in the marker's own hex, and is not in a Smoke hex for fire, acquisition or overrun: only the marker's hex is (the project's reading). At the next Marker Removal phase a Smoke 2 marker turns into a Smoke 1 (those already Level 1 are removed first)."
}
