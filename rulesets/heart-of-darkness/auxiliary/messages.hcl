# The auxiliary area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).
# It also holds the refusals its scripts return as messages (code, rule, key, values).

message "auxiliary.pool-kept" {
  rule = "auxiliary.pool"
  text = "{side} keeps {n} unspent supply point(s) in its pool for the game"
}

message "auxiliary.cleanup-buying" {
  rule = "auxiliary.buy"
  text = "Cleanup: supply points may buy AUX (buy) before end_phase"
}

message "auxiliary.bought-unit" {
  rule  = "auxiliary.buy"
  text  = "{side} buys the AUX unit {unit} ({name}) set up in {hex} for {cost} supply point(s) ({price}); {left} left in the pool"
  names = { name = "unit_type" }
}

message "auxiliary.bought-unit-specialization" {
  rule  = "auxiliary.buy"
  text  = "{side} buys the AUX unit {unit} ({name}) set up in {hex} for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
  names = { name = "unit_type" }
}

message "auxiliary.bought-item" {
  rule  = "auxiliary.buy"
  text  = "{side} buys {item}, given to {unit} for {cost} supply point(s) ({price}); {left} left in the pool"
  names = { item = "item" }
}

message "auxiliary.bought-item-specialization" {
  rule  = "auxiliary.buy"
  text  = "{side} buys {item}, given to {unit} for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
  names = { item = "item" }
}

message "auxiliary.bought-oba" {
  rule = "auxiliary.buy"
  text = "{side} buys an OBA {mission} mission for the pool for {cost} supply point(s) ({price}); {left} left in the pool"
}

message "auxiliary.bought-oba-specialization" {
  rule = "auxiliary.buy"
  text = "{side} buys an OBA {mission} mission for the pool for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
}

message "auxiliary.bought-marker-laid" {
  rule = "auxiliary.buy"
  text = "{side} buys {marker} laid in {hex} for {cost} supply point(s) ({price}); {left} left in the pool"
}

message "auxiliary.bought-marker-laid-specialization" {
  rule = "auxiliary.buy"
  text = "{side} buys {marker} laid in {hex} for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
}

message "auxiliary.bought-marker-pool" {
  rule = "auxiliary.buy"
  text = "{side} buys {marker} for the pool for {cost} supply point(s) ({price}); {left} left in the pool"
}

message "auxiliary.bought-marker-pool-specialization" {
  rule = "auxiliary.buy"
  text = "{side} buys {marker} for the pool for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
}

message "auxiliary.bought-healing" {
  rule = "auxiliary.buy"
  text = "{side} buys healing for {unit}, back to full strength for {cost} supply point(s) ({price}); {left} left in the pool"
}

message "auxiliary.bought-healing-specialization" {
  rule = "auxiliary.buy"
  text = "{side} buys healing for {unit}, back to full strength for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
}

message "auxiliary.bought-repair" {
  rule = "auxiliary.buy"
  text = "{side} buys a repair for {unit}, back to full strength for {cost} supply point(s) ({price}); {left} left in the pool"
}

message "auxiliary.bought-repair-specialization" {
  rule = "auxiliary.buy"
  text = "{side} buys a repair for {unit}, back to full strength for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
}

message "auxiliary.bought-bridge-work" {
  rule = "auxiliary.buy"
  text = "{side} buys bridge work ({work}) in {hex} for {cost} supply point(s) ({price}); {left} left in the pool"
}

message "auxiliary.bought-bridge-work-specialization" {
  rule = "auxiliary.buy"
  text = "{side} buys bridge work ({work}) in {hex} for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
}

message "auxiliary.name-type-unit" {
  rule = "auxiliary.buy"
  text = "name the unit bought (type)"
}

message "auxiliary.name-type-hero" {
  rule = "auxiliary.buy"
  text = "name the hero bought (type)"
}

message "auxiliary.name-type-object" {
  rule = "auxiliary.buy"
  text = "name the object bought (type)"
}

message "auxiliary.unknown-unit" {
  rule = "auxiliary.buy"
  text = "there is no unit {type}"
}

message "auxiliary.unknown-hero" {
  rule = "auxiliary.buy"
  text = "there is no hero {type}"
}

message "auxiliary.unknown-object" {
  rule = "auxiliary.buy"
  text = "there is no object {type}"
}

message "auxiliary.not-a-hero" {
  rule = "auxiliary.buy"
  text = "{type} is not a Hero"
}

message "auxiliary.not-an-object" {
  rule = "auxiliary.buy"
  text = "{type} is neither a weapon nor equipment"
}

message "auxiliary.not-for-sale-unit" {
  rule  = "auxiliary.not-for-sale"
  text  = "{type} can never be bought as AUX"
  names = { type = "unit_type" }
}

message "auxiliary.not-for-sale-item" {
  rule  = "auxiliary.not-for-sale"
  text  = "{type} can never be bought as AUX"
  names = { type = "item" }
}

message "auxiliary.wrong-faction-unit" {
  rule  = "auxiliary.factions"
  text  = "{type} is a counter of {faction}: {side} buys only its own or the Independents'"
  names = { type = "unit_type" }
}

message "auxiliary.wrong-faction-item" {
  rule  = "auxiliary.factions"
  text  = "{type} is a counter of {faction}: {side} buys only its own or the Independents'"
  names = { type = "item" }
}

message "auxiliary.unknown-mission" {
  rule = "auxiliary.buy"
  text = "there is no OBA mission {mission}"
}

message "auxiliary.unit-needs-hex" {
  rule = "auxiliary.placement"
  text = "an AUX unit is set up on a setup hex (at)"
}

message "auxiliary.not-setup-hex" {
  rule = "auxiliary.placement"
  text = "{hex} is not a setup hex of {side}"
}

message "auxiliary.not-your-formation" {
  rule = "auxiliary.placement"
  text = "{formation} is not a formation of {side}"
}

message "auxiliary.name-formation" {
  rule = "auxiliary.placement"
  text = "name the formation of {side} the AUX unit joins (formation)"
}

message "auxiliary.name-unit" {
  rule = "auxiliary.placement"
  text = "name the friendly unit that takes it (unit)"
}

message "auxiliary.not-friendly" {
  rule = "auxiliary.placement"
  text = "{unit} is not a unit of {side} on the map"
}

message "auxiliary.not-infantry" {
  rule = "auxiliary.placement"
  text = "weapons and equipment go to infantry (not Huge): {unit} is not"
}

message "auxiliary.hero-in-play" {
  rule = "auxiliary.placement"
  text = "the Hero {hero} is already with {unit}"
}

message "auxiliary.markers-to-pool" {
  rule = "auxiliary.placement"
  text = "bought markers go to the pool; only during the setup are they laid at once"
}







message "auxiliary.bridges-setup-only" {
  rule = "auxiliary.bridges"
  text = "bridge work is bought during the setup only"
}

message "auxiliary.name-bridge-hex" {
  rule = "auxiliary.bridges"
  text = "name the bridge's hex (at)"
}

message "auxiliary.not-now" {
  rule = "auxiliary.buy"
  text = "AUX is bought during the setup and the Cleanup, not in the {phase} phase"
}

message "auxiliary.not-a-faction" {
  rule = "auxiliary.buy"
  text = "{side} is no faction that buys AUX"
}

message "auxiliary.not-enough-supply" {
  rule = "auxiliary.costs"
  text = "{item} costs {n} supply point(s); {side} has {has} to spend on it"
}


