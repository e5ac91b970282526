# Rule index of the Nations at War area `hq` (2.5.6). Section numbers are the book's;
# summaries are this project's words.

rule "hq.definition" {
  section = "2.5.6"
  title   = "Headquarters"
  summary = "An HQ stands for a small command group, a few men or one or two vehicles, riding with a leading platoon of its formation (unit types hq-<platoon type>, tag hq). It is no independent unit: it must stay in a hex with at least one unit of its own formation."
}

rule "hq.movement" {
  section = "2.5.6"
  title   = "An HQ moves only with its formation"
  summary = "An HQ or sub-HQ moves only together with a unit of its own formation: a move of the HQ alone is refused (hq_alone)."
}

rule "hq.stacking" {
  section = "2.5.6"
  title   = "HQs and stacking"
  summary = "HQs and sub-HQs do not count towards the stacking limit, but a hex holds one HQ or sub-HQ at most: a move that would bring a second into a hex is refused (hq_stacking)."
}

rule "hq.command-range" {
  section = "2.5.6"
  title   = "Command range"
  summary = "An HQ directs the platoons of its formation within its command range, counted in hexes (the formation's command_range, the reduced face's while the HQ is reduced). A unit outside it may still act only after passing a command check (3.4.2)."
}

rule "hq.no-target" {
  section = "2.5.6"
  title   = "An HQ is never a target"
  summary = "No attack may name an HQ or sub-HQ as its target (hq_target); an HQ suffers only through the platoons it is stacked with (2.5.6.2)."
}

rule "hq.sub-hq" {
  section = "2.5.6.1"
  title   = "Sub-HQs"
  summary = "A sub-HQ (tag sub-hq, unit types shq-<platoon type>) is a deputy HQ and does everything an HQ does, with the formation's factors, except that it has a single step and is never replaced once destroyed."
}

rule "hq.in-command" {
  section = "2.5.6.1"
  title   = "An HQ must be in command to command"
  summary = "A sub-HQ (or a second HQ of the formation) commands units only while it is itself in command: within twice the command range of its formation's HQ. The formation's HQ is always in command. Recon units are likewise in command within twice the command range (2.6.2)."
}

rule "hq.no-attack" {
  section = "2.5.6.2"
  title   = "An HQ does not attack"
  summary = "An HQ or sub-HQ never attacks in any kind of combat (hq_no_attack); it only strengthens a platoon it is stacked with."
}

rule "hq.leadership" {
  section = "2.5.6.2"
  title   = "Leadership bonus"
  summary = "Once per formation activation an HQ adds its Leadership Modifier to the AP or HE firepower (or assault factor) of one platoon of its formation it is stacked with, against a target within that firepower's range: fire with hq_bonus = true. A second use in the pulse is refused (hq_bonus_used), and so is a unit that no HQ of its formation shares a hex with (not_stacked). 2.5.6.2's example: an HQ with leadership 2 stacked with Pz IVs adds 2 dice to one Pz IV's AP fire at a T-34 platoon."
}

rule "hq.casualty" {
  section = "2.5.6.2"
  title   = "HQ casualty roll"
  summary = "When an attack reduces or destroys a unit stacked with an HQ (or sub-HQ), the HQ's owner throws 1d6 once the attack's dice are done: 2 to 6 leaves it unharmed, 1 flips it to its reduced side, or removes it if it is already reduced (a sub-HQ, with one step, is removed)."
}

rule "hq.casualty-stacked" {
  section = "2.5.6.2"
  title   = "Two platoons with the HQ"
  summary = "When two units of the HQ's formation share its hex and one of them is destroyed, the casualty die has 2 taken off: 1 or less flips or removes the HQ."
}

rule "hq.destroyed" {
  section = "2.5.6.2"
  title   = "The HQ dies with its last platoon"
  summary = "If an attack destroys every unit stacked with the HQ, the HQ is destroyed with them, no die thrown. A destroyed vehicle HQ leaves a wreck when the hex has none (the wreck rule of 5.1.3). An HQ is lost in no other way."
}

rule "hq.replacement" {
  section = "2.5.6.3"
  title   = "Replacing a destroyed HQ"
  summary = "In a later Marker Removal phase a destroyed HQ (never a sub-HQ) comes back reduced side up, in a hex holding a friendly unit of its formation and of the HQ's own platoon type (a CCB HQ with an M3 Lee platoon of CCB); its owner picks the hex (replace_hq). With no such platoon left it cannot come back, and every unit of the formation takes the command check in each pulse (3.4.2)."
}

rule "hq.armored-infantry" {
  section = "2.5.6.4"
  title   = "Replacing an armored infantry HQ"
  summary = "The HQ of an armored infantry platoon may come back with a platoon of its type on either side, mounted or dismounted."
}

rule "hq.rally" {
  section = "2.5.6.5"
  title   = "Leadership in rallies"
  summary = "An HQ takes its leadership rating off the rally die roll of every Disrupted unit trying to rally in its hex (3.4.3)."
}
