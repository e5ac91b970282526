# The oba area's lines in the game's narrative: nw68.say(key, params) writes them, each
# reader sees them in their language (locales/<lang>.hcl translates them).

message "oba.called-smoke" {
  rule = "oba.calling"
  text = "{unit} ({role}) calls a Smoke mission on {hexes} ({left} left)"
}

message "oba.called-barrage" {
  rule = "oba.calling"
  text = "{unit} ({role}) calls a Barrage mission on {hexes} ({left} left)"
}

message "oba.called-chemical" {
  rule = "oba.calling"
  text = "{unit} ({role}) calls a Chemical mission on {hexes} ({left} left)"
}

message "oba.called-biological" {
  rule = "oba.calling"
  text = "{unit} ({role}) calls a Biological mission on {hexes} ({left} left)"
}

message "oba.called-nuclear" {
  rule = "oba.calling"
  text = "{unit} ({role}) calls a Nuclear mission on {hexes} ({left} left)"
}

message "oba.strike-misses" {
  rule = "oba.deviation"
  text = "the strike on {hex} misses (1): the defender names the hex next to it where it lands"
}

message "oba.shifted-named" {
  rule = "oba.deviation"
  text = "the strike misses (1): the defender shifts it to {hex}, next to {aimed} (he names it)"
}

message "oba.shifted-default" {
  rule = "oba.deviation"
  text = "the strike misses (1): the defender shifts it to {hex}, next to {aimed} (he named none: the neighbour with the fewest of his units, then the most of the firer's, then by label)"
}

message "oba.shifted-automated" {
  rule = "oba.deviation"
  text = "the strike misses (1): the defender shifts it to {hex}, next to {aimed} (the ruleset plays him: the neighbour with the fewest of his units, then the most of the firer's, then by label)"
}

message "oba.already-shellholes" {
  rule = "oba.barrage"
  text = "{hex} already has shellholes"
}

message "oba.shellholes-left" {
  rule = "oba.barrage"
  text = "the Barrage leaves Shellholes in {hex}"
}

message "oba.sarin" {
  rule = "oba.chemical"
  text = "Sarin on {unit}: {roll}, {hits} hit(s)"
}

message "oba.sarin-entering" {
  rule = "oba.chemical"
  text = "Sarin on {unit} entering {hex}: {roll}, {hits} hit(s)"
}

message "oba.chemical-marked" {
  rule = "oba.chemical"
  text = "{hex} is marked Chemical until Cleanup"
}

message "oba.sarin-disperses" {
  rule = "oba.chemical-dispersal"
  text = "the Sarin in {hexes} disperses ({roll})"
}

message "oba.sarin-lingers" {
  rule = "oba.chemical-dispersal"
  text = "the Sarin in {hexes} lingers ({roll})"
}

message "oba.chemical-removed" {
  rule = "oba.chemical"
  text = "Cleanup: the Chemical markers in {hexes} are removed"
}

message "oba.no-victim" {
  rule = "oba.biological"
  text = "no infantry in {hex}: the agent finds no victim"
}

message "oba.blast-airborne" {
  rule = "oba.nuclear"
  text = "{unit} is caught in the blast in the air and destroyed"
}

message "oba.radiation-marked" {
  rule = "oba.radiation"
  text = "{hex} is marked with Radiation for the rest of the game"
}

message "oba.radiation-crossed" {
  rule = "oba.radiation"
  text = "{unit} passes through the Radiation in {hex}"
}

message "oba.conversion-nowhere" {
  rule = "oba.biological-conversion"
  text = "{unit} has nowhere to go from {hex}"
}

message "oba.turns-zealot" {
  rule = "oba.biological"
  text = "{unit} turns into a full-strength Zealot of the Black Hand"
}

message "oba.turns-reduced-zealot" {
  rule = "oba.biological"
  text = "{unit} turns into a reduced Zealot of the Black Hand"
}

message "oba.untouched" {
  rule = "oba.biological"
  text = "{unit} is untouched by the agent"
}

message "oba.agent-hit" {
  rule = "oba.biological"
  text = "{unit} takes 1 hit from the agent"
}

message "oba.agent-resisted" {
  rule = "oba.biological"
  text = "{unit} resists the agent"
}

message "oba.black-hand-immune" {
  rule = "oba.biological"
  text = "{unit} is Black Hand infantry: immune to biological agents"
}

message "oba.converted-assaults" {
  rule = "oba.biological-conversion"
  text = "{unit} shares {hex} with enemies: it assaults them"
}

message "oba.not-caller" {
  rule = "oba.calling"
  text = "{unit} is neither its formation's CO/2IC nor a recon unit (a recon aircraft only at Cruise)"
}

message "oba.no-mission-left" {
  rule  = "oba.missions"
  text  = "{side} has no {mission} mission left"
  names = { mission = "item" }
}

message "oba.nuclear-used" {
  rule = "oba.nuclear"
  text = "{side} has already made its nuclear strike this turn"
}

message "oba.caller-no-los" {
  rule = "oba.calling"
  text = "{unit} has no line of sight to {hex}"
}

message "oba.extra-hexes-count" {
  rule  = "oba.missions"
  text  = "a {mission} mission strikes the target and {want} hexes next to it; {n} named"
  names = { mission = "item" }
}

message "oba.extra-not-adjacent" {
  rule = "oba.missions"
  text = "{hex} is not next to {target}"
}

message "oba.extra-twice" {
  rule = "oba.missions"
  text = "{hex} is named twice"
}

message "oba.no-extra-hexes" {
  rule  = "oba.missions"
  text  = "a {mission} mission picks no extra hexes"
  names = { mission = "item" }
}

message "oba.no-miss-waiting" {
  rule = "oba.deviation"
  text = "no missed strike waits for the defender"
}

message "oba.deviate-not-adjacent" {
  rule = "oba.deviation"
  text = "{hex} is not next to {aimed}"
}

message "missiles.nuclear-used" {
  rule = "oba.nuclear"
  text = "{side} has already made its nuclear strike this turn"
}

message "oba.radiation-closed" {
  rule = "oba.radiation"
  text = "{hex} is a Radiation hex, closed to {unit} (radiation_access)"
}

message "planes.radiation-closed" {
  rule = "oba.radiation"
  text = "{hex} holds Radiation: no aircraft may fly into it"
}

message "oba.radiation-open" {
  rule = "oba.radiation"
  text = "Radiation open to {unit}"
}

message "oba.resists" {
  rule = "oba.biological"
  text = "{unit} resists {effect}"
}

message "oba.strike-lands" {
  rule = "oba.accuracy"
  text = "the strike lands on {hex} ({roll})"
}

message "oba.smoke-covers" {
  rule = "oba.smoke"
  text = "Level {level} smoke covers {hex}"
}

message "oba.accuracy-roll" {
  rule  = "oba.accuracy"
  text  = "{mission} accuracy on {hex}"
  names = { mission = "item" }
}

message "oba.sarin-roll" {
  rule = "oba.chemical"
  text = "Sarin {unit}"
}

message "oba.sarin-dispersal-roll" {
  rule = "oba.chemical-dispersal"
  text = "Sarin dispersal"
}

message "oba.biological-roll" {
  rule = "oba.biological"
  text = "biological attack on {unit}"
}
