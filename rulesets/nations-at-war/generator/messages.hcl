# The battle generator's refusals and narrative lines (generator/generator.lua), as messages each reader is told in their language.

message "generator.objective-whose" {
  rule = "generator.next-line"
  text = "name the side whose objective it is"
}

message "generator.objective-own" {
  rule = "generator.next-line"
  text = "each side places its own objectives"
}

message "generator.objectives-placed" {
  rule = "generator.next-line"
  text = "{side} has placed its {n} objective(s)"
}

message "generator.objective-not-enemy-rows" {
  rule = "generator.next-line"
  text = "{hex} is not in the last {depth} rows of {enemy}'s side"
}

message "generator.first-not-next-line" {
  rule = "generator.next-line"
  text = "only a To the Next Line battle keeps a formation out of the cup"
}

message "generator.first-not-own" {
  rule = "generator.next-line"
  text = "{formation} is no formation of the side ending its setup"
}

message "generator.first-no-unit" {
  rule = "generator.next-line"
  text = "{formation} has no unit"
}

message "generator.reserves-phase" {
  rule = "generator.reserves"
  text = "reserves enter in the Operations phase of a To the Next Line battle"
}

message "generator.not-reserve" {
  rule = "generator.reserves"
  text = "{unit} is not held in reserve"
}

message "generator.reserves-held" {
  rule = "generator.reserves"
  text = "{side}'s reserves did not roll 6 or more this turn"
}

message "generator.not-edge" {
  rule = "generator.reserves"
  text = "{hex} is not on {side}'s own edge"
}

message "generator.entry-enemy-hex" {
  rule = "generator.reserves"
  text = "{hex} holds an enemy unit"
}

message "generator.nothing-to-generate" {
  rule = "generator.points"
  text = "no battle to generate: the setup is over"
}

message "generator.points-to-buy" {
  rule = "generator.points"
  text = "{side} has {points} points to buy its force"
}

message "generator.battle-length" {
  rule = "generator.length"
  text = "{maps} map(s): the battle lasts {turns} turns, {markers} End of Turn markers"
}

message "generator.defender-names" {
  rule = "generator.objectives"
  text = "{side} names {n} objective(s) (set_objective)"
}

message "generator.defender-names-unnamed" {
  rule = "generator.objectives"
  text = "the defender names {n} objective(s) (set_objective)"
}

message "generator.each-places" {
  rule = "generator.next-line"
  text = "each side places {n} objective(s) of its own in the enemy's last {depth} rows (set_objective)"
}

message "generator.buy-phase" {
  rule = "generator.points"
  text = "units are bought in a generated battle's setup"
}

message "generator.not-battle-formation" {
  rule = "generator.points"
  text = "{formation} is no formation of this battle"
}

message "generator.formation-of" {
  rule = "generator.points"
  text = "{formation} is {side}'s"
}

message "generator.not-on-roster" {
  rule = "generator.points"
  text = "{type} is not on {side}'s list"
}

message "generator.no-cost" {
  rule = "generator.points"
  text = "{type} has no point cost"
}

message "generator.too-few-points" {
  rule = "generator.points"
  text = "{type} costs {cost} points; {side} has {have}"
}

message "generator.no-reserves" {
  rule = "generator.reserves"
  text = "only a To the Next Line battle holds units in reserve"
}

message "generator.reserve-hex" {
  rule = "generator.reserves"
  text = "a unit held in reserve is set up off the map: name no hex"
}

message "generator.name-hex" {
  rule = "generator.points"
  text = "name the hex the unit sets up in, or buy it as a reserve"
}

message "generator.not-in-zone" {
  rule = "generator.next-line"
  text = "{hex} is not within {depth} hexes of {side}'s edge"
}

message "generator.may-not-stand" {
  rule = "generator.points"
  text = "{type} may not stand in {hex}"
}

message "generator.buy-enemy-hex" {
  rule = "generator.points"
  text = "{hex} holds an enemy unit"
}

message "generator.hq-here" {
  rule = "generator.points"
  text = "{hex} holds an HQ already"
}

message "generator.hq-needs-platoon" {
  rule = "generator.points"
  text = "an HQ is set up with a {type} platoon of its formation"
}

message "generator.hq-bought" {
  rule = "generator.points"
  text = "{formation} has its {type} already"
}

message "generator.two-combat-units" {
  rule = "generator.points"
  text = "{hex} holds two combat units"
}

message "generator.buys-reserve" {
  rule = "generator.reserves"
  text = "{side} buys {unit} ({type}) for {cost} points and holds it in reserve: {left} left"
}

message "generator.buys" {
  rule = "generator.points"
  text = "{side} buys {unit} ({type}) for {cost} points at {hex}: {left} left"
}

message "generator.objectives-phase" {
  rule = "generator.objectives"
  text = "objectives are named in a Defender vs. Attacker or To the Next Line setup"
}

message "generator.objectives-named" {
  rule = "generator.objectives"
  text = "every objective is named"
}

message "generator.objectives-all-placed" {
  rule = "generator.next-line"
  text = "every side has placed its objectives"
}

