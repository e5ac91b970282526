# The battle generator (14): a generated battle starts in the battle-setup phase with no unit;
# its step sets the points, the length and the End of Turn markers, the sides buy their forces
# (buy), the defender of 14.2 names the objectives (set_objective), and each side ends its setup
# (end_setup). Costs are generator/points.hcl's (provisional): M4 Sherman and Pz IVG 45, M3 Lee
# 40, HQs 10, German rifles 20, Soviet rifles 18, T-34 45. Fixtures of this file are prefixed
# gen-.

# The meeting engagement as its scenario sets it up, the generator's step run: 300 points a side.
fixture "gen-meeting-begun" {
  ruleset  = "nations-at-war"
  scenario = "meeting-engagement"
  begin    = true
}

# The same battle laid out by hand, its step already run (points as given), so that a case may
# place units of its own: the Americans' edge is the south (rows 11-12), the Germans' the north.
fixture "gen-meeting" {
  ruleset = "nations-at-war"
  map     = "crossroads"
  phase   = "battle-setup"
  turn    = 0
  points  = { american = 300, german = 300 }
  options = {
    generator = "meeting"
    victory   = "points"
    points    = 300
    edges     = { american = "south", german = "north" }
    forces    = { american = ["ccb"], german = ["panzer-abteilung", "panzergrenadier"] }
    roster = {
      american = ["hq-m3-lee", "m3-lee", "m4-sherman", "us-armored-infantry"]
      german   = ["hq-pz-ivg", "hq-german-rifle", "pz-ivg", "german-rifle"]
    }
  }
  formation "ccb" { side = "american" }
  formation "panzer-abteilung" { side = "german" }
  formation "panzergrenadier" { side = "german" }
}

# Defender vs. Attacker on the bridgehead: the Soviets attack with 300 points from the west edge
# (columns A-B), the Germans defend with a third, 100, and name one objective.
fixture "gen-defender-attacker-begun" {
  ruleset  = "nations-at-war"
  scenario = "defender-attacker"
  begin    = true
}

# Both sides of the meeting engagement buy more than half their points: the Americans an M3 Lee
# with its HQ, two Shermans and an armored infantry platoon (170), the Germans three Pz IVGs with their HQ (145) and a
# fourth (190).
fixture "gen-meeting-bought" {
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "m3-lee"
    formation = "ccb"
    hex       = "D12"
  }
  action "buy" {
    type      = "hq-m3-lee"
    formation = "ccb"
    hex       = "D12"
  }
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
    hex       = "D12"
  }
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
    hex       = "D11"
  }
  action "buy" {
    type      = "us-armored-infantry"
    formation = "ccb"
    hex       = "D11"
  }
  action "buy" {
    type      = "pz-ivg"
    formation = "panzer-abteilung"
    hex       = "D1"
  }
  action "buy" {
    type      = "hq-pz-ivg"
    formation = "panzer-abteilung"
    hex       = "D1"
  }
  action "buy" {
    type      = "pz-ivg"
    formation = "panzer-abteilung"
    hex       = "D1"
  }
  action "buy" {
    type      = "pz-ivg"
    formation = "panzer-abteilung"
    hex       = "D2"
  }
  action "buy" {
    type      = "pz-ivg"
    formation = "panzer-abteilung"
    hex       = "D2"
  }
}

# ---- the step: points, length, End of Turn markers [generator.points, generator.length] ------

case "a meeting engagement gives each side its points; one map: seven turns, two End of Turn markers" {
  rules   = ["generator.points", "generator.length", "generator.meeting"]
  fixture = "gen-meeting-begun"
  expect {
    phase        = "battle-setup"
    turn         = 0
    vars         = { last_turn = 7, gen_et = 2 }
    log_contains = ["american has 300 points to buy its force", "german has 300 points to buy its force", "1 map(s): the battle lasts 7 turns, 2 End of Turn markers"]
  }
}

