# Skills (1.4): who may use a skill, how far it reaches, the roll the active
# skills make, and each skill action. skills/lib/skills.lua holds the shared
# checks, the roll and the reactions (the independents' recruit uses them
# too); skills/skills.lua the actions, the assault options slay and charge
# (through base assault/lib/blows.lua), Mind Control's borrowed action and the
# skill window of enemy activations; skills/actions.hcl declares the actions
# and patches the assault; skills/tables.hcl holds the skills' data.

rule "skills.ranges" {
  section = "1.4"
  title   = "Skill ranges"
  summary = "A skill whose icon sits in the middle of its bearer's counter is long-range and reaches any hex its user sees; one printed in the counter's bottom row is close-range and reaches only the user's own hex and the six around it. A unit uses only the skills its type, its Heroes or its objects give it (stats.skills, stats.long_range_skills)."
}

rule "skills.reaction" {
  section = "1.4"
  title   = "Long-range skills in the enemy's activation"
  summary = "A long-range skill may also be used while the enemy acts, against a unit of the active side as it moves into a hex its user sees: a reaction window is offered to the user's side at that hex (the opportunity fire window when one opens there). Terror and Pyrokinesis (the mover's hex) answer it and the move goes on. Mind Control and Telekinesis answer it too, taking the mover itself: a mover taken over halts where it stands and is Finished, still its owner's (its controller has no action to give it in the enemy's activation); a mover taken by Telekinesis is carried along the telekinesis path and Finished. Either way the rest of its own move, and what was to follow it, is dropped; a failed Mind Control lets the move go on."
}

rule "skills.active" {
  section = "1.4"
  title   = "Active skills: the roll"
  summary = "Using an active skill (Recruit, Search, Mind Control, Slay: the skills the book calls active or gives a roll check) is an attempt: two dice must come out above the ERR of the user's formation CO, or 2IC. The player may add the CO's bonus to the dice, and the CO is then Finished whatever happens. A unit with no CO or 2IC over it succeeds without rolling. A failed attempt does nothing. A Shaken unit cannot use its skills. Every other skill (Terror, Heal, Engineering, Pyrokinesis, Reanimate, Telekinesis, Charge) works without a roll, at whatever cost its paragraph sets, and so takes no CO bonus. A skill's own paragraph may name users that succeed without a roll (Search, Recruit)."
}

rule "skills.only-action" {
  section = "1.1"
  title   = "A skill is the unit's only action"
  summary = "A unit uses one skill in its activation and does nothing else: it must not have moved or attacked, and it is Finished after the attempt, whether it worked or not (1.1, 2.0)."
}

rule "skills.weather" {
  section = "1.8"
  title   = "No ranged skills in Darkness"
  summary = "While the map's weather forbids ranged skills (Darkness), no long-range skill can be used there; close-range skills still work."
}

rule "skills.search" {
  section = "1.4"
  title   = "Search"
  summary = "Infantry and units with a Hero, but never Undead or Huge ones, search their own or an adjacent hex. Recon units, units with a Hero and units with no CO find what is there without a roll. A successful search shows the hidden Weapons the enemy units there carry and what lies on the ground; the searcher is Finished either way."
}

rule "skills.mind-control" {
  section = "1.4"
  title   = "Mind Control"
  summary = "The controller takes over one infantry unit it sees, friend or foe, whatever its strength; Undead units and units with the Terror skill resist. On success the controlled unit, marked mind-controlled, joins the controller's formation for one action of its choice; it may only move through, or attack, hexes the controller sees. After that action, or at the end of the activation, both are Finished and the unit goes back to its owner."
}

rule "skills.slay" {
  section = "1.4"
  title   = "Slay"
  summary = "Declared with an assault (the assault's slay option) by a leader with the skill. As the slayer enters the assaulted hex it rolls; on success the declared defender is eliminated outright and the hex is taken as after a won assault. On a failure the assault is fought as usual."
}

rule "skills.charge" {
  section = "1.4"
  title   = "Charge"
  summary = "Declared with an assault (its charge option) by a leader with the skill, along a shortest route to the target. The leader's firepower becomes the number of hexes it crossed before entering the assaulted hex, with no roll (Charge is not an active skill); the +2 assault bonus, the assistant, the CO and the carried infantry's +1 (not when Shaken) are added as usual."
}

rule "skills.engineering" {
  section = "1.4"
  title   = "Engineering"
  summary = "During play only a unit with the Engineering skill (a specialized unit, 1.2) does engineering work, one task as its action: build a bridge over its own or an adjacent water hex (7 supply points), repair or blow a bridge there (1 point), bring a reduced friendly vehicle, its own counter included, back to full strength (1 point), lay one Sandbags, Smoke Level 1 or Mines marker in its own hex, taken from its side's pool (the project reads the AUX table's 1-point Mines, Smoke and Sandbags as what engineers lay: bought at setup or in Cleanup, with Specialization points or supply), or take one Weapon, Equipment, Corpses, Wreck, Sandbags or Mines marker off its own hex. Smoke cannot be laid where the weather forbids it (Radwind). The points come from the side's supply and are spent only on success."
}

rule "skills.heal" {
  section = "1.4"
  title   = "Heal"
  summary = "A unit with the Heal skill brings one reduced friendly infantry unit in reach, itself included, back to full strength for one supply point. Undead cannot be healed. Like Engineering it is used in play only by units that have the skill (1.2)."
}

rule "skills.pyrokinesis" {
  section = "1.4"
  title   = "Pyrokinesis"
  summary = "A pyro unit sets one fire in a hex in reach, of the level the terrain takes (the fires area's rule), and the new fire at once attacks every unit in that hex. No fire is set on water or where the weather forbids fire."
}

rule "skills.reanimate" {
  section = "1.4"
  title   = "Reanimate"
  summary = "A reanimator turns one Corpses marker in reach into a Reanimated unit (Skinless for the White Hand) of its own side and formation, Finished at once. A friendly full-strength Abomination serves as corpses: it is then reduced and Finished. Or, for one supply point, it brings one reduced Undead unit in reach, itself included, back to full strength; living infantry cannot be reanimated."
}

rule "skills.telekinesis" {
  section = "1.4"
  title   = "Telekinesis"
  summary = "The user takes one unit, or one object lying on the ground, in a hex it sees, whatever its strength, and moves it hex by hex to another hex it sees, every hex of the way in its sight. A unit moved so may draw opportunity fire on the way. The user and the moved unit are Finished."
}

rule "skills.terror" {
  section = "1.4"
  title   = "Terror"
  summary = "The user marks one unit it sees, of any side, Shaken and Finished. Undead units, Huge units and other units with the Terror skill are immune, so the user never marks itself."
}
