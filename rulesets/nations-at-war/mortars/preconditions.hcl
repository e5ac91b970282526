# What a mortar needs before its target hex is weighed [mortars.hex-attack]. mortar_fire also
# requires turn/'s "activation" and "active-formation", results/' "good-order" and fire/'s
# "not-ops-complete".

precondition "mortar-on-map" {
  rule      = "mortars.hex-attack"
  code      = "not_on_map"
  each      = ["unit"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the map"
}

# Only mortars attack a hex [mortars.hex-attack, units.mortars].
precondition "is-mortar" {
  rule      = "mortars.hex-attack"
  code      = "wrong_weapon"
  each      = ["unit"]
  condition = unit.tags.mortar
  reason    = "${unit.id} is not a mortar: only mortars fire at a hex"
}
