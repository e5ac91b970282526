rule "house.rain" {
  title   = "Rain (house rule)"
  summary = "Rain and low cloud: every weapon with a white (non-fixed) range has its range cut by 1, so its long range by 2 and its close range with it. Fixed ranges are unchanged."
}

# One modifier on the computed range (stage "range", combat/lib/combat.lua's
# combat.range): every range check of the base rules reads it.
modifier "rain" {
  rule  = "house.rain"
  stage = "range"
  label = "rain"
  value = -1
  when  = !weapon.fixed
}
