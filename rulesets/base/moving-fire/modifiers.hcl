modifier "moving-fire" {
  rule  = "moving-fire.general"
  stage = "av"
  label = "moving fire"
  value = -2
  when  = fire.moving
}
