# The fire area's refusals and lines in the game's narrative (fire/lib/attack.lua), each reader
# seeing them in their language (locales/<lang>.hcl translates them).

message "fire.enemy-only" {
  rule = "fire.ranged-combat"
  text = "a unit fires at enemy units only"
}



message "fire.beyond-limited-range" {
  rule = "fire.fixed-range"
  text = "{target} is {d} hexes away; the limited range is {range}"
}

message "fire.beyond-extended-range" {
  rule = "fire.extended-range"
  text = "{target} is {d} hexes away; twice the range of {range} is {twice}"
}

message "fire.weak-at-extended-range" {
  rule = "fire.extended-range"
  text = "{target} is at extended range and {unit}'s unmodified firepower 1 at To-Hit 6 cannot fire there"
  names = { unit = "unit_type" }
}

message "fire.attack-dice" {
  rule = "fire.to-hit"
  text = "{unit} fires {weapon} at {target}, {d} hexes: {dice} dice needing {need}+ ({faces}): {hits} hit(s)"
}

message "fire.defence-dice" {
  rule = "fire.terrain-defence"
  text = "{unit} throws {dice} defence dice needing {need}+ ({faces}): {saved} hit(s) cancelled"
}

message "fire.ops-complete" {
  rule = "fire.ops-complete"
  text = "{unit} is Ops Complete"
}

message "opportunity-fire.enemy-only" {
  rule = "fire.ranged-combat"
  text = "a unit fires at enemy units only"
}

message "fire.defense-bonus" {
  rule = "fire.defence-bonus"
  text = "Defense Bonus"
}

message "fire.defence-dice-name" {
  rule = "fire.armor-save"
  text = "defence dice"
}

message "fire.armor-factor" {
  rule = "fire.armor-save"
  text = "Armor Factor"
}

message "fire.range-name" {
  rule = "fire.range-count"
  text = "range"
}

message "fire.ap-firepower" {
  rule = "fire.dice-pool"
  text = "AP firepower"
}

message "fire.he-firepower" {
  rule = "fire.dice-pool"
  text = "HE firepower"
}

message "fire.aa-firepower" {
  rule = "fire.dice-pool"
  text = "AA firepower"
}

message "fire.weapon-firepower" {
  rule = "fire.dice-pool"
  text = "{weapon} firepower"
}

message "fire.printed" {
  rule = "fire.dice-pool"
  text = "printed"
}

message "fire.to-hit-name" {
  rule = "fire.to-hit"
  text = "To-Hit"
}

message "fire.hard-target-cap" {
  rule = "fire.defence-cap"
  text = "hard-target cap"
}

message "fire.attack-dice-roll" {
  rule = "fire.dice-pool"
  text = "attack dice"
}
