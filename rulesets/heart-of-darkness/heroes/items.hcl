# Hero counters [heroes.counters]. The book names no individual Hero and
# prints none, so every Hero here is the project's: one or two per faction,
# each marked provisional with the reason for its choice.
#
# stats:
#   skills             the skill ids the Hero lends its unit (the skill actions
#                      of 1.4: recruit, search, mind_control, slay, charge,
#                      engineer, heal, pyrokinesis, reanimate, telekinesis,
#                      terror)
#   long_range_skills  those of its skills whose icon sits in the middle of the
#                      counter: usable on any hex in LOS (1.4); the others are
#                      close-range
#   av, dv             factor changes, added to the AV of the unit's attacks
#                      and to its DV when attacked [heroes.own-unit]
#   cost               supply points as AUX (1.6 prints 5 for a Hero)

# Das Dritte Reich

item "reich-kommandant" {
  rule    = "heroes.counters"
  name    = "Kommandant"
  faction = "reich"
  tags    = ["hero"]
  stats   = { skills = ["recruit", "charge"], long_range_skills = [], av = 1, cost = 5 }
  provisional = true
  note    = "The book prints no Hero: a front-line leader who rallies stragglers (recruit) and leads the charge, with +1 AV for his unit's attacks."
}

item "reich-okkultist" {
  rule    = "heroes.counters"
  name    = "Okkultist"
  faction = "reich"
  tags    = ["hero"]
  stats   = { skills = ["mind_control", "telekinesis"], long_range_skills = ["mind_control", "telekinesis"], cost = 5 }
  provisional = true
  note    = "The book prints no Hero: the Reich's occult research gives the two LOS skills the book describes, Mind Control and Telekinesis, both long-range as their text says (in LOS)."
}

# NATO and Soviet allies

item "nato-ranger-captain" {
  rule    = "heroes.counters"
  name    = "Ranger Captain"
  faction = "nato"
  tags    = ["hero"]
  stats   = { skills = ["recruit", "search", "slay"], long_range_skills = [], dv = 1, cost = 5 }
  provisional = true
  note    = "The book prints no Hero: a special-forces officer with the close-range infantry skills and +1 DV for the unit he keeps in cover."
}

item "nato-field-medic" {
  rule    = "heroes.counters"
  name    = "Field Medic"
  faction = "nato"
  tags    = ["hero"]
  stats   = { skills = ["heal", "search"], long_range_skills = [], cost = 5 }
  provisional = true
  note    = "The book prints no Hero: a medic gives a non-specialized unit the Heal skill (1.2 limits Heal to specialized units in play) and searches like any Hero."
}

# The Black Hand

item "black-hand-prophet" {
  rule    = "heroes.counters"
  name    = "Prophet"
  faction = "black-hand"
  tags    = ["hero"]
  stats   = { skills = ["terror", "pyrokinesis"], long_range_skills = ["terror", "pyrokinesis"], cost = 5 }
  provisional = true
  note    = "The book prints no Hero: the cult's seer carries the fear and fire skills; Terror is long-range as its text says (in LOS), Pyrokinesis is read as long-range too."
}

item "black-hand-necromancer" {
  rule    = "heroes.counters"
  name    = "Necromancer"
  faction = "black-hand"
  tags    = ["hero"]
  stats   = { skills = ["reanimate"], long_range_skills = [], av = 1, cost = 5 }
  provisional = true
  note    = "The book prints no Hero: a reanimator raising Reanimated from corpses (close-range), with +1 AV for the dead he drives on."
}

# The White Hand

item "white-hand-reanimator" {
  rule    = "heroes.counters"
  name    = "Reanimator"
  faction = "white-hand"
  tags    = ["hero"]
  stats   = { skills = ["reanimate", "telekinesis"], long_range_skills = ["telekinesis"], cost = 5 }
  provisional = true
  note    = "The book prints no Hero: the White Hand's reanimators raise Skinless (1.4); Telekinesis added as its long-range skill."
}

item "white-hand-slayer" {
  rule    = "heroes.counters"
  name    = "Slayer"
  faction = "white-hand"
  tags    = ["hero"]
  stats   = { skills = ["slay", "charge"], long_range_skills = [], av = 1, cost = 5 }
  provisional = true
  note    = "The book prints no Hero: an assault specialist with both assault skills and +1 AV."
}

# The Independents

item "independent-mercenary" {
  rule    = "heroes.counters"
  name    = "Mercenary"
  faction = "independent"
  tags    = ["hero"]
  stats   = { skills = ["recruit", "search"], long_range_skills = [], av = 1, dv = 1, cost = 5 }
  provisional = true
  note    = "The book prints no Hero: a gun for hire who finds and hires others (recruit, search), +1 AV and +1 DV."
}

item "independent-engineer" {
  rule    = "heroes.counters"
  name    = "Engineer"
  faction = "independent"
  tags    = ["hero"]
  stats   = { skills = ["engineer", "search"], long_range_skills = [], cost = 5 }
  provisional = true
  note    = "The book prints no Hero: a sapper who lends Engineering (1.2 limits it to specialized units in play) to the unit he joins."
}