message "generator.objectives-defender" {
  rule = "generator.defender-attacker"
  text = "the defender names the objectives"
}

message "generator.not-objective-hex" {
  rule = "generator.objectives"
  text = "{hex} is no Town, Bridge, Hill or crossroads hex"
}

message "generator.objective-already" {
  rule = "generator.objectives"
  text = "{hex} is an objective already"
}

message "generator.objective-placed" {
  rule = "generator.next-line"
  text = "{side} places its objective in {hex} ({n} of {of})"
}

message "generator.objective-named" {
  rule = "generator.objectives"
  text = "{side} names {hex} an objective ({n} of {of})"
}

message "generator.objective-named-unnamed" {
  rule = "generator.objectives"
  text = "the defender names {hex} an objective ({n} of {of})"
}

message "generator.spent-too-little" {
  rule = "generator.points"
  text = "{side} has spent {spent} of its {points} points: half at least first"
}

message "generator.objectives-named-count" {
  rule = "generator.objectives"
  text = "{side} has named {n} of its {of} objectives"
}

message "generator.objectives-placed-count" {
  rule = "generator.next-line"
  text = "{side} has placed {n} of its {of} objectives"
}

message "generator.end-setup-phase" {
  rule = "generator.points"
  text = "end_setup ends a generated battle's setup"
}

message "generator.ends-keeping" {
  rule = "generator.next-line"
  text = "{side} ends its setup and keeps {formation} out of the cup ({n} to activate first)"
}

message "generator.all-end-keeping" {
  rule = "generator.next-line"
  text = "every side ends its setup and keeps {formation} out of the cup ({n} to activate first)"
}

message "generator.ends" {
  rule = "generator.points"
  text = "{side} ends its setup"
}

message "generator.all-end" {
  rule = "generator.points"
  text = "every side ends its setup"
}

message "generator.meeting-first" {
  rule = "generator.meeting"
  text = "{high} rolls higher and has chosen the map; {low}'s {formation} activates first"
}

message "generator.meeting-first-none" {
  rule = "generator.meeting"
  text = "{high} rolls higher and has chosen the map; {low}'s none activates first"
}

message "generator.chaos-added" {
  rule = "generator.chaos"
  text = "{side} rolls higher and adds a Chaos marker to the cup"
}

message "generator.chaos-turn" {
  rule = "generator.chaos"
  text = "Chaos rolls {a} and {b}: a Chaos marker joins the cup on turn {turn}"
}

# a formation kept out of the cup activates first (the rule is passed: generator.meeting or generator.next-line)
message "generator.first-off-map" {
  rule = "generator.meeting"
  text = "{formation} would activate first but has no unit on the map"
}

message "generator.first-activates" {
  rule = "generator.meeting"
  text = "{formation} activates first, without a draw"
}

message "generator.reserves-released" {
  rule = "generator.reserves"
  text = "{side} rolls {roll} + turn {turn} = {total}: its {n} reserve unit(s) may enter this turn"
}

message "generator.reserves-wait" {
  rule = "generator.reserves"
  text = "{side} rolls {roll} + turn {turn} = {total}, under {need}: its reserves wait"
}

message "generator.may-not-enter" {
  rule = "generator.reserves"
  text = "{unit} may not enter {hex}"
}

message "generator.entered" {
  rule = "generator.reserves"
  text = "{unit} enters from reserve at {hex}, in command on its first activation"
}

message "generator.chaos-joins" {
  rule = "generator.chaos"
  text = "the Chaos marker joins the cup"
}

message "generator.chaos-leaves" {
  rule = "generator.chaos"
  text = "a {roll}: the Chaos marker leaves the game"
}

message "generator.chaos-stays" {
  rule = "generator.chaos"
  text = "a {roll}: the Chaos marker stays"
}

message "generator.wins-points" {
  rule = "generator.meeting"
  text = "{side} wins: {points} points destroyed"
}

message "generator.draw-points" {
  rule = "generator.meeting"
  text = "draw: {points} points destroyed"
}

message "generator.wins-score" {
  rule = "generator.defender-attacker"
  text = "{side} wins: {score} points"
}

message "generator.draw-score" {
  rule = "generator.defender-attacker"
  text = "draw: {score} points"
}

message "generator.wins-captured" {
  rule = "generator.next-line"
  text = "{side} wins: {captured} objectives captured"
}

message "generator.wins-points-captured" {
  rule = "generator.next-line"
  text = "{side} wins on points: {captured} objectives captured; {points} points destroyed"
}

message "generator.draw-captured" {
  rule = "generator.next-line"
  text = "draw: {captured} objectives captured; {points} points destroyed"
}

message "generator.first-formation-roll" {
  rule = "generator.meeting"
  text = "{side} 1d6 for the first formation"
}

message "generator.chaos-roll" {
  rule = "generator.chaos"
  text = "{side} 1d6 for Chaos"
}

message "generator.reserves-roll" {
  rule = "generator.reserves"
  text = "{side} 1d6 + turn for its reserves"
}

message "generator.chaos-stays-roll" {
  rule = "generator.chaos"
  text = "1d6: does the Chaos marker stay"
}
