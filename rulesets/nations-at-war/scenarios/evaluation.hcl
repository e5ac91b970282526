# Evaluation [scenarios.control, generator.points]: how the computer players (core/ai: greedy,
# ai) judge a Nations at War position. A position is worth to a side the sum of these terms for
# it less the same terms for its enemy.
#
# A living unit is worth what the enemy would score for destroying it: its cost on the battle
# generator's list (14.0; generator/points.hcl, table "unit-points"), which is also the
# scenarios' tie-break (scenarios.control). Those costs are provisional (the book's list is not
# in this text), and so are these values, which copy them row for row: the evaluation block
# cannot read a table, so a change to points.hcl must be made here too.
#
# Faces (provisional: the book scores only destroyed units, so what a lost step costs is the
# project's reading): a reduced platoon has lost one of its two steps and is worth half its
# cost; a mounted face is worth its front (no entry), a reduced mounted face half. Sub-HQs have
# one step and no reduced face. The air-strike unit (p-47) counts at its cost like the others.
evaluation "victory" {
  rule  = "generator.points"
  title = "What a position is worth: the points of the units a side keeps and the objectives it holds"

  # british
  unit "crusader" {
    value = 30
    faces = { reduced = 15 }
  }
  unit "m3-grant" {
    value = 40
    faces = { reduced = 20 }
  }
  unit "british-rifle" {
    value = 20
    faces = { reduced = 10 }
  }

  # german
  unit "pz-ivg" {
    value = 45
    faces = { reduced = 22.5 }
  }
  unit "panther" {
    value = 65
    faces = { reduced = 32.5 }
  }
  unit "tiger-i" {
    value = 80
    faces = { reduced = 40 }
  }
  unit "panzer-iii" {
    value = 35
    faces = { reduced = 17.5 }
  }
  unit "german-rifle" {
    value = 20
    faces = { reduced = 10 }
  }
  unit "german-armored-infantry" {
    value = 30
    faces = { reduced = 15, "reduced-mounted" = 15 }
  }
  unit "german-motorcycle" {
    value = 25
    faces = { reduced = 12.5, "reduced-mounted" = 12.5 }
  }
  unit "german-88mm-atg" {
    value = 45
    faces = { reduced = 22.5, "reduced-mounted" = 22.5 }
  }
  unit "german-flak" {
    value = 25
    faces = { reduced = 12.5, "reduced-mounted" = 12.5 }
  }

  # soviet
  unit "soviet-rifle" {
    value = 18
    faces = { reduced = 9 }
  }
  unit "t-34" {
    value = 45
    faces = { reduced = 22.5 }
  }
  unit "ba-64" { # single step: no reduced face
    value = 15
  }

  # american
  unit "us-81mm-mortar" {
    value = 20
    faces = { reduced = 10 }
  }
  unit "m3-lee" {
    value = 40
    faces = { reduced = 20 }
  }
  unit "m4-sherman" {
    value = 45
    faces = { reduced = 22.5 }
  }
  unit "m4a1-sherman" {
    value = 45
    faces = { reduced = 22.5 }
  }
  unit "m4a4-sherman" {
    value = 45
    faces = { reduced = 22.5 }
  }
  unit "us-armored-infantry" {
    value = 30
    faces = { reduced = 15, "reduced-mounted" = 15 }
  }
  unit "us-engineers" {
    value = 30
    faces = { reduced = 15 }
  }
  unit "us-57mm-atg" {
    value = 25
    faces = { reduced = 12.5, "reduced-mounted" = 12.5 }
  }
  unit "m8-greyhound" {
    value = 20
    faces = { reduced = 10 }
  }
  unit "p-47" {
    value = 40
  }

  # italian
  unit "m13-40" {
    value = 20
    faces = { reduced = 10 }
  }
  unit "italian-rifle" {
    value = 16
    faces = { reduced = 8 }
  }

  # HQs (two steps) and sub-HQs (one step)
  unit "hq-british-rifle" {
    value = 10
    faces = { reduced = 5 }
  }
  unit "hq-crusader" {
    value = 10
    faces = { reduced = 5 }
  }
  unit "hq-german-armored-infantry" {
    value = 10
    faces = { reduced = 5, "reduced-mounted" = 5 }
  }
  unit "hq-german-rifle" {
    value = 10
    faces = { reduced = 5 }
  }
  unit "hq-italian-rifle" {
    value = 10
    faces = { reduced = 5 }
  }
  unit "hq-m13-40" {
    value = 10
    faces = { reduced = 5 }
  }
  unit "hq-m3-lee" {
    value = 10
    faces = { reduced = 5 }
  }
  unit "hq-pz-ivg" {
    value = 10
    faces = { reduced = 5 }
  }
  unit "hq-soviet-rifle" {
    value = 10
    faces = { reduced = 5 }
  }
  unit "hq-t-34" {
    value = 10
    faces = { reduced = 5 }
  }
  unit "hq-us-armored-infantry" {
    value = 10
    faces = { reduced = 5, "reduced-mounted" = 5 }
  }
  unit "shq-british-rifle" {
    value = 5
  }
  unit "shq-crusader" {
    value = 5
  }
  unit "shq-german-armored-infantry" {
    value = 5
  }
  unit "shq-german-rifle" {
    value = 5
  }
  unit "shq-italian-rifle" {
    value = 5
  }
  unit "shq-m13-40" {
    value = 5
  }
  unit "shq-m3-lee" {
    value = 5
  }
  unit "shq-pz-ivg" {
    value = 5
  }
  unit "shq-soviet-rifle" {
    value = 5
  }
  unit "shq-t-34" {
    value = 5
  }
  unit "shq-us-armored-infantry" {
    value = 5
  }

  # A leader attached to a platoon [leaders.assignment] is worth its cost (10). Support weapons
  # (hmg, bazooka, piat, atr) are carried, not attached, and the evaluation weighs only the
  # attached slot, so they add nothing here.
  attached = { leader = 10 }

  # Objectives [scenarios.control, generator.objectives]: each hex carrying an "objective"
  # marker is worth 100 to the side controlling it (14.2's points for an objective the attacker
  # takes; in the hand-made scenarios one objective more wins the game outright, worth more
  # than any platoon); 2 are taken off per hex between each objective a side lacks and its
  # nearest unit, so units close on them between fights (provisional, about a twentieth of a
  # medium tank a hex). The scenarios mark their objectives in their setups; generated battles
  # place them with set_objective. In To the Next Line each side weighs every objective alike,
  # its own and the enemy's (the provisional reading: either is a hex worth holding).
  objectives {
    rule     = "scenarios.control"
    marker   = "objective"
    held     = 100
    distance = 2
  }
}