# 14.1's bands: 501-750 points a side call for 2 End of Turn markers, 751-1000 for 3 (the bands
# share their ends as printed; a shared end takes the smaller band). One map here whatever the
# points: the length stays seven turns.
case "751 points a side: three End of Turn markers" {
  rules   = ["generator.meeting", "generator.length"]
  fixture = "gen-meeting"
  options = {
    generator = "meeting"
    victory   = "points"
    points    = 751
  }
  begin = true
  expect {
    vars         = { gen_et = 3, last_turn = 7 }
    log_contains = ["american has 751 points to buy its force"]
  }
}

case "750 points a side: still two End of Turn markers" {
  rules   = ["generator.meeting"]
  fixture = "gen-meeting"
  options = {
    generator = "meeting"
    victory   = "points"
    points    = 750
  }
  begin = true
  expect {
    vars = { gen_et = 2 }
  }
}

# A generated battle ends after its last turn, not before: turn 1's last End of Turn marker
# drawn, play goes on to turn 2 with no result.
case "a seven-turn battle goes on after turn 1" {
  rules   = ["generator.length"]
  fixture = "gen-desert"
  vars    = { last_turn = 7 }
  cup     = ["end-of-turn"]
  draws   = ["end-of-turn"]
  action "draw" {}
  expect {
    turn   = 2
    phase  = "operations"
    result = ""
  }
}

case "a side buys a unit for its cost and sets it up at its own edge" {
  rules   = ["generator.points"]
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
    hex       = "E12"
  }
  expect {
    hex "E12" { unit_types = ["m4-sherman"] }
    log_contains = ["american buys m4-sherman-1 (m4-sherman) for 45 points at E12: 255 left"]
  }
}

# ---- what buy forbids ------------------------------------------------------------------------

case "buy: no unit is bought once play has begun" {
  rules   = ["generator.points"]
  fixture = "soviet-rifles"
  action "buy" {
    type      = "soviet-rifle"
    formation = "soviet-rifles"
    hex       = "C3"
  }
  expect {
    rejected = { code = "wrong_phase", rule = "generator.points" }
  }
}

case "buy: a unit joins only a formation of the battle" {
  rules   = ["generator.points"]
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "m4-sherman"
    formation = "soviet-rifles"
    hex       = "E12"
  }
  expect {
    rejected = { code = "bad_formation", rule = "generator.points" }
  }
}

case "buy: the German seat buys nothing into the American formation" {
  rules   = ["generator.points"]
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
    hex       = "E12"
    by        = "german"
  }
  expect {
    rejected = { code = "not_yours", rule = "generator.points" }
  }
}

case "buy: a side buys only the types of its own list" {
  rules   = ["generator.points"]
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "panther"
    formation = "ccb"
    hex       = "E12"
  }
  expect {
    rejected = { code = "not_on_roster", rule = "generator.points" }
  }
}

case "buy: a unit costing more than the points left is not bought" {
  rules   = ["generator.points"]
  fixture = "gen-meeting"
  points  = { american = 40, german = 300 }
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
    hex       = "E12"
  }
  expect {
    rejected = { code = "too_few_points", rule = "generator.points" }
  }
}

case "buy: the last points buy a unit that costs them all" {
  rules   = ["generator.points"]
  fixture = "gen-meeting"
  points  = { american = 40, german = 300 }
  action "buy" {
    type      = "m3-lee"
    formation = "ccb"
    hex       = "E12"
  }
  expect {
    hex "E12" { unit_types = ["m3-lee"] }
    log_contains = ["for 40 points at E12: 0 left"]
  }
}

case "buy: a unit set up on the map names its hex" {
  rules   = ["generator.points"]
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
  }
  expect {
    rejected = { code = "bad_param", rule = "generator.points" }
  }
}

