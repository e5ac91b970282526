modifier "group-fire-infantry" {
  rule  = "group-fire.stack"
  stage = "av"
  label = "infantry assists"
  value = 1
  when  = fire.kind != "assault" && fire.assist == "infantry"
}

modifier "group-fire-afv" {
  rule  = "group-fire.stack"
  stage = "av"
  label = "AFV assists"
  value = 2
  when  = fire.kind != "assault" && fire.assist == "afv"
}
