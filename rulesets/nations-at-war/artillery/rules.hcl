# Rule index of the Nations at War area `artillery` (10.2). Section numbers are the book's own;
# summaries are this project's words, numbers carried over from the book.

rule "artillery.missions" {
  section = "10.2"
  title   = "Fire missions of a scenario"
  summary = "A scenario gives a side its fire missions as 'n x FP/To-Hit', high explosive or smoke ('1 x 4/5 HE Strike': one mission of 4 dice hitting on 5+). Here they are the side's `missions` holding, one key per kind: `he-<FP>-<To-Hit>` (he-4-5) and `smoke`, the count being the n; each call spends one."
}

rule "artillery.calling" {
  section = "10.2, 3.4.4"
  title   = "Who calls a fire mission"
  summary = "An HQ, sub-HQ or Recon unit of the active formation calls a mission on a hex it sees: one target hex a call, checked for line of sight. Missions are called as the caller's first actions, before it moves or fires. Here that is the `fire_mission` action (caller, mission key, target hex)."
}

rule "artillery.accuracy" {
  section = "10.2"
  title   = "Does it land?"
  summary = "One 1d6 decides a mission: 2 to 6 and it lands on the target hex; 1 and it is wasted, touching nothing on the map (the mission is spent all the same)."
}

rule "artillery.area" {
  section = "10.2"
  title   = "Seven hexes"
  summary = "A mission that lands strikes every unit, friend or foe, in the target hex and its six neighbours, each hex rolled for on its own, never unit by unit. The project resolves the hexes in map order (column by column, down each column) and only those holding units."
}

rule "artillery.caller" {
  section = "10.2"
  title   = "The caller stays free"
  summary = "Calling a mission does not make the HQ (or Recon unit) Ops Complete; it may go on to act. A caller already Ops Complete may not call one."
}

rule "artillery.timing" {
  section = "10.2, 3.4.4"
  title   = "Only in the Fire Mission step"
  summary = "Artillery and indirect mortar missions are made only in the Fire Mission step of the active formation's pulse, after rallying and before its operations. The project reads the step as open until the pulse's first operation (any action but a rally, a fire mission, a reaction or the turn's own, as the pulse area counts it): a case that sets the active formation starts there."
}

rule "artillery.he" {
  section = "10.2.1"
  title   = "High-explosive missions"
  summary = "A Barrage marker goes on the target hex; for each struck hex the attacker throws the mission's FP in dice, each at or above its To-Hit one hit. The marker comes off once the hits are resolved."
}

rule "artillery.defence" {
  section = "10.2.1"
  title   = "Defending against a barrage"
  summary = "For each struck hex holding targets the owner throws as many dice as the terrain's infantry Defense Bonus, plus one when a hard target is among them; each 5 or 6 cancels one hit. One roll a hex, never one a unit; Concealment and Smoke change nothing."
}

rule "artillery.hits" {
  section = "10.2.1"
  title   = "Sharing a barrage's hits"
  summary = "The hits of a hex are shared as every unit there takes one before any takes two; an odd hit between two units goes to one at random (1d6: 1-3 the first in unit id order, 4-6 the second). HQs are hurt as in ranged combat (their stack's losses), never targeted."
}

rule "artillery.smoke" {
  section = "10.2.2"
  title   = "Smoke missions"
  summary = "A smoke mission that lands puts a Smoke 2 marker in the target hex; it blocks sight through that hex and its six neighbours from any height, for everyone (the sight rules are the smoke and los areas'). The next Marker Removal flips it to Smoke 1, and Smoke 1 still there at the start of a Marker Removal goes away."
}
