# The auxiliary area's lines in the game's narrative (Heart of Darkness): nw68.say(key, params) writes
# them, each reader sees them in their language (locales/<lang>.hcl translates them).

message "auxiliary.pool-kept" {
  rule = "auxiliary.pool"
  text = "{side} keeps {n} unspent supply point(s) in its pool for the game"
}

message "auxiliary.cleanup-buying" {
  rule = "auxiliary.buy"
  text = "Cleanup: supply points may buy AUX (buy) before end_phase"
}

message "auxiliary.bought-unit" {
  rule = "auxiliary.buy"
  text = "{side} buys the AUX unit {unit} ({name}) set up in {hex} for {cost} supply point(s) ({price}); {left} left in the pool"
}

message "auxiliary.bought-unit-specialization" {
  rule = "auxiliary.buy"
  text = "{side} buys the AUX unit {unit} ({name}) set up in {hex} for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
}

message "auxiliary.bought-item" {
  rule = "auxiliary.buy"
  text = "{side} buys {item}, given to {unit} for {cost} supply point(s) ({price}); {left} left in the pool"
}

message "auxiliary.bought-item-specialization" {
  rule = "auxiliary.buy"
  text = "{side} buys {item}, given to {unit} for {cost} supply point(s) ({price}); {left} left in the pool, {spec} Specialization"
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
