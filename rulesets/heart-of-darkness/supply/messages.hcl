# The supply area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

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