# The deployment zone is the two rows nearest the side's own edge (provisional, generator-rules
# "deploy"): row 11 is in it, row 10 is not.
case "buy: the Americans set up no farther than two hexes from their edge" {
  rules   = ["generator.points", "generator.next-line"]
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
    hex       = "E10"
  }
  expect {
    rejected = { code = "not_deployment", rule = "generator.next-line" }
  }
}

case "buy: a unit is not set up in an enemy hex" {
  rules   = ["generator.points"]
  fixture = "gen-meeting"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "F12"
  }
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
    hex       = "F12"
  }
  expect {
    rejected = { code = "enemy_hex", rule = "generator.points" }
  }
}

case "buy: a hex holds no more than two combat units" {
  rules   = ["generator.points", "stacking.limit"]
  fixture = "gen-meeting"
  unit "s1" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "F12"
  }
  unit "s2" {
    type      = "m4-sherman"
    side      = "american"
    formation = "ccb"
    at        = "F12"
  }
  action "buy" {
    type      = "m3-lee"
    formation = "ccb"
    hex       = "F12"
  }
  expect {
    rejected = { code = "stacking_limit", rule = "stacking.limit" }
  }
}

case "buy: an HQ is set up with a platoon of its formation that it commands" {
  rules   = ["generator.points", "hq.definition"]
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "hq-m3-lee"
    formation = "ccb"
    hex       = "E12"
  }
  expect {
    rejected = { code = "hq_alone", rule = "hq.definition" }
  }
}

case "buy: an HQ set up with its M3 Lee platoon" {
  rules   = ["generator.points", "hq.definition"]
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "m3-lee"
    formation = "ccb"
    hex       = "E12"
  }
  action "buy" {
    type      = "hq-m3-lee"
    formation = "ccb"
    hex       = "E12"
  }
  expect {
    hex "E12" { unit_types = ["m3-lee", "hq-m3-lee"] }
    log_contains = ["for 10 points at E12: 250 left"]
  }
}

case "buy: a formation has one HQ of a type" {
  rules   = ["generator.points", "hq.definition"]
  fixture = "gen-meeting"
  unit "lee1" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "E12"
  }
  unit "hq" {
    type      = "hq-m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "E12"
  }
  unit "lee2" {
    type      = "m3-lee"
    side      = "american"
    formation = "ccb"
    at        = "F12"
  }
  action "buy" {
    type      = "hq-m3-lee"
    formation = "ccb"
    hex       = "F12"
  }
  expect {
    rejected = { code = "hq_stacking", rule = "hq.definition" }
  }
}

case "buy: a hex holds one HQ" {
  rules   = ["generator.points", "hq.stacking"]
  fixture = "gen-meeting"
  unit "pz" {
    type      = "pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "E1"
  }
  unit "rifles" {
    type      = "german-rifle"
    side      = "german"
    formation = "panzergrenadier"
    at        = "E1"
  }
  unit "pzhq" {
    type      = "hq-pz-ivg"
    side      = "german"
    formation = "panzer-abteilung"
    at        = "E1"
  }
  action "buy" {
    type      = "hq-german-rifle"
    formation = "panzergrenadier"
    hex       = "E1"
  }
  expect {
    rejected = { code = "hq_stacking", rule = "hq.stacking" }
  }
}

# ---- end_setup [generator.points, generator.meeting, generator.chaos] ------------------------

case "end_setup: a side ends its setup only once it has spent half its points" {
  rules   = ["generator.points"]
  fixture = "gen-meeting-begun"
  action "buy" {
    type      = "m4-sherman"
    formation = "ccb"
    hex       = "E12"
  }
  action "end_setup" { by = "american" }
  expect {
    rejected = { code = "setup_unfinished", rule = "generator.points" }
    phase    = "battle-setup"
  }
}

case "end_setup: there is no setup to end once play has begun" {
  rules   = ["generator.points"]
  fixture = "soviet-rifles"
  action "end_setup" {}
  expect {
    rejected = { code = "wrong_phase", rule = "generator.points" }
  }
}

