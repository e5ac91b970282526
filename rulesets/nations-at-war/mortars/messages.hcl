# The mortars area's refusals and narrative lines (mortars/lib/mortars.lua, mortars/lib/hexattack.lua), as messages told in each reader's language.

message "mortars.not-mortar" {
  rule = "mortars.hex-attack"
  text = "{unit} is not a mortar: only mortars fire at a hex"
}

message "mortars.no-he" {
  rule = "mortars.hex-attack"
  text = "{unit} has no HE firepower"
}

message "mortars.own-hex" {
  rule = "mortars.hex-attack"
  text = "a mortar fires only smoke into its own hex"
}

message "mortars.out-of-range" {
  rule = "mortars.direct"
  text = "{hex} is {distance} hexes away; the mortar's limited range is {range}"
}

message "mortars.no-los" {
  rule = "mortars.direct"
  text = "{unit} does not see {hex}: indirect fire needs a spotter"
}

message "mortars.no-such-spotter" {
  rule = "mortars.indirect"
  text = "no such spotter"
}

message "mortars.spotter-formation" {
  rule = "mortars.indirect"
  text = "{spotter} is not of {unit}'s formation"
}

message "mortars.spotter-disrupted" {
  rule = "mortars.indirect"
  text = "{spotter} is Disrupted: a spotter is in Good Order"
}

message "mortars.spotter-no-los" {
  rule = "mortars.indirect"
  text = "{spotter} does not see {hex}"
}

message "mortars.smoke-fire" {
  rule = "mortars.smoke"
  text = "{unit} fires smoke at {hex}: {dice} dice needing {to_hit}+ ({faces}): {hits} hit(s)"
}

message "mortars.smoke-misses" {
  rule = "mortars.smoke"
  text = "the smoke round misses"
}

# the name of an indirect mortar attack, in the hex attack's line
message "mortars.indirect-name" {
  rule = "mortars.indirect"
  text = "{unit} (indirect, spotted by {spotter})"
}

message "mortars.ops-complete" {
  rule = "mortars.hex-attack"
  text = "{unit} is Ops Complete"
}

message "mortars.odd-hit" {
  rule = "mortars.hits"
  text = "the odd hit goes to {unit} (1d6: {roll})"
}

message "mortars.odd-hit-any" {
  rule = "mortars.hits"
  text = "an odd hit goes to {unit}"
}

# {name}: the attack, a unit id or a message naming it (air.strike-name, artillery.barrage-name, mortars.indirect-name)
message "mortars.hex-attack-dice" {
  rule  = "mortars.hex-attack"
  text  = "{name} on {hex}: {dice} dice needing {to_hit}+ ({faces}): {hits} hit(s)"
  names = { name = "message" }
}

message "mortars.hex-defence-dice" {
  rule = "mortars.defence"
  text = "{hex} throws {dice} defence dice needing {save}+ ({faces}): {saved} hit(s) cancelled"
}

message "mortars.hard-disrupted" {
  rule = "mortars.hard-targets"
  text = "{unit} is a hard target and already Disrupted: the mortar does no more"
}

message "mortars.hard-only-disrupted" {
  rule = "mortars.hard-targets"
  text = "{unit} is a hard target: the mortar only disrupts it"
}

message "mortars.no-smoke-marker" {
  rule = "mortars.smoke"
  text = "no smoke marker is declared: {hex} gets none"
}

message "mortars.smoke-placed" {
  rule = "mortars.smoke"
  text = "Smoke {level} in {hex}"
}

message "mortars.attack-dice-name" {
  rule = "mortars.hex-attack"
  text = "attack dice"
}

message "mortars.printed" {
  rule = "mortars.hex-attack"
  text = "printed"
}

message "mortars.to-hit-name" {
  rule = "mortars.hex-attack"
  text = "To-Hit"
}

message "mortars.defence-dice-name" {
  rule = "mortars.defence"
  text = "defence dice"
}

message "mortars.smoke-dice-name" {
  rule = "mortars.smoke"
  text = "smoke dice"
}

message "mortars.printed-he" {
  rule = "mortars.smoke"
  text = "printed HE"
}

message "mortars.odd-hit-roll" {
  rule = "mortars.hits"
  text = "odd hit: 1-3 {first}, 4-6 {second}"
}

message "mortars.odd-hit-any-roll" {
  rule = "mortars.hits"
  text = "odd hit"
}

message "mortars.attack-dice-roll" {
  rule = "mortars.hex-attack"
  text = "attack dice on {hex}"
}

message "mortars.defence-dice-roll" {
  rule = "mortars.defence"
  text = "defence dice of {hex}"
}

message "mortars.smoke-dice-roll" {
  rule = "mortars.smoke"
  text = "smoke dice on {hex}"
}
