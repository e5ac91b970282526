# The supply area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

message "supply.specialization-received" {
  rule = "supply.specialization"
  text = "{side} receives {n} Specialization points for Engineering AUX, mines, smoke and sandbags"
}

message "supply.specialization-pooled" {
  rule = "supply.specialization"
  text = "{side}'s {n} unspent Specialization point(s) join its pool"
}

message "supply.supply-unit-gives" {
  rule = "supply.units"
  text = "Cleanup: the supply unit {unit} in {hex} gives {side} a supply point ({pool} in the pool)"
}

message "supply.supply-unit-cashed" {
  rule = "supply.cash"
  text = "{side} cashes in the supply unit {unit}: {gain} supply point(s); {pool} in the pool"
}

message "supply.supply-unit-cashed-less" {
  rule = "supply.cash"
  text = "{side} cashes in the supply unit {unit}: {gain} supply point(s) (its printed cost less the point it gave this Cleanup); {pool} in the pool"
}

message "supply.cash-in-cleanup" {
  rule = "supply.cash"
  text = "supply units are cashed in during the Cleanup"
}

message "supply.skill-setup-only" {
  rule = "supply.setup-skills"
  text = "only during the setup is a skill bought with no specialized unit"
}

message "supply.name-reduced-unit" {
  rule = "supply.setup-skills"
  text = "name the reduced friendly unit (unit)"
}

message "supply.skill-not-friendly" {
  rule = "supply.setup-skills"
  text = "{unit} is not a unit of {side} on the map"
}

message "supply.full-strength" {
  rule = "supply.setup-skills"
  text = "{unit} is at full strength"
}

message "supply.setup-skill-not-setup" {
  rule = "supply.setup-skills"
  text = "only during the setup may a skill be used with no specialized unit"
}

message "supply.setup-skill-too-far" {
  rule = "supply.setup-skills"
  text = "{hex} is more than 3 hexes from every land unit of {side}"
}