# The setup ends: the American die 2, the German 5 (the roll for the first formation): the
# Americans roll lower, their CCB activates first without a draw and its marker stays out of
# the cup on turn 1; the cup holds the Panzer-Abteilung and the two End of Turn markers. The
# Chaos dice 4 and 3: the Chaos marker joins the cup on turn 3.
case "end_setup: the lower roller's formation activates first; Chaos waits for the turn of the lower die" {
  rules   = ["generator.points", "generator.meeting", "generator.chaos"]
  fixture = "gen-meeting-bought"
  dice    = [2, 5, 4, 3]
  action "end_setup" {}
  expect {
    phase            = "operations"
    turn             = 1
    active_formation = "ccb"
    cup { contents = ["panzer-abteilung", "end-of-turn", "end-of-turn"] }
    vars = { gen_chaos_turn = 3 }
  }
}

# Turn 1 ends with both End of Turn markers; from turn 2 the CCB is drawn from the cup as any
# formation (the Panzer-Abteilung, which never activated, keeps one End of Turn marker out:
# turn.formation-not-activated).
case "from turn 2 the formation that went first is drawn from the cup like the others" {
  rules   = ["generator.meeting"]
  fixture = "gen-meeting-bought"
  dice    = [2, 5, 4, 3]
  draws   = ["end-of-turn", "end-of-turn"]
  action "end_setup" {}
  action "end_activation" {}
  action "draw" {}
  action "draw" {}
  expect {
    turn  = 2
    phase = "operations"
    cup { contents = ["ccb", "end-of-turn", "panzer-abteilung"] }
  }
}

# Ties are rolled again: 4 and 4, then the Americans 6 and the Germans 1: the Germans roll lower
# and their only formation in play, the Panzer-Abteilung, goes first.
case "a tied roll for the first formation is rolled again; the lower roller goes first" {
  rules   = ["generator.meeting"]
  fixture = "gen-meeting-bought"
  dice    = [4, 4, 6, 1, 5, 5]
  action "end_setup" {}
  expect {
    active_formation = "panzer-abteilung"
    cup { contents = ["ccb", "end-of-turn", "end-of-turn"] }
    vars = { gen_chaos_turn = 5 }
  }
}

# ---- Chaos in a generated battle [generator.chaos] --------------------------------------------

# A generated battle's play, past its setup: the desert field of turn.hcl under a meeting
# engagement's options.
fixture "gen-desert" {
  fixture = "turn-desert"
  options = {
    generator = "meeting"
    victory   = "points"
    points    = 300
  }
}

case "the Chaos marker joins the cup on the turn its die named" {
  rules   = ["generator.chaos"]
  fixture = "gen-desert"
  vars    = { gen_chaos_turn = 1 }
  cup     = ["14th-infantry", "end-of-turn"]
  begin   = true
  expect {
    cup { contents = ["14th-infantry", "end-of-turn", "chaos"] }
    vars         = { chaos_returns = 1 }
    log_contains = ["the Chaos marker joins the cup"]
  }
}

case "before its turn the Chaos marker stays out of the cup" {
  rules   = ["generator.chaos"]
  fixture = "gen-desert"
  vars    = { gen_chaos_turn = 2 }
  cup     = ["14th-infantry", "end-of-turn"]
  begin   = true
  expect {
    cup { contents = ["14th-infantry", "end-of-turn"] }
  }
}

# Drawn, the marker throws its 2d6 on the Chaos Table (3 and 4: 7, nothing happens), then the
# generator's 1d6: a 3 keeps it in the game (it goes back into the cup at Marker Removal)...
case "a drawn Chaos marker stays in the game on 3 or more" {
  rules   = ["generator.chaos", "chaos.removal"]
  fixture = "gen-desert"
  vars    = { chaos_returns = 1 }
  cup     = ["chaos", "14th-infantry", "end-of-turn"]
  draws   = ["chaos"]
  dice    = [3, 4, 3]
  action "draw" {}
  expect {
    vars         = { chaos_returns = 1 }
    log_contains = ["a 3: the Chaos marker stays"]
  }
}

