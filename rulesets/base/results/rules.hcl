rule "results.steps" {
  section = "5.5"
  title   = "Damage steps"
  summary = "A two-step unit goes full strength, Shaken, Shaken and reduced, then eliminated. Reduction flips the counter to its reduced face."
}

rule "results.full-strength" {
  section = "5.5"
  title   = "Hits on a full-strength unit"
  summary = "1 hit: Shaken. 2 hits: Shaken and reduced. 3 or more hits: eliminated."
}

rule "results.damaged" {
  section = "5.5"
  title   = "Hits on a Shaken, or reduced and rallied, unit"
  summary = "1 hit: Shaken and reduced. 2 or more hits: eliminated."
}

rule "results.shaken-reduced" {
  section = "5.5"
  title   = "Hits on a Shaken and reduced unit"
  summary = "Any hit eliminates a unit that is both Shaken and reduced."
}

rule "results.one-step" {
  section = "5.5"
  title   = "One-step units"
  summary = "Helicopters, planes and the Scud can be Shaken but never reduced. The book does not say what a reducing result does to them; the project treats it as elimination: 1 hit Shakes a fresh one-step unit, 2 or more hits, or any hit on a Shaken one, destroy it."
}

rule "results.shaken" {
  section = "5.5"
  title   = "Shaken units"
  summary = "A Shaken unit gets a Shaken marker and may be rallied only by its CO/2IC at the start of its activation (units without CO rally automatically). It may move up to half Speed, may fire only its HE at -1 AV, may opportunity fire and may lead group fire, but may not assault or assist assaults or group fire."
}

rule "results.wreck" {
  section = "5.5"
  title   = "Wrecks"
  summary = "Each AFV or air unit eliminated puts a Wreck marker in its hex if none is there. A wreck adds +1 MP for land units entering and +1 DV for all land units in the hex (the terrain chart's infantry-only +1 is overridden), and two wreck hexes block same-level LOS."
}
