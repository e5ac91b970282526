# Air units fire on the move without the land penalty [helicopters.combat]:
# the moving-fire term (moving-fire/modifiers.hcl) is removed, not offset.
modifier "air-moving-fire" {
  rule    = "helicopters.combat"
  stage   = "av"
  label   = "air units: no moving-fire penalty"
  removes = "moving-fire.general"
  when    = fire.moving && attacker.air
}