# ... a 2 takes it out for the rest of the game.
case "a drawn Chaos marker leaves the game on 1 or 2" {
  rules   = ["generator.chaos", "chaos.removal"]
  fixture = "gen-desert"
  vars    = { chaos_returns = 1 }
  cup     = ["chaos", "14th-infantry", "end-of-turn"]
  draws   = ["chaos"]
  dice    = [3, 4, 2]
  action "draw" {}
  expect {
    vars         = { chaos_returns = 0 }
    log_contains = ["a 2: the Chaos marker leaves the game"]
  }
}

# ---- Defender vs. Attacker [generator.defender-attacker, generator.objectives] ----------------

case "defender vs. attacker: the defender gets a third of the attacker's points and names one objective on one map" {
  rules   = ["generator.defender-attacker", "generator.objectives", "generator.length"]
  fixture = "gen-defender-attacker-begun"
  expect {
    vars         = { last_turn = 7, gen_et = 2 }
    log_contains = ["soviet has 300 points to buy its force", "german has 100 points to buy its force", "german names 1 objective(s) (set_objective)"]
  }
}

case "the defender sets up anywhere on the map" {
  rules   = ["generator.defender-attacker"]
  fixture = "gen-defender-attacker-begun"
  action "buy" {
    type      = "german-rifle"
    formation = "panzergrenadier"
    hex       = "L9"
  }
  expect {
    hex "L9" { unit_types = ["german-rifle"] }
    log_contains = ["for 20 points at L9: 80 left"]
  }
}

case "the attacker sets up within two hexes of its own edge" {
  rules   = ["generator.defender-attacker", "generator.next-line"]
  fixture = "gen-defender-attacker-begun"
  action "buy" {
    type      = "t-34"
    formation = "soviet-tanks"
    hex       = "B4"
  }
  action "buy" {
    type      = "t-34"
    formation = "soviet-tanks"
    hex       = "C4"
  }
  expect {
    rejected = { code = "not_deployment", rule = "generator.next-line" }
    hex "B4" { unit_types = ["t-34"] }
  }
}

case "the defender names a Town hex an objective" {
  rules   = ["generator.objectives", "generator.defender-attacker"]
  fixture = "gen-defender-attacker-begun"
  action "set_objective" {
    hex = "L9"
    by  = "german"
  }
  expect {
    marker "L9" "objective" { present = true }
    log_contains = ["german names L9 an objective (1 of 1)"]
  }
}

case "a crossroads is an objective hex" {
  rules   = ["generator.objectives"]
  fixture = "gen-defender-attacker-begun"
  action "set_objective" { hex = "D9" }
  expect {
    marker "D9" "objective" { present = true }
  }
}

case "a Hill hex is an objective hex" {
  rules   = ["generator.objectives"]
  fixture = "gen-defender-attacker-begun"
  action "set_objective" { hex = "O11" }
  expect {
    marker "O11" "objective" { present = true }
  }
}

case "a Bridge hex is an objective hex" {
  rules   = ["generator.objectives"]
  fixture = "gen-defender-attacker-begun"
  action "set_objective" { hex = "H4" }
  expect {
    marker "H4" "objective" { present = true }
  }
}

case "set_objective: open ground is no objective" {
  rules   = ["generator.objectives"]
  fixture = "gen-defender-attacker-begun"
  action "set_objective" { hex = "B2" }
  expect {
    rejected = { code = "not_objective", rule = "generator.objectives" }
  }
}

# B4 lies on the north road, but only two of its neighbours carry road: no crossroads.
case "set_objective: a road hex that is no crossroads is no objective" {
  rules   = ["generator.objectives"]
  fixture = "gen-defender-attacker-begun"
  action "set_objective" { hex = "B4" }
  expect {
    rejected = { code = "not_objective", rule = "generator.objectives" }
  }
}

case "set_objective: one map calls for one objective, and no more" {
  rules   = ["generator.objectives"]
  fixture = "gen-defender-attacker-begun"
  action "set_objective" { hex = "L9" }
  action "set_objective" { hex = "D4" }
  expect {
    rejected = { code = "objectives_set", rule = "generator.objectives" }
    marker "D4" "objective" { present = false }
  }
}

case "set_objective: the attacker names no objective" {
  rules   = ["generator.objectives", "generator.defender-attacker"]
  fixture = "gen-defender-attacker-begun"
  action "set_objective" {
    hex = "L9"
    by  = "soviet"
  }
  expect {
    rejected = { code = "not_yours", rule = "generator.defender-attacker" }
  }
}

case "set_objective: a meeting engagement has no objectives to name" {
  rules   = ["generator.objectives", "generator.meeting"]
  fixture = "gen-meeting-begun"
  action "set_objective" { hex = "E3" }
  expect {
    rejected = { code = "wrong_phase", rule = "generator.objectives" }
  }
}

case "set_objective: no objective is named once play has begun" {
  rules   = ["generator.objectives"]
  fixture = "soviet-rifles"
  action "set_objective" { hex = "C3" }
  expect {
    rejected = { code = "wrong_phase", rule = "generator.objectives" }
  }
}

# The defender spent 60 of its 100 points (three rifle platoons) but has named no objective yet.
case "end_setup: the defender ends its setup only once its objectives are named" {
  rules   = ["generator.points", "generator.objectives"]
  fixture = "gen-defender-attacker-begun"
  action "buy" {
    type      = "german-rifle"
    formation = "panzergrenadier"
    hex       = "L9"
  }
  action "buy" {
    type      = "german-rifle"
    formation = "panzergrenadier"
    hex       = "K9"
  }
  action "buy" {
    type      = "german-rifle"
    formation = "panzergrenadier"
    hex       = "L8"
  }
  action "end_setup" { by = "german" }
  expect {
    rejected = { code = "setup_unfinished", rule = "generator.points" }
  }
}

case "end_setup: with its objective named the defender's setup is done" {
  rules   = ["generator.points", "generator.objectives"]
  fixture = "gen-defender-attacker-begun"
  action "buy" {
    type      = "german-rifle"
    formation = "panzergrenadier"
    hex       = "L9"
  }
  action "buy" {
    type      = "german-rifle"
    formation = "panzergrenadier"
    hex       = "K9"
  }
  action "buy" {
    type      = "german-rifle"
    formation = "panzergrenadier"
    hex       = "L8"
  }
  action "set_objective" { hex = "L9" }
  action "end_setup" { by = "german" }
  expect {
    phase        = "battle-setup"
    log_contains = ["german ends its setup"]
  }
}

# ---- who wins a Defender vs. Attacker battle [generator.defender-attacker] --------------------

# scenarios.hcl's last turn: the Germans (defenders) hold C3, the Americans (attackers) F7.
case "each objective is worth 100 to the attacker and 50 to the defender" {
  rules   = ["generator.defender-attacker", "scenarios.control"]
  fixture = "scenarios-game-ends"
  options = {
    objectives = ["C3", "F7"]
    victory    = "attacker-defender"
    attacker   = "american"
  }
  expect {
    result = "american wins: american 100, german 50 points"
    victory {
      winner   = "american"
      american = 100
      german   = 50
    }
  }
}

case "a defender holding the only objective wins on 50 points" {
  rules   = ["generator.defender-attacker", "scenarios.control"]
  fixture = "scenarios-game-ends"
  options = {
    objectives = ["C3"]
    victory    = "attacker-defender"
    attacker   = "american"
  }
  expect {
    result = "german wins: german 50, american 0 points"
    victory { winner = "german" }
  }
}
